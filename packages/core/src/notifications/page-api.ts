import type { NotificationList } from './schemas.ts';

/** What page loaders ask of the notifications feature (part of PageApi), for the request's viewer. */
export interface NotificationsPageApi {
  /** The viewer's notifications from `offset`, newest first; null for guests. */
  list(offset: number): Promise<NotificationList | null>;
  /**
   * The first page of a magazine's own notifications (the team home's panel); null for guests and for
   * those who may not see them (viewMagazineNotifications).
   */
  magazine(magazineUserId: number): Promise<NotificationList | null>;
}
