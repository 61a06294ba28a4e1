import type { ContentRequestsPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The content-request pages' loader calls, bound to each request's viewer. */
export function createContentRequestsPageApi(services: Services) {
  const { contentRequests, db } = services;
  const missing = (error: unknown) => {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'access_deny'))
      return { access: 'missing' as const };
    throw error;
  };
  return viewerBinder<ContentRequestsPageApi>({
    inbox: async (viewer, query) => {
      if (!viewer) return { access: 'guest' };
      const actor = await loadActor(db, viewer.userId);
      return contentRequests.inbox(actor, query).then((data) => ({ access: 'ok' as const, data }), missing);
    },
    request: async (viewer, id) => {
      if (!viewer) return { access: 'guest' };
      const actor = await loadActor(db, viewer.userId);
      return contentRequests.read(actor, id).then((data) => ({ access: 'ok' as const, data }), missing);
    },
    profileCard: async (viewer, userId) => (viewer ? contentRequests.profileCard(userId) : null),
  });
}
