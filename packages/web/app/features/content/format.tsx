import type { UiLanguage } from '@masthead/core';
import { Fragment, type ReactNode } from 'react';
import { htmlLang } from '../../lib/i18n';

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

/** An ISO time with an offset ('2026-12-05T19:00:00+08:00') as the local time at its place. */
export function formatWallClock(lang: UiLanguage, iso: string, part: 'full' | 'time' = 'full'): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!match) return formatDate(lang, iso, true);
  const local = new Date(`${match[1]}:00Z`);
  const offset = match[2] === 'Z' ? 'UTC' : `UTC${match[2]}`;
  const format = new Intl.DateTimeFormat(htmlLang(lang), {
    ...(part === 'full' ? { dateStyle: 'full' } : {}),
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(local)} (${offset})`;
}

export const formatNumber = (lang: UiLanguage, value: number) =>
  new Intl.NumberFormat(htmlLang(lang)).format(value);

/** Integer minor units in a currency (DESIGN §2), e.g. 150000 TWD → 'NT$1,500.00'. */
export function formatMoney(lang: UiLanguage, minor: number, currency: string): string {
  const format = new Intl.NumberFormat(htmlLang(lang), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
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
