/** What page loaders ask of the notebooks feature (part of PageApi, implemented per request by the server). */
export interface NotebooksPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
