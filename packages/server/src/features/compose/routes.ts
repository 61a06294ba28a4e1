import { ZComposeDocumentQuery, ZComposeRef, ZComposeSave, ZMyPostsQuery } from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** Signed-in routes only: the route answers 401 before the handler runs for guests. */
const viewerId = (request: FastifyRequest) => {
  const id = request.viewer?.userId;
  if (!id) throw new AppError('auth.fail.no.login');
  return id;
};

/** Writing, drafts, previews, publishing and My Posts (issue 4). Only a content's author changes it. */
export function registerComposeRoutes(app: FastifyInstance) {
  const service = () => app.services.compose;
  const tags = ['compose'];

  defineRoute(app, {
    route: 'POST /api2/compose/save',
    access: 'signed-in',
    summary:
      'Creates a draft (no cgroupId) or saves the whole document of one (autosave). A published content is checked as a publish is and changes live. Answers {cgroupId, status, updatedAt, url}.',
    tags,
    query: noQuery,
    body: ZComposeSave,
    handler: async ({ body, request }) => {
      const userId = viewerId(request);
      const perMinute = app.services.config.rateLimits.composeSavesPerMinute;
      await app.services.rateLimit.consume({
        key: `compose:save:${userId}`,
        limit: perMinute,
        windowSeconds: 60,
      });
      return service().save(userId, body);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/compose/publish',
    access: 'signed-in',
    summary:
      'Publishes the saved content: a title and the complete type part are required (field errors extra.<path>).',
    tags,
    query: noQuery,
    body: ZComposeRef,
    handler: ({ body, request }) => service().publish(viewerId(request), body.cgroupId),
  });

  defineRoute(app, {
    route: 'POST /api2/compose/unpublish',
    access: 'signed-in',
    summary: 'Takes a published content back to the drafts; it leaves its topic pages.',
    tags,
    query: noQuery,
    body: ZComposeRef,
    handler: ({ body, request }) => service().unpublish(viewerId(request), body.cgroupId),
  });

  defineRoute(app, {
    route: 'POST /api2/compose/delete',
    access: 'signed-in',
    summary: "Deletes the viewer's draft or published content for readers.",
    tags,
    query: noQuery,
    body: ZComposeRef,
    handler: ({ body, request }) => service().remove(viewerId(request), body.cgroupId),
  });

  defineRoute(app, {
    route: 'POST /api2/compose/preview',
    access: 'signed-in',
    summary:
      'SPEC §2: the shareable draft preview code and its /draft_preview.html address (the live one when it exists).',
    tags,
    query: noQuery,
    body: ZComposeRef,
    handler: ({ body, request }) =>
      service().createPreview(viewerId(request), body.cgroupId, requestLanguage(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/compose/preview/revoke',
    access: 'signed-in',
    summary: 'Ends the draft preview link of the content.',
    tags,
    query: noQuery,
    body: ZComposeRef,
    handler: ({ body, request }) => service().revokePreview(viewerId(request), body.cgroupId),
  });

  defineRoute(app, {
    route: 'GET /api2/compose/document',
    access: 'signed-in',
    summary: "The viewer's own content as the editor edits it ({document}); 404 for anyone else's.",
    tags,
    query: ZComposeDocumentQuery,
    handler: async ({ query, request }) => {
      const document = await service().document(viewerId(request), query.cgroupId);
      if (!document) throw new AppError('not_found');
      return { document };
    },
  });

  defineRoute(app, {
    route: 'GET /api2/compose/mine',
    access: 'signed-in',
    summary:
      "SPEC §2 My Posts: the viewer's drafts or published content (status), last edited first, with both counts; pass nextCursor as cursor.",
    tags,
    query: ZMyPostsQuery,
    handler: ({ query, request }) => service().mine(viewerId(request), query.status ?? 'draft', query.cursor),
  });
}
