import type { Input } from '../http/endpoints.ts';
import type { AchievementsView, ZAchievementsQuery } from './schemas.ts';

/** Achievements, levels and badges. */
export interface AchievementsEndpoints {
  'GET /api2/achievements': { query: Input<typeof ZAchievementsQuery>; answer: AchievementsView };
}
