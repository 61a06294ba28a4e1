import { LANGUAGE_TAGS, type UiLanguage } from '@masthead/core';

/** SPEC §9 number abbreviations (k, M, B): 1.2K, 3.4M, in the reader's language. */
export const compactNumber = (lang: UiLanguage, value: number) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[lang], { notation: 'compact', maximumFractionDigits: 1 }).format(value);
