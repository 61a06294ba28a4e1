/** What page loaders ask of the comments feature (part of PageApi, implemented per request by the server). */
export interface CommentsPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
