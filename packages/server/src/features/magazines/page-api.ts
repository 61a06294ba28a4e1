import { can, type MagazinesPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';
import { magazineProfilePageCalls } from './profile-page-api.ts';

/** The magazines feature's page calls, built once per process and bound to each request's viewer. */
export function createMagazinesPageApi(services: Services) {
  const { magazines, db } = services;
  return viewerBinder<MagazinesPageApi>({
    ...magazineProfilePageCalls(services),
    team: async (viewer, username) => {
      if (!viewer) return { access: 'guest' };
      const magazineUserId = await magazines.magazineIdOf(username);
      if (magazineUserId === null) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'viewMembers', magazineUserId)) return { access: 'denied' };
      const team = await magazines.team(actor, magazineUserId);
      return team ? { access: 'ok', team } : { access: 'missing' };
    },
    home: async (viewer, username) => {
      if (!viewer) return { access: 'guest' };
      return magazines.home(await loadActor(db, viewer.userId), username);
    },
  });
}
