/** What page loaders ask of the content feature (part of PageApi, implemented per request by the server). */
export interface ContentPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
