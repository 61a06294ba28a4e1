import { abbreviateNumber, isUiLanguage, LANGUAGE_TAGS, type UiLanguage } from '@masthead/core';
import { htmlLang } from '../../lib/i18n';

/**
 * SPEC §9 number abbreviations: in English exactly as SPEC writes them (1.2k, 3.4M, 5B); the other
 * languages count in their own units (萬, 亿, rb), so they keep the locale's compact form.
 */
export const compactNumber = (lang: UiLanguage, value: number) =>
  lang === 'en' ? abbreviateNumber(value) : compactFormat(lang).format(value);

/** One formatter per language, made when first asked for (each card formats two counts). */
const compactFormats = new Map<UiLanguage, Intl.NumberFormat>();

function compactFormat(lang: UiLanguage) {
  let format = compactFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[lang], { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(lang, format);
  }
  return format;
}

/**
 * The lang attribute of a story's text shown in a page of another language (WCAG 3.1.2): its BCP 47
 * tag, or undefined when it is the page's language (or not one we know).
 */
export const storyLang = (lang: string, pageLang: UiLanguage): string | undefined =>
  isUiLanguage(lang) && lang !== pageLang ? htmlLang(lang) : undefined;
