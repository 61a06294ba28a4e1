import type { UiLanguage } from '@masthead/core';
import { htmlLang } from '../../lib/i18n';

const DAY_STYLES = {
  weekday: { weekday: 'short' },
  day: { day: 'numeric' },
  short: { month: 'short', day: 'numeric' },
  long: { weekday: 'short', month: 'short', day: 'numeric' },
  full: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type DayStyle = keyof typeof DAY_STYLES;

/**
 * A UTC day ('YYYY-MM-DD') in the reader's language: 'short' under the chart ('Mar 5'; a week's
 * 'weekday' over its 'day'), 'long' in its table ('Thu, Mar 5'), 'full' in sentences ('Mar 5,
 * 2026'). Always in UTC, as the days are counted, so the server's HTML and the browser's agree.
 */
export function formatDay(lang: UiLanguage, day: string, style: DayStyle): string {
  const options = DAY_STYLES[style];
  return new Intl.DateTimeFormat(htmlLang(lang), { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
