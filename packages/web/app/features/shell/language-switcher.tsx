import { LANGUAGE_NAMES, STORAGE_KEYS, UI_LANGUAGES, type UiLanguage } from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { htmlLang, useI18n } from '../../lib/i18n';
import { browserStore, setLanguageCookie } from '../../lib/storage';

/**
 * The interface language: POST /api2/account/language sets the cookie the server reads first (and the
 * profile's language for signed-in people); the cookie is also set here in case the call fails. Then
 * the page reloads in the new language.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const [saving, setSaving] = useState<UiLanguage | null>(null);

  const choose = async (next: UiLanguage) => {
    if (next === lang || saving) return;
    setSaving(next);
    setLanguageCookie(next);
    try {
      browserStore().setItem(STORAGE_KEYS.userLang, next);
    } catch {
      // The cookie alone decides the language; the stored copy is a convenience.
    }
    await call('POST /api2/account/language', { lang: next });
    window.location.reload();
  };

  return (
    <nav className="language-switcher" aria-label={t('shell.language.label')}>
      <ul>
        {UI_LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={htmlLang(code)}
              aria-current={code === lang ? 'true' : undefined}
              aria-busy={saving === code || undefined}
              disabled={saving !== null && saving !== code}
              onClick={() => choose(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
