import { isUiLanguage, LANGUAGE_TAGS, type UiLanguage } from '@masthead/core';
import { htmlLang } from '../../lib/i18n';

/** SPEC §9 number abbreviations (k, M, B): 1.2K, 3.4M, in the reader's language. */
export const compactNumber = (lang: UiLanguage, value: number) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[lang], { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/**
 * The lang attribute of a story's text shown in a page of another language (WCAG 3.1.2): its BCP 47
 * tag, or undefined when it is the page's language (or not one we know).
 */
export const storyLang = (lang: string, pageLang: UiLanguage): string | undefined =>
  isUiLanguage(lang) && lang !== pageLang ? htmlLang(lang) : undefined;
