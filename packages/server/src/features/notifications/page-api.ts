import { can, NOTIFICATION_LIMITS, type NotificationsPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The notifications feature's page calls, built once per process and bound to each request's viewer. */
export function createNotificationsPageApi(services: Services) {
  return viewerBinder<NotificationsPageApi>({
    list: async (viewer, offset) =>
      viewer
        ? services.notifications.list(viewer.userId, {
            limit: NOTIFICATION_LIMITS.pageSize,
            offset: Math.min(Math.max(0, Math.trunc(offset) || 0), NOTIFICATION_LIMITS.offsetMax),
          })
        : null,
    magazine: async (viewer, magazineUserId) => {
      if (!viewer) return null;
      const actor = await loadActor(services.db, viewer.userId);
      if (!can(actor, 'viewMagazineNotifications', magazineUserId)) return null;
      return services.notifications.listForMagazine(actor, magazineUserId, {
        limit: NOTIFICATION_LIMITS.pageSize,
        offset: 0,
      });
    },
  });
}
