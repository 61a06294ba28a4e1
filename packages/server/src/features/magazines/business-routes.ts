import {
  ZBusinessQuery,
  ZBusinessUpdate,
  ZBusinessUpdateQuery,
  ZMagazineCreate,
  ZMagazinePhotoUpload,
  ZMagazineSettings,
  ZMagazineSettingsQuery,
  ZUsernameCheckQuery,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameOriginChange } from '../../http/csrf.ts';
import { registerUploadScope } from '../../http/multipart.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/**
 * Creating a magazine or business (any signed-in person, within a daily limit), its settings (members
 * read them, those with changeSettings change them), its logo (customiseDesign) and SPEC §7's
 * Business calls (brand colours for anyone; the business info and the change for its managers).
 */
export async function registerBusinessRoutes(app: FastifyInstance) {
  const service = () => app.services.magazines;

  defineRoute(app, {
    route: 'POST /api2/magazine/create',
    access: 'signed-in',
    summary:
      'Creates a magazine or business with the viewer as its primary owner (on a free plan). Limited per account (429 with Retry-After).',
    tags: ['magazines'],
    query: noQuery,
    body: ZMagazineCreate,
    handler: async ({ body, request }) => {
      const userId = request.viewer!.userId;
      // A taken name is said before the attempt counts against the limit.
      await service().assertUsernameFree(body.username);
      await app.services.rateLimit.consume({
        key: `magazine:create:day:${userId}`,
        limit: app.services.config.rateLimits.magazineCreatesPerDay,
        windowSeconds: 86_400,
      });
      return service().create(userId, body);
    },
  });

  defineRoute(app, {
    route: 'GET /api2/magazine/username/check',
    access: 'signed-in',
    summary:
      "Whether a new magazine may take this username: SPEC §5's rules, the site's reserved words, a business's host rule, and whether it is taken.",
    tags: ['magazines'],
    query: ZUsernameCheckQuery,
    handler: ({ query }) => service().checkUsername(query),
  });

  const settingsOf = async (request: Parameters<typeof actorOf>[0], magazineUserId: number) => {
    const settings = await service().settings(await actorOf(request), magazineUserId);
    if (!settings) throw new AppError('not_found');
    return settings;
  };

  defineRoute(app, {
    route: 'GET /api2/magazine/settings',
    access: { magazine: 'viewMembers', in: ({ query }) => query.userId },
    summary: "A magazine's settings with the viewer's abilities in it (its members read them).",
    tags: ['magazines'],
    query: ZMagazineSettingsQuery,
    handler: ({ query, request }) => settingsOf(request, query.userId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/settings',
    access: { magazine: 'changeSettings', in: ({ body }) => body.userId },
    summary: "Changes a magazine's name, bios, website or kind (only the fields sent); answers the settings.",
    tags: ['magazines'],
    query: noQuery,
    body: ZMagazineSettings,
    handler: async ({ body, request }) => {
      await service().updateSettings(await actorOf(request), body);
      return settingsOf(request, body.userId);
    },
  });

  defineRoute(app, {
    route: 'GET /api2/business',
    access: 'public',
    summary:
      "SPEC §7: a business's brandColors (data.business); for a member with changeSettings also data.businessInfo (name, username, kind, bios, plan, site address).",
    tags: ['magazines'],
    query: ZBusinessQuery,
    handler: async ({ query, request }) => {
      const actor = request.viewer ? await actorOf(request) : null;
      const answer = await service().business(actor, query.userId);
      if (!answer) throw new AppError('not_found');
      return answer;
    },
  });

  defineRoute(app, {
    route: 'GET /api2/business/update',
    access: { magazine: 'customiseDesign', in: ({ query }) => query.userId },
    summary:
      "SPEC §7: sets a business's brandColors (joined by semicolons; hex or rgb/rgba, stored normalised). Accepted only from this site's own pages.",
    tags: ['magazines'],
    query: ZBusinessUpdateQuery,
    handler: async ({ query, request }) => {
      // DESIGN §3: a GET that changes state must come from a page of this site.
      assertSameOriginChange(request);
      return { business: await service().updateBrandColors(await actorOf(request), query) };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/business/update',
    access: { magazine: 'customiseDesign', in: ({ body }) => body.userId },
    summary: "Sets a business's brandColors from a JSON body.",
    tags: ['magazines'],
    query: noQuery,
    body: ZBusinessUpdate,
    handler: async ({ body, request }) => ({
      business: await service().updateBrandColors(await actorOf(request), body),
    }),
  });

  await registerUploadScope(app, (uploads) => {
    defineRoute(uploads, {
      route: 'POST /api2/magazine/photo',
      access: { magazine: 'customiseDesign', in: ({ body }) => body.userId },
      summary:
        "Sets a magazine's logo, its profile photo (multipart: the `photo` file, userId, optional crop), or removes it with delete=1.",
      tags: ['magazines'],
      query: noQuery,
      body: ZMagazinePhotoUpload,
      handler: async ({ body, request }) => {
        const upload = body.delete ? null : { bytes: body.photo!.bytes, crop: body.crop };
        return { photoPath: await service().setLogo(await actorOf(request), body.userId, upload) };
      },
    });
  });
}
