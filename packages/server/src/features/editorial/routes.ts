import {
  REVIEW_QUEUE_TABS,
  ZEditorialRef,
  ZModerateComment,
  ZRestoreRevision,
  ZReturnSubmission,
  ZReviewQueueQuery,
  ZRevisionQuery,
  ZRevisionsQuery,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { requestFlavour } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** Signed-in and magazine routes only: the route answers 401 before the handler runs for guests. */
const viewerId = (request: FastifyRequest) => request.viewer!.userId;

/**
 * Publishing as a team. The moves on a content are signed-in routes whose object rules (the author,
 * the content's magazine and state) are core's state machine, checked in the move's transaction; the
 * queue and comment moderation name their magazine right in the route.
 */
export function registerEditorialRoutes(app: FastifyInstance) {
  const service = () => app.services.editorial;
  const tags = ['editorial'];

  defineRoute(app, {
    route: 'GET /api2/editorial/publishers',
    access: 'signed-in',
    summary:
      "SPEC §6 the editor's 'Publish in': the viewer's own profile, then each open magazine where they may write, with whether they publish there directly (publishOwn) or submit for review.",
    tags,
    query: noQuery,
    handler: async ({ request }) => ({
      publishers: await service().publishers(viewerId(request), requestFlavour(request)),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/editorial/submit',
    access: 'signed-in',
    summary:
      "The author sends their magazine draft to the magazine's review queue (again after a return). 409 editorial.conflict when already submitted.",
    tags,
    query: noQuery,
    body: ZEditorialRef,
    handler: ({ body, request }) => service().submit(viewerId(request), body.cgroupId),
  });

  defineRoute(app, {
    route: 'POST /api2/editorial/withdraw',
    access: 'signed-in',
    summary: 'The author takes their submission out of the review queue, to change it.',
    tags,
    query: noQuery,
    body: ZEditorialRef,
    handler: ({ body, request }) => service().withdraw(viewerId(request), body.cgroupId),
  });

  defineRoute(app, {
    route: 'POST /api2/editorial/return',
    access: 'signed-in',
    summary:
      "An editor (reviewSubmissions in the story's magazine) returns a submission to its author with a note, which the author is notified of.",
    tags,
    query: noQuery,
    body: ZReturnSubmission,
    handler: ({ body, request }) => service().returnToAuthor(viewerId(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/editorial/queue',
    access: { magazine: 'reviewSubmissions', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's review queue, oldest submission first (tab submitted or returned; pass nextCursor as cursor), with both tabs' counts.",
    tags,
    query: ZReviewQueueQuery,
    handler: async ({ query, request }) => {
      const tab = query.tab ?? REVIEW_QUEUE_TABS[0];
      const queue = await service().queue(await actorOf(request), query.magazineUserId, tab, query.cursor);
      if (!queue) throw new AppError('not_found');
      return queue;
    },
  });

  defineRoute(app, {
    route: 'GET /api2/editorial/revisions',
    access: 'signed-in',
    summary:
      "A content's revisions, newest first (kind, who, when, note, what changed), for those who may open it; canRestore says whether the viewer may bring one back.",
    tags,
    query: ZRevisionsQuery,
    handler: ({ query, request }) => service().revisions(viewerId(request), query.cgroupId),
  });

  defineRoute(app, {
    route: 'GET /api2/editorial/revision',
    access: 'signed-in',
    summary: 'One revision of a content as it stood, read-only.',
    tags,
    query: ZRevisionQuery,
    handler: ({ query, request }) => service().revision(viewerId(request), query.cgroupId, query.revisionId),
  });

  defineRoute(app, {
    route: 'POST /api2/editorial/restore',
    access: 'signed-in',
    summary:
      "Brings a revision back (editor and up, or the author of a draft); a published content is checked as a publish is. Recorded as a 'restored' revision.",
    tags,
    query: noQuery,
    body: ZRestoreRevision,
    handler: ({ body, request }) => service().restore(viewerId(request), body),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/comment/remove',
    access: { magazine: 'moderateComments', in: ({ body }) => body.magazineUserId },
    summary:
      "An editor and up removes a comment on one of the magazine's stories (404 for a comment elsewhere). Its replies stay in the thread.",
    tags,
    query: noQuery,
    body: ZModerateComment,
    handler: ({ body, request }) =>
      app.services.comments.moderate(viewerId(request), body.magazineUserId, body.commentId),
  });
}
