import { LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { SelectField } from '../../ui/text-field';

const LANGUAGE_OPTIONS = UI_LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

/** The language the content is written in; its line appears only with an error (it rarely has one). */
export function LanguageSelect({
  value,
  onChange,
  error,
}: {
  value: UiLanguage;
  onChange: (lang: UiLanguage) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('compose.field.language')}
      frameClassName="field compose-field compose-lang"
      dataField="lang"
      reserveLine={false}
      value={value}
      options={LANGUAGE_OPTIONS}
      error={error}
      onValueChange={onChange}
    />
  );
}
