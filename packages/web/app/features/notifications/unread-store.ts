import { NOTIFICATION_LIMITS, type NotificationList, SIZES } from '@masthead/core';
import { call } from '../../lib/api';
import { createStore } from '../../lib/store';

/** The unread count the header bell shows; the notifications page updates it when it marks read. */
export const unreadStore = createStore<number | null>(null);

/** SPEC §7: GET /api2/notification/new with limit 10, offset 0, type 9; keeps the bell's count. */
export async function pollNotifications(signal?: AbortSignal): Promise<NotificationList | null> {
  const result = await call(
    'GET /api2/notification/new',
    { limit: NOTIFICATION_LIMITS.pageSize, offset: 0, type: SIZES.notificationType },
    { promptLogin: false, ...(signal ? { signal } : {}) },
  );
  if (!result.ok) return null;
  unreadStore.set(result.data.unreadCount);
  return result.data;
}
