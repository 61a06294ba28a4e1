import { type AdminPageApi, siteAbilities, siteCan } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The admin console's page calls: each section gated by its site action, as its API routes are. */
export function createAdminPageApi(services: Services) {
  const { moderation, db } = services;
  return viewerBinder<AdminPageApi>({
    console: async (viewer, section, options = {}) => {
      if (!viewer) return { access: 'guest' };
      const actor = await loadActor(db, viewer.userId);
      const abilities = siteAbilities(actor);
      const allowed =
        section === null
          ? Object.values(abilities).some(Boolean)
          : siteCan(
              actor,
              section === 'reports'
                ? 'admin.reports.read'
                : section === 'people'
                  ? 'admin.people.moderate'
                  : section === 'rights'
                    ? 'admin.rights.read'
                    : section === 'topics'
                      ? 'admin.topics.manage'
                      : section === 'publishers'
                        ? 'admin.publishers.create'
                        : 'admin.audit.read',
            );
      if (!allowed) return { access: 'denied' };
      const base = { access: 'ok' as const, abilities };
      switch (section) {
        case 'reports':
          return { ...base, reports: await moderation.reports.queue(actor, options.status ?? 'open') };
        case 'people':
          return { ...base, people: await moderation.people.search(options.q) };
        case 'rights':
          return { ...base, rights: await moderation.people.rights() };
        case 'topics':
          return { ...base, topics: await moderation.topics.search(options.q) };
        case 'audit':
          return { ...base, audit: await moderation.audit() };
        default:
          return base;
      }
    },
  });
}
