import { type AdminPageApi, can, isUiLanguage, siteAbilities, siteCan } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { profilesById } from '../blogs/rows.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The admin console's page calls: each section gated by its site action, as its API routes are. */
export function createAdminPageApi(services: Services) {
  const { moderation, magazines, newsletter, db } = services;
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
                        : section === 'newsletter'
                          ? 'admin.newsletter.manage'
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
        case 'newsletter':
          return {
            ...base,
            newsletter: await newsletter.status(),
            newsletterIssue: await newsletter.comingIssue(
              viewer.userId,
              isUiLanguage(viewer.uiLang) ? viewer.uiLang : 'en',
            ),
          };
        default:
          return base;
      }
    },
    magazineReports: async (viewer, username, status) => {
      if (!viewer) return { access: 'guest' };
      const magazineUserId = await magazines.magazineIdOf(username);
      if (magazineUserId === null) return { access: 'missing' };
      const actor = await loadActor(db, viewer.userId);
      if (!can(actor, 'moderateStories', magazineUserId)) return { access: 'denied' };
      const magazine = (await profilesById(db, [magazineUserId])).get(magazineUserId);
      if (!magazine) return { access: 'missing' };
      const queue = await moderation.reports.magazineQueue(actor, magazineUserId, status);
      return { access: 'ok', magazine, queue };
    },
  });
}
