import { embedWidgetMessages } from '@masthead/core/i18n/catalog/embed-widget';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  resolveUiLanguage,
  type UiLanguage,
} from '@masthead/core/i18n/languages';

type WidgetKey = keyof (typeof embedWidgetMessages)['en'];

/** The script speaks the host page's language (its <html lang>), in English when it is none of ours. */
export function widgetText(hostLang: string | null | undefined) {
  const lang: UiLanguage = resolveUiLanguage(hostLang);
  const messages = embedWidgetMessages[lang];
  const t = (key: WidgetKey, vars: Record<string, string> = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
  const dates = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });
  return {
    lang,
    tag: LANGUAGE_TAGS[lang],
    t,
    date: (iso: string) => dates.format(new Date(iso)),
    languageName: (code: string) => LANGUAGE_NAMES[code as UiLanguage] ?? code,
  };
}

export type WidgetText = ReturnType<typeof widgetText>;
