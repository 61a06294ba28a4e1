import {
  ZMagazineClose,
  ZMagazineCloseQuery,
  ZMagazineLeave,
  ZMagazineSwitchQuery,
  ZSwitcherQuery,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { assertSameOriginChange } from '../../http/csrf.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/**
 * SPEC §7: leave a business, close it (GET as SPEC lists it, same-origin only, and POST), reopen it
 * within CLOSE_UNDO_DAYS, switch the session's acting profile; and the switcher's own read.
 */
export function registerMembershipRoutes(app: FastifyInstance) {
  const service = () => app.services.magazines;

  defineRoute(app, {
    route: 'POST /api2/magazine/user/remove',
    access: { magazine: 'leave', in: ({ body }) => body.magazineUserId },
    summary:
      "The viewer leaves a magazine ('Leave Business'; everyone but the primary owner), with its audit row and a notification to the magazine.",
    tags: ['magazines'],
    query: noQuery,
    body: ZMagazineLeave,
    handler: async ({ body, request }) => service().leave(await actorOf(request), body.magazineUserId),
  });

  defineRoute(app, {
    route: 'GET /api2/magazine/delete',
    access: { magazine: 'close', in: ({ query }) => query.magazineUserId },
    summary:
      "The primary owner closes a magazine ('Close Business'), reopenable for 30 days. Accepted only from this site's own pages.",
    tags: ['magazines'],
    query: ZMagazineCloseQuery,
    handler: async ({ query, request }) => {
      // DESIGN §3: a GET that changes state must come from a page of this site.
      assertSameOriginChange(request);
      return service().close(await actorOf(request), query.magazineUserId);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/delete',
    access: { magazine: 'close', in: ({ body }) => body.magazineUserId },
    summary: 'The primary owner closes a magazine, from a JSON body.',
    tags: ['magazines'],
    query: noQuery,
    body: ZMagazineClose,
    handler: async ({ body, request }) => service().close(await actorOf(request), body.magazineUserId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/reopen',
    access: { magazine: 'reopen', in: ({ body }) => body.magazineUserId },
    summary: 'The primary owner reopens a magazine they closed, within 30 days of the closing.',
    tags: ['magazines'],
    query: noQuery,
    body: ZMagazineClose,
    handler: async ({ body, request }) => service().reopen(await actorOf(request), body.magazineUserId),
  });

  defineRoute(app, {
    route: 'GET /api2/account/magazine/switch',
    // The viewer's own id goes back to the person; any other must be a magazine they may act as.
    access: {
      magazine: 'actAs',
      in: ({ query, viewerId }) => (query.magazineId === viewerId ? null : query.magazineId),
    },
    summary:
      "Makes a magazine of the viewer's (or their own profile) the session's acting profile. Accepted only from this site's own pages.",
    tags: ['magazines', 'accounts'],
    query: ZMagazineSwitchQuery,
    handler: async ({ query, request }) => {
      assertSameOriginChange(request);
      return { actingProfile: await service().switchTo(request.viewer!, query.magazineId) };
    },
  });

  defineRoute(app, {
    route: 'GET /api2/magazine/switcher',
    access: 'signed-in',
    summary:
      "The viewer's profile and magazines for the profile switcher: role, plan, and whether they may leave, close or reopen each.",
    tags: ['magazines'],
    query: ZSwitcherQuery,
    handler: ({ request }) => service().switcher(request.viewer!),
  });
}
