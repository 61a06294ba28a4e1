import { ZCustomize, ZCustomizeQuery, ZLayoutSettingRecent } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** A person customises their own page; in a magazine, whoever has customiseDesign there (SPEC §6). */
const magazineUnlessOwn = (userId: number, viewerId: number) => (userId === viewerId ? null : userId);

/**
 * SPEC §7 customize call (design tabs and tab management) with the panel's read of it, and the layout
 * setting. Identity comes from the session (DESIGN §7): `userId` is the viewer or a magazine where the
 * viewer may customise, else 403.
 */
export function registerCustomisationRoutes(app: FastifyInstance) {
  const service = () => app.services.customisation;

  defineRoute(app, {
    route: 'GET /api2/user/setting/profile/customize',
    access: {
      magazine: 'customiseDesign',
      in: ({ query, viewerId }) => magazineUnlessOwn(query.userId, viewerId),
    },
    summary:
      'SPEC §3 profile payload of a page the viewer may customise (userId, allProfileSettings, mobileProfileSettings always empty, currentProfileSettings), with its tabs, brand colours, whether it is live and what the plan allows.',
    tags: ['customisation'],
    query: ZCustomizeQuery,
    handler: ({ query }) => service().payload(query.userId),
  });

  defineRoute(app, {
    route: 'POST /api2/user/setting/profile/customize',
    access: {
      magazine: 'customiseDesign',
      in: ({ body, viewerId }) => magazineUnlessOwn(body.userId, viewerId),
    },
    summary:
      "SPEC §7 customize: userId with allProfileSettings, mobileProfileSettings and currentProfileSettings as JSON strings (parsed and checked: colours, allowlisted fonts, layouts), or the tab-management body (tabs as JSON, userId). Going live needs the plan's enableAdvancedCustomisations, removing the default footer plan group 3 (403). Answers the saved payload.",
    tags: ['customisation'],
    query: noQuery,
    body: ZCustomize,
    handler: async ({ body, request }) => service().save(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'POST /api2/layoutsetting/recent',
    access: 'public',
    summary:
      "SPEC §7: a page's layouts as data.layout (a list), the current one marked, with SPEC §9's feed limits.",
    tags: ['customisation'],
    query: noQuery,
    body: ZLayoutSettingRecent,
    handler: ({ body }) => service().layouts(body.userId),
  });
}
