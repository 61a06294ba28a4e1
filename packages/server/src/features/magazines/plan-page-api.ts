import { can, type PlansPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The plan page's loader call, built once per process and bound to each request's viewer. */
export function createPlansPageApi(services: Services) {
  const { magazines, plans, db } = services;
  return viewerBinder<PlansPageApi>({
    plan: async (viewer, username) => {
      if (!viewer) return { access: 'guest' };
      const magazineUserId = await magazines.magazineIdOf(username);
      if (magazineUserId === null) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'viewMembers', magazineUserId)) return { access: 'denied' };
      const plan = await plans.read(actor, magazineUserId);
      return plan ? { access: 'ok', plan } : { access: 'missing' };
    },
  });
}
