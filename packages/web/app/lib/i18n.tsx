import {
  interpolate,
  isUiLanguage,
  LANGUAGE_TAGS,
  type MessageKey,
  type Messages,
  type MessageVars,
  type UiLanguage,
} from '@masthead/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { messagesFor } from './messages';

/** The BCP 47 tag of an interface language, for lang attributes (`in` is Bahasa Indonesia, `id`). */
export const htmlLang = (lang: UiLanguage) => LANGUAGE_TAGS[lang];

type I18n = { lang: UiLanguage; t: (key: MessageKey, vars?: MessageVars) => string };

const I18nContext = createContext<I18n | null>(null);

/** The page's language and its messages arrive with the root loader's data, one language at a time. */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: UiLanguage;
  messages: Messages;
  children: ReactNode;
}) {
  const t = useCallback(
    (key: MessageKey, vars?: MessageVars) => interpolate(messages[key] ?? key, vars),
    [messages],
  );
  const value = useMemo(() => ({ lang, t }), [lang, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export const useT = () => useI18n().t;

/**
 * WCAG 3.1.2 language of parts: the `lang` attribute for a piece of user text in `lang` (the server
 * finds it), when it differs from the page's; undefined when it is the page's or not known.
 */
export const partLang = (lang: string | null | undefined, pageLang: UiLanguage): string | undefined =>
  lang && isUiLanguage(lang) && lang !== pageLang ? htmlLang(lang) : undefined;

/** partLang with the page's language. */
export function usePartLang() {
  const { lang: pageLang } = useI18n();
  return (lang: string | null | undefined) => partLang(lang, pageLang);
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * For route `meta` functions, which run outside React: the language comes with the root match's data.
 * `const t = metaTranslator(matches)`.
 */
export function metaTranslator(matches: readonly MetaMatch[]) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { lang?: UiLanguage } | undefined;
  const messages: Messages | undefined = root?.lang ? messagesFor(root.lang) : undefined;
  return (key: MessageKey, vars?: MessageVars) => interpolate(messages?.[key] ?? key, vars);
}
