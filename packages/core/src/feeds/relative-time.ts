import { LANGUAGE_TAGS, type UiLanguage } from '../i18n/languages.ts';
import { madeOncePer } from '../i18n/made-once.ts';

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

/** One formatter per language (and option set): a page of cards formats a dozen times. */
const relativeFormat = madeOncePer(
  (lang: UiLanguage) => new Intl.RelativeTimeFormat(LANGUAGE_TAGS[lang], { numeric: 'auto' }),
);

/** A card's date, with its year or (in the current year) without. */
const cardDateFormat = (withYear: boolean) =>
  madeOncePer(
    (lang: UiLanguage) =>
      new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
        year: withYear ? 'numeric' : undefined,
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  );
const cardDateFormats = { withYear: cardDateFormat(true), thisYear: cardDateFormat(false) };

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
  return (sameYear ? cardDateFormats.thisYear : cardDateFormats.withYear)(lang).format(date);
}
