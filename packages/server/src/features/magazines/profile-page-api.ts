import { can, type MagazineProfilePageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import type { ViewerCalls } from '../ssr/viewer-binder.ts';

/** The settings page and the magazine page's calls, part of the magazines feature's page API. */
export function magazineProfilePageCalls(services: Services): ViewerCalls<MagazineProfilePageApi> {
  const { magazines, db } = services;
  const site = { publicUrl: services.config.publicUrl, suffix: services.config.businessHostSuffix };
  return {
    createPage: async (viewer) => (viewer ? { access: 'ok', site } : { access: 'guest' }),
    settings: async (viewer, username) => {
      if (!viewer) return { access: 'guest' };
      const magazineUserId = await magazines.magazineIdOf(username);
      if (magazineUserId === null) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'viewMembers', magazineUserId)) return { access: 'denied' };
      const settings = await magazines.settings(actor, magazineUserId);
      return settings ? { access: 'ok', settings } : { access: 'missing' };
    },
    magazinePage: (_viewer, magazineUserId) => magazines.magazinePage(magazineUserId),
  };
}
