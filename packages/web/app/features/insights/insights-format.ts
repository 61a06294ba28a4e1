import type { UiLanguage } from '@masthead/core';
import { htmlLang } from '../../lib/i18n';

/**
 * A UTC day ('YYYY-MM-DD') in the reader's language: 'short' under the chart ('Mar 5'), 'long' in its
 * table ('Thu, Mar 5'), 'full' in sentences ('Mar 5, 2026'). Always in UTC, as the days are counted,
 * so the server's HTML and the browser's agree.
 */
export function formatDay(lang: UiLanguage, day: string, style: 'short' | 'long' | 'full'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { month: 'short', day: 'numeric' }
      : style === 'long'
        ? { weekday: 'short', month: 'short', day: 'numeric' }
        : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(htmlLang(lang), { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
