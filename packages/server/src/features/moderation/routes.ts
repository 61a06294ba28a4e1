import {
  ZAdminRightsQuery,
  ZAuditQuery,
  ZMagazineReportsQuery,
  ZPeopleQuery,
  ZReportCreate,
  ZReportDecide,
  ZReportQueueQuery,
  ZReportRestore,
  ZRightsGrant,
  ZSpecialAccount,
  ZSuspend,
  ZTier2PublisherCreate,
  ZTopicMerge,
  ZTopicRename,
  ZTopicsQuery,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});
const tags = ['admin'];

/** Reports, the moderation queue and the admin console. Each admin route names its site action. */
export function registerModerationRoutes(app: FastifyInstance) {
  const service = () => app.services.moderation;

  defineRoute(app, {
    route: 'POST /api2/report',
    access: 'signed-in',
    summary:
      'A reader reports a story, a comment or a person ({kind, targetId, reason, note?}) to the moderation queue; once per reader and target while it is open, 20 an hour.',
    tags,
    query: noQuery,
    body: ZReportCreate,
    handler: async ({ body, request }) => service().reports.create(request.viewer!.userId, body),
  });

  defineRoute(app, {
    route: 'POST /api2/report/decide',
    access: 'signed-in',
    summary:
      "Decides a report (hide, remove, suspend or dismiss) and every open report of the same target. Who may is the report's rule: an admin with the kind's right, or a magazine's editors and up for its stories and their comments.",
    tags,
    query: noQuery,
    body: ZReportDecide,
    handler: async ({ body, request }) => service().reports.decide(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/reports',
    access: { admin: 'admin.reports.read' },
    summary: 'The moderation queue, the kinds the admin decides: open reports oldest first, or decided ones.',
    tags,
    query: ZReportQueueQuery,
    handler: async ({ query, request }) =>
      service().reports.queue(await actorOf(request), query.status ?? 'open', query.cursor),
  });

  defineRoute(app, {
    route: 'POST /api2/report/restore',
    access: 'signed-in',
    summary:
      'Puts back a story or comment a report hid ({reportId}), with an audit row; whoever may decide the report may restore it. 409 report.not.hidden when it is not hidden (removed content is gone for good).',
    tags,
    query: noQuery,
    body: ZReportRestore,
    handler: async ({ body, request }) => service().reports.restore(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/magazine/reports',
    access: { magazine: 'moderateStories', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's moderation queue for its editors and up: reports about its stories and their comments, open ones oldest first or decided ones.",
    tags,
    query: ZMagazineReportsQuery,
    handler: async ({ query, request }) =>
      service().reports.magazineQueue(
        await actorOf(request),
        query.magazineUserId,
        query.status ?? 'open',
        query.cursor,
      ),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/audit',
    access: { admin: 'admin.audit.read' },
    summary: 'Every admin and moderation action, newest first.',
    tags,
    query: ZAuditQuery,
    handler: ({ query }) => service().audit(query.cursor),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/rights',
    access: { admin: 'admin.rights.read' },
    summary: 'Who holds which access right, and the special-handling accounts.',
    tags,
    query: ZAdminRightsQuery,
    handler: () => service().people.rights(),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/rights',
    access: { admin: 'admin.rights.grant' },
    summary:
      "Sets a person's access rights ({userId, rights}); an empty list makes them no admin. masterAdmin only.",
    tags,
    query: noQuery,
    body: ZRightsGrant,
    handler: ({ body, request }) => service().people.setRights(request.viewer!.userId, body),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/special',
    access: { admin: 'admin.special.manage' },
    summary: 'Puts a person on the special-handling list ({userId, special: true}) or takes them off.',
    tags,
    query: noQuery,
    body: ZSpecialAccount,
    handler: ({ body, request }) => service().people.setSpecial(request.viewer!.userId, body),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/people',
    access: { admin: 'admin.people.moderate' },
    summary: 'People by name, username or email (prefix), or the newest people.',
    tags,
    query: ZPeopleQuery,
    handler: ({ query }) => service().people.search(query.q),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/people/suspend',
    access: { admin: 'admin.people.moderate' },
    summary:
      'Suspends a person ({userId, suspended: true}: no sign-in, posting or voting, sessions ended at once) or restores them.',
    tags,
    query: noQuery,
    body: ZSuspend,
    handler: ({ body, request }) => service().people.setSuspended(request.viewer!.userId, body),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/topics',
    access: { admin: 'admin.topics.manage' },
    summary: 'Topics by title prefix, the most used first.',
    tags,
    query: ZTopicsQuery,
    handler: ({ query }) => service().topics.search(query.q),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/topic/rename',
    access: { admin: 'admin.topics.manage' },
    summary: 'Renames a topic; a title another topic holds answers topic.invalid (merge them instead).',
    tags,
    query: noQuery,
    body: ZTopicRename,
    handler: ({ body, request }) => service().topics.rename(request.viewer!.userId, body),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/topic/merge',
    access: { admin: 'admin.topics.manage' },
    summary:
      "Merges a topic into its master tag (stories and followers move, the topic is gone); a missing master or the topic itself: 'Invalid master tag'.",
    tags,
    query: noQuery,
    body: ZTopicMerge,
    handler: ({ body, request }) => service().topics.merge(request.viewer!.userId, body),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/publisher/create',
    access: { admin: 'admin.publishers.create' },
    summary:
      "Creates a tier-2 publisher profile (no sign-in, no feed); a taken username: 'Create tier2 publisher failed' with code username_used.",
    tags,
    query: noQuery,
    body: ZTier2PublisherCreate,
    handler: ({ body, request }) => service().topics.createTier2(request.viewer!.userId, body),
  });
}
