import type { NotificationList } from './schemas.ts';

/** What page loaders ask of the notifications feature (part of PageApi), for the request's viewer. */
export interface NotificationsPageApi {
  /** The viewer's notifications from `offset`, newest first; null for guests. */
  list(offset: number): Promise<NotificationList | null>;
}
