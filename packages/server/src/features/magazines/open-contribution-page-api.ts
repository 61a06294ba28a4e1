import { can, type OpenContributionPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** Open contribution's page calls: its settings page and the magazine page's card. */
export function createOpenContributionPageApi(services: Services) {
  const { magazines, openContribution, db } = services;
  return viewerBinder<OpenContributionPageApi>({
    settings: async (viewer, username) => {
      if (!viewer) return { access: 'guest' };
      const magazineUserId = await magazines.magazineIdOf(username);
      if (magazineUserId === null) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'viewMembers', magazineUserId)) return { access: 'denied' };
      const view = await openContribution.settings(actor, magazineUserId);
      return view ? { access: 'ok', view } : { access: 'missing' };
    },
    card: async (viewer, magazineUserId) =>
      openContribution.card(viewer ? await loadActor(db, viewer.userId) : null, magazineUserId),
  });
}
