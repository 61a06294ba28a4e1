import {
  businessUsernameFromHost,
  ZCustomize,
  ZCustomizeQuery,
  ZFeaturedLookup,
  ZLayoutSettingRecent,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
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
  const main = new URL(app.services.config.publicUrl);
  const suffix = app.services.config.businessHostSuffix;
  /**
   * The path and query of an address of this site (a path alone is one), with the business whose own
   * host it is on (DESIGN §4: same scheme and port as the main site); null for another site.
   */
  const siteAddress = (address: string) => {
    try {
      const url = new URL(address, main.origin);
      const path = `${url.pathname}${url.search}`;
      if (url.origin === main.origin) return { path, site: null };
      const business = businessUsernameFromHost(url.host, suffix);
      if (business === null || url.protocol !== main.protocol || url.port !== main.port) return null;
      return { path, site: { business } };
    } catch {
      return null;
    }
  };

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
      "SPEC §7 customize: userId with allProfileSettings, mobileProfileSettings and currentProfileSettings as JSON strings (parsed and checked: colours, allowlisted fonts, layouts), or the tab-management body (tabs as JSON, userId), or the featured items (featured as JSON: up to 15 {type A|B|T|Q, id}, each existing, else 404). Going live needs the plan's enableAdvancedCustomisations, removing the default footer plan group 3 (403). Answers the saved payload.",
    tags: ['customisation'],
    query: noQuery,
    body: ZCustomize,
    handler: async ({ body, request }) => service().save(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/user/setting/profile/featured',
    access: {
      magazine: 'customiseDesign',
      in: ({ query, viewerId }) => magazineUnlessOwn(query.userId, viewerId),
    },
    summary:
      "SPEC §3 featured layout items: what a pasted address of this site (its main host or a business's own host) names (a story A, publisher B, topic T or quiz Q), as the card the page would show. 404 when it names nothing public.",
    tags: ['customisation'],
    query: ZFeaturedLookup,
    handler: async ({ query }) => {
      const address = siteAddress(query.url);
      // A host naming no open business is no page of this site.
      const missingBusiness =
        address?.site && !(await app.services.magazines.businessSite(address.site.business));
      if (address === null || missingBusiness) throw new AppError('customisation.featured.not.found');
      return service().featuredAt(address.path, address.site);
    },
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
