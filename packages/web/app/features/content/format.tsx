import { isCurrency, MINOR_DIGITS, type UiLanguage } from '@masthead/core';
import { Fragment, type ReactNode } from 'react';
import { htmlLang, useI18n } from '../../lib/i18n';
import { storyLang } from '../feeds/format';

/**
 * Dates are formatted in UTC, or in the wall-clock time an event was written with, so the server's
 * HTML and the browser's hydration agree whatever time zone either runs in.
 */
export function formatDate(lang: UiLanguage, iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(htmlLang(lang), {
    dateStyle: withTime ? 'full' : 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** An ISO time with an offset ('2026-12-05T19:00:00+08:00') read as the wall clock at its place. */
function wallClock(iso: string): { local: Date; offset: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!match) return null;
  return { local: new Date(`${match[1]}:00Z`), offset: match[2] === 'Z' ? 'UTC' : `UTC${match[2]}` };
}

/**
 * An ISO time with an offset as the local time at its place, with the offset ('7:00 PM (UTC+08:00)')
 * unless `withZone` is false (a time range names it once, after its end).
 */
export function formatWallClock(
  lang: UiLanguage,
  iso: string,
  part: 'full' | 'time' = 'full',
  withZone = true,
): string {
  const clock = wallClock(iso);
  if (!clock) return formatDate(lang, iso, true);
  const format = new Intl.DateTimeFormat(htmlLang(lang), {
    ...(part === 'full' ? { dateStyle: 'full' } : {}),
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const text = format.format(clock.local);
  return withZone ? `${text} (${clock.offset})` : text;
}

/**
 * An event's start and end: the time zone once, after the end, when both share it; the end's date only
 * when it falls on another day.
 */
export function formatTimeRange(
  lang: UiLanguage,
  startsAt: string,
  endsAt: string | null | undefined,
): { start: string; end: string | null } {
  const start = wallClock(startsAt);
  const end = endsAt ? wallClock(endsAt) : null;
  if (!endsAt) return { start: formatWallClock(lang, startsAt), end: null };
  if (!start || !end) return { start: formatWallClock(lang, startsAt), end: formatWallClock(lang, endsAt) };
  const sameZone = start.offset === end.offset;
  const sameDay = start.local.toISOString().slice(0, 10) === end.local.toISOString().slice(0, 10);
  return {
    start: formatWallClock(lang, startsAt, 'full', !sameZone),
    end: formatWallClock(lang, endsAt, sameDay ? 'time' : 'full'),
  };
}

export const formatNumber = (lang: UiLanguage, value: number) =>
  new Intl.NumberFormat(htmlLang(lang)).format(value);

/** Integer minor units in a currency (DESIGN §2), e.g. 150000 TWD → 'NT$1,500.00'. */
export function formatMoney(lang: UiLanguage, minor: number, currency: string): string {
  // The ledger's minor units (core), not the runtime's currency data: server and browser must agree.
  const digits = isCurrency(currency) ? MINOR_DIGITS[currency] : 2;
  const format = new Intl.NumberFormat(htmlLang(lang), {
    style: 'currency',
    currency,
    // Whole amounts read '$1,000', others '$12.50'.
    minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  });
  return format.format(minor / 10 ** digits);
}

/**
 * A whole translated sentence with parts that are elements (links, names): '{author} for {publisher}'
 * stays one message for translators (EXAMPLES §14), and each `{name}` becomes its node.
 */
export function messageNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move.
      <Fragment key={index}>{Object.hasOwn(nodes, part) ? nodes[part] : `{${part}}`}</Fragment>
    ) : (
      part
    ),
  );
}

/**
 * Inside a story marked with its own language (WCAG 3.1.2), the page's labels say they are in the
 * page's language: its tag when the story's differs, else undefined (nothing to mark).
 */
export function useLabelLang(contentLang: string): string | undefined {
  const { lang } = useI18n();
  return storyLang(contentLang, lang) ? htmlLang(lang) : undefined;
}
