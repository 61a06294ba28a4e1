import {
  ZContentRequestInboxQuery,
  ZContentRequestMessage,
  ZContentRequestMove,
  ZContentRequestProfileCardQuery,
  ZContentRequestQuery,
  ZContentRequestRating,
  ZCreateContentRequest,
  ZCreatorAvailability,
  ZUpdateContentRequest,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/**
 * Content requests: every call needs a signed-in viewer; who may make each move is core's workflow
 * (the request's parties, checked under its row lock), and a request the viewer is no party to is 404.
 * A brief for a magazine needs commissionContent there (editor and up).
 */
export function registerContentRequestRoutes(app: FastifyInstance) {
  const service = () => app.services.contentRequests;

  defineRoute(app, {
    route: 'GET /api2/content-requests',
    access: 'signed-in',
    summary:
      "One tab of the viewer's content-request inbox, with every tab's count: the requester side (their own, or a magazine's with as= where they hold commissionContent) or the creator side.",
    tags: ['content-requests'],
    query: ZContentRequestInboxQuery,
    handler: async ({ query, request }) => service().inbox(await actorOf(request), query),
  });

  defineRoute(app, {
    route: 'GET /api2/content-request',
    access: 'signed-in',
    summary:
      'One content request for one of its parties: brief, offer, timeline, messages and the moves allowed now.',
    tags: ['content-requests'],
    query: ZContentRequestQuery,
    handler: async ({ query, request }) => ({
      request: await service().read(await actorOf(request), query.id),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/create',
    access: {
      magazine: 'commissionContent',
      in: ({ body, viewerId }) =>
        body.requesterId !== undefined && body.requesterId !== viewerId ? body.requesterId : null,
    },
    summary:
      'A new brief (a draft) to a writer, for the viewer or for a magazine where they hold commissionContent. The description is sanitised rich text.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZCreateContentRequest,
    handler: async ({ body, request }) => ({ request: await service().create(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/update',
    access: 'signed-in',
    summary: 'The requester revises the brief while it is a draft, soft rejected or counter offered.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZUpdateContentRequest,
    handler: async ({ body, request }) => ({ request: await service().update(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/move',
    access: 'signed-in',
    summary:
      "One move of DESIGN §4's workflow. Accepting (or taking a counter offer) charges the requester's card and holds the fee in escrow; pay releases it to the writer less the platform fee; cancelling work past its deadline refunds it. The same idempotencyKey again answers the request as it stands; a refused move is 403/404/409 and changes nothing.",
    tags: ['content-requests', 'payments'],
    query: noQuery,
    body: ZContentRequestMove,
    handler: async ({ body, request }) => ({ request: await service().move(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/message',
    access: 'signed-in',
    summary: 'A plain-text message from one party to the other.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZContentRequestMessage,
    handler: async ({ body, request }) => ({
      request: await service().message(await actorOf(request), body),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/rate',
    access: 'signed-in',
    summary:
      'One party rates the other (1 to 5 stars, optional plain-text words) once the request is paid; once each.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZContentRequestRating,
    handler: async ({ body, request }) => ({ request: await service().rate(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/availability',
    access: 'signed-in',
    summary:
      "The viewer's own profile says whether they take content requests, and the fee a brief starts from.",
    tags: ['content-requests'],
    query: noQuery,
    body: ZCreatorAvailability,
    handler: async ({ body, request }) => service().setAvailability(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/content-request/profile-card',
    access: 'signed-in',
    summary:
      'What a profile shows of content requests: whether the person takes them and from which fee, completed requests, ratings received.',
    tags: ['content-requests'],
    query: ZContentRequestProfileCardQuery,
    handler: async ({ query }) => service().profileCard(query.userId),
  });
}
