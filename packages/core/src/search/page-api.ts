/** What page loaders ask of the search feature (part of PageApi, implemented per request by the server). */
export interface SearchPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
