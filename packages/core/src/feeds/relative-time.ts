import { LANGUAGE_TAGS, type UiLanguage } from '../i18n/languages.ts';

/** SPEC §9: relative time units run from seconds up to years (365 days). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Intl formatters are slow to make and keep no state between calls: one per language (and per option
 * set), made when first asked for. A page of cards formats a dozen times.
 */
const relativeFormats = new Map<UiLanguage, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(lang: UiLanguage) {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LANGUAGE_TAGS[lang], { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format;
}

function cardDateFormat(lang: UiLanguage, withYear: boolean) {
  const key = `${lang}:${withYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
      year: withYear ? 'numeric' : undefined,
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** '5 minutes ago', '3 days ago', 'in 2 hours': the largest unit that fits, rounded down. */
export function relativeTime(date: Date, now: Date, lang: UiLanguage): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = relativeFormat(lang);
  const magnitude = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (magnitude >= size || unit === 'second') {
      const value = Math.trunc(seconds / size);
      return format.format(value === 0 ? 0 : value, unit);
    }
  }
  return format.format(0, 'second');
}

/** SPEC §9: the 'modified before' string switches to a date after 1 day by default. */
export const RELATIVE_TIME_SWITCH_MS = 86_400_000;

/** A story's time on a card: relative within a day, else the date (with the year when it differs). */
export function storyTime(date: Date, now: Date, lang: UiLanguage, switchAfterMs = RELATIVE_TIME_SWITCH_MS) {
  if (Math.abs(now.getTime() - date.getTime()) < switchAfterMs) return relativeTime(date, now, lang);
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return cardDateFormat(lang, !sameYear).format(date);
}
