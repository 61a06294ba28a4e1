import { can, type EditorialPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The editorial feature's page calls, built once per process and bound to each request's viewer. */
export function createEditorialPageApi(services: Services) {
  const { editorial, magazines, db } = services;
  return viewerBinder<EditorialPageApi>({
    queue: async (viewer, username, tab) => {
      if (!viewer) return { access: 'guest' };
      const magazineUserId = await magazines.magazineIdOf(username);
      if (magazineUserId === null) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'reviewSubmissions', magazineUserId)) return { access: 'denied' };
      const queue = await editorial.queue(actor, magazineUserId, tab);
      return queue ? { access: 'ok', queue } : { access: 'missing' };
    },
    publishers: async (viewer, flavour) => (viewer ? editorial.publishers(viewer.userId, flavour) : []),
  });
}
