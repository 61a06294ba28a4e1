/** What page loaders ask of the feeds feature (part of PageApi, implemented per request by the server). */
export interface FeedsPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
