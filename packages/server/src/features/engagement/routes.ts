import { followTargetOf, ZCommentRead, ZCommentReadParams, ZFollow, ZMarkRead, ZVote } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** Votes, follows and read marking (SPEC §4, §7). */
export function registerEngagementRoutes(app: FastifyInstance) {
  const engagement = () => app.services.engagement;

  defineRoute(app, {
    route: 'POST /api2/vote',
    access: 'signed-in',
    summary:
      "Upvotes, downvotes or removes the viewer's vote ('up' | 'down' | 'none') on published content. One vote per reader; answers the new counts and myVote (1, -1 or 0).",
    tags: ['engagement'],
    query: noQuery,
    body: ZVote,
    handler: ({ body, request }) => engagement().vote(request.viewer!.userId, body.cgroupId, body.vote),
  });

  defineRoute(app, {
    route: 'POST /api2/follow',
    access: 'signed-in',
    summary:
      'Follows a person or publisher ({targetUserId}, SPEC §7), a topic ({topicId}) or a location ({locationId}). Idempotent; answers {following, followerCount}.',
    tags: ['engagement'],
    query: noQuery,
    body: ZFollow,
    handler: ({ body, request }) =>
      engagement().setFollowing(request.viewer!.userId, followTargetOf(body), true),
  });

  defineRoute(app, {
    route: 'POST /api2/unfollow',
    access: 'signed-in',
    summary: 'Stops following a person, topic or location (same body as /api2/follow). Idempotent.',
    tags: ['engagement'],
    query: noQuery,
    body: ZFollow,
    handler: ({ body, request }) =>
      engagement().setFollowing(request.viewer!.userId, followTargetOf(body), false),
  });

  defineRoute(app, {
    route: 'POST /api2/ua/read',
    access: 'public',
    summary:
      "Marks content read on open (SPEC §4, §7): userId must be the viewer's, subsection is the SPEC §3 referrer code, topicId the topic the reader came through. Guests send userId 0: accepted, nothing stored, read false.",
    tags: ['engagement'],
    query: noQuery,
    body: ZMarkRead,
    handler: ({ body, request }) => engagement().markRead(request.viewer?.userId ?? null, body),
  });

  defineRoute(app, {
    route: 'POST /api2/comment/read/:cgroupId',
    access: 'signed-in',
    summary: "Sets whether the viewer has read a content's comments (SPEC §7: userRead 0 or 1).",
    tags: ['engagement'],
    params: ZCommentReadParams,
    query: noQuery,
    body: ZCommentRead,
    handler: ({ body, params, request }) =>
      engagement().setCommentsRead(request.viewer!.userId, params.cgroupId, body.userRead),
  });
}
