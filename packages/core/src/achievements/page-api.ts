/** What page loaders ask of the achievements feature (part of PageApi, implemented per request by the server). */
export interface AchievementsPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
