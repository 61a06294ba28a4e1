/** What page loaders ask of the notifications feature (part of PageApi, implemented per request by the server). */
export interface NotificationsPageApi {
  /** Placeholder until the feature adds its calls. */
  ready(): boolean;
}
