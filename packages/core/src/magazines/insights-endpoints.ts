import type { Input } from '../http/endpoints.ts';
import type { InsightsView, ZInsightsQuery, ZTeamActivityQuery } from './insights-schemas.ts';
import type { TeamActivityPage } from './team-activity.ts';

/** SPEC §6 'view team activity, insights and analytics' (and a senior writer's 'insights on own'). */
export interface InsightsEndpoints {
  'GET /api2/magazine/activity': { query: Input<typeof ZTeamActivityQuery>; answer: TeamActivityPage };
  'GET /api2/magazine/insights': { query: Input<typeof ZInsightsQuery>; answer: InsightsView };
}
