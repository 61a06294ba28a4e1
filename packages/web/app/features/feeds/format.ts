import { abbreviateNumber, isUiLanguage, LANGUAGE_TAGS, madeOncePer, type UiLanguage } from '@masthead/core';
import { htmlLang } from '../../lib/i18n';

/**
 * SPEC §9 number abbreviations: in English exactly as SPEC writes them (1.2k, 3.4M, 5B); the other
 * languages count in their own units (萬, 亿, rb), so they keep the locale's compact form.
 */
export const compactNumber = (lang: UiLanguage, value: number) =>
  lang === 'en' ? abbreviateNumber(value) : compactFormat(lang).format(value);

/** One formatter per language (each card formats two counts). */
const compactFormat = madeOncePer(
  (lang: UiLanguage) =>
    new Intl.NumberFormat(LANGUAGE_TAGS[lang], { notation: 'compact', maximumFractionDigits: 1 }),
);

/**
 * The lang attribute of a story's text shown in a page of another language (WCAG 3.1.2): its BCP 47
 * tag, or undefined when it is the page's language (or not one we know).
 */
export const storyLang = (lang: string, pageLang: UiLanguage): string | undefined =>
  isUiLanguage(lang) && lang !== pageLang ? htmlLang(lang) : undefined;
