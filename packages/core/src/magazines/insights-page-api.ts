import type { InsightsPeriod, InsightsScope } from './insights.ts';
import type { InsightsView } from './insights-schemas.ts';
import type { TeamActivityFilter, TeamActivityPage } from './team-activity.ts';

/** A dashboard page's access: guests see the overlay, those without the right 'Access Deny', unknown 404. */
type Gated<K extends string, T> =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | ({ access: 'ok' } & Record<K, T>);

export type TeamActivityPageResult = Gated<'activity', TeamActivityPage>;
export type InsightsPageResult = Gated<'insights', InsightsView>;

/** What page loaders ask of team activity and insights (part of PageApi), for the request's viewer. */
export interface InsightsPageApi {
  /** /dashboard/@{username}/activity: the first page of the magazine's team activity. */
  activity(username: string, filter: TeamActivityFilter): Promise<TeamActivityPageResult>;
  /** /dashboard/@{username}/insights: one period, in the scope asked for (the widest open when none). */
  insights(username: string, days: InsightsPeriod, scope?: InsightsScope): Promise<InsightsPageResult>;
}
