import {
  NOTIFICATION_LIMITS,
  ZMagazineNotificationQuery,
  ZNotificationQuery,
  ZNotificationRead,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

const pageOf = (query: { limit?: number | undefined; offset?: number | undefined }) => ({
  limit: query.limit ?? NOTIFICATION_LIMITS.pageSize,
  offset: query.offset ?? 0,
});

/** SPEC §7: notifications for follows, votes, comments and replies, polled every 5 minutes. */
export function registerNotificationsRoutes(app: FastifyInstance) {
  const service = () => app.services.notifications;

  defineRoute(app, {
    route: 'GET /api2/notification/new',
    access: 'signed-in',
    summary:
      "The viewer's notifications, newest first (SPEC §7: limit 10, offset, type 9), with the unread count.",
    tags: ['notifications'],
    query: ZNotificationQuery,
    handler: ({ query, request }) => service().list(request.viewer!.userId, pageOf(query)),
  });

  defineRoute(app, {
    route: 'GET /api2/notification/magazine/new',
    access: { magazine: 'viewMagazineNotifications', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's notifications (SPEC §7, with magazineUserId), for members who may see them (not contributors).",
    tags: ['notifications'],
    query: ZMagazineNotificationQuery,
    handler: async ({ query, request }) =>
      service().listForMagazine(await actorOf(request), query.magazineUserId, pageOf(query)),
  });

  defineRoute(app, {
    route: 'POST /api2/notification/read',
    access: {
      magazine: 'viewMagazineNotifications',
      in: ({ body }) => body.magazineUserId ?? null,
    },
    summary:
      "Marks notifications read: {notificationIds} or {all: true}; a magazine's with magazineUserId (for members who may see them).",
    tags: ['notifications'],
    query: noQuery,
    body: ZNotificationRead,
    handler: ({ body, request }) => service().markRead(body.magazineUserId ?? request.viewer!.userId, body),
  });
}
