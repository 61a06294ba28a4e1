import { REFERRER, type ReferrerCode } from '../achievements/kinds.ts';
import { can, type MagazineActor } from './policy.ts';

/**
 * SPEC §6 insights and analytics of a magazine: reads of its stories by day, by story, by writer and
 * by SPEC §3 referrer code, over a period, against the period before. Aggregates only: no answer
 * names a reader.
 *
 * The split between the rights (SPEC §6 gives owners and managing editors 'insights and analytics',
 * editors 'insights', senior writers 'insights on own'):
 * - scope 'magazine' (viewInsights: owner, managing editor, editor): every story the magazine
 *   published; totals, reads by day, top stories and reads by writer.
 * - the referrer breakdown of the whole magazine is analytics (viewAnalytics: owner, managing editor).
 * - scope 'own' (viewOwnInsights: senior writer and up): only the viewer's own stories in the
 *   magazine, with their referrers (where one's own readers come from is one's own business), and no
 *   writer breakdown.
 */

/** SPEC-free choice: the periods a person picks from, in days (the last 7, 30 or 90 days). */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
export const DEFAULT_INSIGHTS_PERIOD: InsightsPeriod = 30;

export const INSIGHTS_SCOPES = ['magazine', 'own'] as const;
export type InsightsScope = (typeof INSIGHTS_SCOPES)[number];

/** Rows in the top-stories and by-writer lists. */
export const INSIGHTS_TOP_STORIES = 10;
export const INSIGHTS_TOP_WRITERS = 20;

/** What the viewer may see of a magazine's insights: the scopes open to them and what each shows. */
export type InsightsAccess = {
  /** The scopes the viewer may choose, the whole magazine first. */
  scopes: InsightsScope[];
  scope: InsightsScope;
  /** Reads by referrer code (analytics across the magazine; always for one's own stories). */
  referrers: boolean;
  /** Reads by writer (the whole magazine only). */
  writers: boolean;
};

/**
 * The viewer's access to a magazine's insights in the scope asked for (the widest open to them when
 * none is asked); null when the viewer may not see it (a writer, a contributor, a non-member, or a
 * scope beyond their rights).
 */
export function insightsAccess(
  actor: MagazineActor,
  magazineUserId: number,
  requested?: InsightsScope,
): InsightsAccess | null {
  const scopes = INSIGHTS_SCOPES.filter((scope) =>
    can(actor, scope === 'magazine' ? 'viewInsights' : 'viewOwnInsights', magazineUserId),
  );
  const scope = requested ?? scopes[0];
  if (scope === undefined || !scopes.includes(scope)) return null;
  return {
    scopes,
    scope,
    referrers: scope === 'own' || can(actor, 'viewAnalytics', magazineUserId),
    writers: scope === 'magazine',
  };
}

/** SPEC §3's twelve referrer kinds in code order, with their names (the label keys say `insights.referrer.{name}`). */
export const REFERRER_KINDS = (Object.entries(REFERRER) as [keyof typeof REFERRER, ReferrerCode][]).map(
  ([name, code]) => ({ name, code }),
);
export type ReferrerName = keyof typeof REFERRER;

const DAY_MS = 86_400_000;

/** A UTC calendar day as 'YYYY-MM-DD'. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days of a period and of the one before it, in UTC: the period is the last `days` calendar days
 * up to and including today (so today's bar grows through the day), the previous period the same
 * number of days just before. Reads count from `previousFrom` (inclusive) to `to` (exclusive).
 */
export function insightsWindow(now: Date, days: InsightsPeriod) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const previousFrom = new Date(from.getTime() - days * DAY_MS);
  const dayKeys = (start: Date) =>
    Array.from({ length: days }, (_, i) => utcDay(new Date(start.getTime() + i * DAY_MS)));
  return {
    from,
    previousFrom,
    to: new Date(today + DAY_MS),
    days: dayKeys(from),
    previousDays: dayKeys(previousFrom),
  };
}
export type InsightsWindow = ReturnType<typeof insightsWindow>;

/** One day of the chart: its reads, and the reads of the same day of the previous period. */
export type ReadsDay = { date: string; reads: number; previous: number };

/**
 * Reads per day (as the query grouped them: only days that had reads) laid out over every day of the
 * period, zeros filled in, each beside its day of the previous period.
 */
export function readsByDay(
  rows: readonly { day: string; reads: number }[],
  window: Pick<InsightsWindow, 'days' | 'previousDays'>,
): ReadsDay[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.reads);
  return window.days.map((date, i) => ({
    date,
    reads: byDay.get(date) ?? 0,
    previous: byDay.get(window.previousDays[i] ?? '') ?? 0,
  }));
}

/** A total of the period beside the previous period's. */
export type Compared = { current: number; previous: number };

/**
 * The change of a total against the previous period, as a whole percentage; null when there is
 * nothing to compare with (the previous period had none), which the page words as 'new'.
 */
export function percentChange({ current, previous }: Compared): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
