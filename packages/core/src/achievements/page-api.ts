import type { AchievementsView } from './schemas.ts';

/** What page loaders ask of the achievements feature (part of PageApi), for the request's viewer. */
export interface AchievementsPageApi {
  /** A person's badges and level; null when no such person exists. */
  forUser(userId: number): Promise<AchievementsView | null>;
}
