import type { Input } from '../http/endpoints.ts';
import type {
  NotificationList,
  NotificationReadResult,
  ZMagazineNotificationQuery,
  ZNotificationQuery,
  ZNotificationRead,
} from './schemas.ts';

/** SPEC §7: notifications for follows, votes, comments and replies. */
export interface NotificationsEndpoints {
  'GET /api2/notification/new': { query: Input<typeof ZNotificationQuery>; answer: NotificationList };
  'GET /api2/notification/magazine/new': {
    query: Input<typeof ZMagazineNotificationQuery>;
    answer: NotificationList;
  };
  'POST /api2/notification/read': { body: Input<typeof ZNotificationRead>; answer: NotificationReadResult };
}
