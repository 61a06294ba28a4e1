import { NOTIFICATION_LIMITS, type NotificationsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The notifications feature's page calls, bound to one request's viewer. */
export function createNotificationsPageApi(services: Services, viewer: Viewer | null): NotificationsPageApi {
  return {
    list: async (offset) =>
      viewer
        ? services.notifications.list(viewer.userId, {
            limit: NOTIFICATION_LIMITS.pageSize,
            offset: Math.min(Math.max(0, Math.trunc(offset) || 0), NOTIFICATION_LIMITS.offsetMax),
          })
        : null,
  };
}
