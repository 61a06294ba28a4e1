import { z } from 'zod';
import type { ReferrerCode } from '../achievements/kinds.ts';
import { zContentFeedCursor } from '../content/schemas.ts';
import type { ProfileRef } from '../content/types.ts';
import { zUserIdText } from '../images/schemas.ts';
import {
  type Compared,
  INSIGHTS_PERIODS,
  INSIGHTS_SCOPES,
  type InsightsAccess,
  type InsightsPeriod,
  type ReadsDay,
} from './insights.ts';
import { TEAM_ACTIVITY_FILTERS } from './team-activity.ts';

/** Requests and answers of team activity and insights (SPEC §6). */

/** GET /api2/magazine/activity?magazineUserId=&filter=all|members|editorial|settings&cursor= */
export const ZTeamActivityQuery = z.strictObject({
  magazineUserId: zUserIdText,
  filter: z.enum(TEAM_ACTIVITY_FILTERS, { error: 'validation.invalid' }).optional(),
  cursor: zContentFeedCursor.optional(),
});
export type TTeamActivityQuery = z.infer<typeof ZTeamActivityQuery>;

const PERIOD_TEXTS = INSIGHTS_PERIODS.map(String) as ['7', '30', '90'];

/** A period as a query parameter: '7', '30' or '90' (days). */
export const zInsightsPeriod = z
  .enum(PERIOD_TEXTS, { error: 'validation.invalid' })
  .transform((days) => Number(days) as InsightsPeriod);

/** GET /api2/magazine/insights?magazineUserId=&days=7|30|90&scope=magazine|own */
export const ZInsightsQuery = z.strictObject({
  magazineUserId: zUserIdText,
  days: zInsightsPeriod.optional(),
  scope: z.enum(INSIGHTS_SCOPES, { error: 'validation.invalid' }).optional(),
});
export type TInsightsQuery = z.infer<typeof ZInsightsQuery>;

export type InsightsStory = {
  cgroupId: number;
  title: string;
  /** Its page while published; null once unpublished. */
  url: string | null;
  author: ProfileRef;
  reads: number;
};

/** A magazine's insights over one period: aggregates only, never a reader. */
export type InsightsView = {
  magazine: { userId: number; username: string; displayName: string };
  days: InsightsPeriod;
  /** First and last day of the period, 'YYYY-MM-DD' in UTC. */
  from: string;
  to: string;
  /** The scopes open to the viewer, the one shown, and which breakdowns it carries. */
  access: InsightsAccess;
  totals: { reads: Compared; readers: Compared; published: Compared };
  byDay: ReadsDay[];
  topStories: InsightsStory[];
  /** Null outside the whole-magazine scope. */
  byWriter: { writer: ProfileRef; reads: number; stories: number }[] | null;
  /** Every referrer code in code order, zeros included; null without the right to see them. */
  byReferrer: { code: ReferrerCode; reads: number }[] | null;
  /** Published stories in the scope, ever: none at all is the empty state of a new magazine. */
  storyCount: number;
};
