import { LANGUAGE_NAMES, STORAGE_KEYS, UI_LANGUAGES, type UiLanguage } from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { htmlLang, useI18n } from '../../lib/i18n';
import { browserStore } from '../../lib/storage';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/text-field';
import { SettingsCard } from './settings-layout';

const LANGUAGE_OPTIONS = UI_LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code],
  lang: htmlLang(code),
}));

/** Shows the language the page is in: the language cookie decides it before the profile does. */
export function LanguageCard() {
  const { lang, t } = useI18n();
  const [value, setValue] = useState<UiLanguage>(lang);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    // Sets the profile's language and the language cookie (which the server reads first) together.
    const result = await call('POST /api2/account/language', { lang: value });
    if (!result.ok) {
      setSaving(false);
      setError(result.message);
      return;
    }
    try {
      browserStore().setItem(STORAGE_KEYS.userLang, value);
    } catch {
      // The cookie decides the language; the stored copy is a convenience.
    }
    window.location.reload();
  };

  return (
    <SettingsCard title={t('settings.language.title')} description={t('settings.language.intro')}>
      <div className="inline-form">
        <SelectField
          label={t('settings.language.label')}
          value={value}
          options={LANGUAGE_OPTIONS}
          reserveLine={false}
          onValueChange={(code) => setValue(code)}
        />
        <BusyButton
          type="button"
          variant="secondary"
          label={t('settings.language.save')}
          busyLabel={t('accounts.saving')}
          busy={saving}
          disabled={value === lang}
          onClick={save}
        />
      </div>
      <FormAlert message={error} />
    </SettingsCard>
  );
}
