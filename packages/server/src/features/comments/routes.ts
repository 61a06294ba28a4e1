import {
  ZCommentPhotoUpload,
  ZCommentsQuery,
  ZCreateComment,
  ZDeleteComment,
  ZRepliesQuery,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerUploadScope } from '../../http/multipart.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** Comments and replies on content. */
export function registerCommentsRoutes(app: FastifyInstance) {
  const comments = () => app.services.comments;

  defineRoute(app, {
    route: 'GET /api2/comments',
    access: 'public',
    summary:
      "A content's top-level comments (newest or oldest first, `cursor` from nextCursor), each with its first replies, reply count and the viewer's canDelete. Bodies are sanitised HTML.",
    tags: ['comments'],
    query: ZCommentsQuery,
    handler: ({ query, request }) => comments().list(request.viewer?.userId ?? null, query),
  });

  defineRoute(app, {
    route: 'GET /api2/comment/replies',
    access: 'public',
    summary:
      'The next replies of a top-level comment, oldest first (`cursor` from repliesCursor or nextCursor).',
    tags: ['comments'],
    query: ZRepliesQuery,
    handler: ({ query, request }) =>
      comments().moreReplies(request.viewer?.userId ?? null, query.parentId, query.cursor),
  });

  defineRoute(app, {
    route: 'POST /api2/comment',
    access: 'signed-in',
    summary:
      "Posts a comment, or with parentId a reply. The body is rich-text HTML, sanitised on the server; nothing readable left is the field error 'Please say something in your comment'. Limited per account (429 with Retry-After).",
    tags: ['comments'],
    query: noQuery,
    body: ZCreateComment,
    handler: async ({ body, request }) => {
      const userId = request.viewer!.userId;
      // Spam stays bounded: a burst limit and a daily one per account.
      const limits = app.services.config.rateLimits;
      await app.services.rateLimit.consume(
        { key: `comment:minute:${userId}`, limit: limits.commentsPerMinute, windowSeconds: 60 },
        { key: `comment:day:${userId}`, limit: limits.commentsPerDay, windowSeconds: 86_400 },
      );
      return comments().create(userId, body);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/comment/delete',
    access: 'signed-in',
    summary: "Deletes one of the viewer's own comments. Its replies stay in the thread.",
    tags: ['comments'],
    query: noQuery,
    body: ZDeleteComment,
    handler: ({ body, request }) => comments().remove(request.viewer!.userId, body.commentId),
  });

  // Multipart is parsed only inside this scope, so every JSON route keeps refusing form bodies.
  void registerUploadScope(app, (uploads) => {
    defineRoute(uploads, {
      route: 'POST /api2/comment/photo',
      access: 'signed-in',
      summary:
        "Sets the photo of one of the viewer's comments (multipart: commentId and the `photo` file), or removes it with delete=1. Failure: 'Comment photo update failed'.",
      tags: ['comments'],
      query: noQuery,
      body: ZCommentPhotoUpload,
      handler: ({ body, request }) =>
        comments().setPhoto(request.viewer!.userId, body.commentId, body.delete ? null : body.photo!.bytes),
    });
  });
}
