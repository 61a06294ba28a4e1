import {
  ZAdminBlogsQuery,
  ZBlogCancel,
  ZBlogMineQuery,
  ZBlogReview,
  ZBlogSubmit,
  ZPublisherRecommend,
  ZRecommendationRef,
  ZRecommendationsQuery,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

const viewerId = (request: FastifyRequest) => {
  const viewer = request.viewer;
  if (!viewer) throw new AppError('auth.fail.no.login');
  return viewer.userId;
};

/** Blog submission, RSS detection and scheduled import, review queue, publisher recommendations. */
export function registerBlogsRoutes(app: FastifyInstance) {
  const service = () => app.services.blogs;

  defineRoute(app, {
    route: 'POST /api2/blog/submit',
    access: 'signed-in',
    summary:
      "SPEC §2 submit blog: {url, lang?, topicIds?}. Finds the blog's feed (the address itself, the page's <link rel=alternate>, or the common feed paths) and answers the submission with its state: 'submitted' or 'resubmitted' pending review. No feed: no_rss; a not-approved blog the reviewer closed: blog.resubmit.not.allowed.",
    tags: ['blogs'],
    query: noQuery,
    body: ZBlogSubmit,
    handler: async ({ body, request }) => ({ submission: await service().submit(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/blog/cancel',
    access: 'signed-in',
    summary:
      "Withdraws the viewer's pending submission ({submissionId}); an approved one answers blog.already.approved.",
    tags: ['blogs'],
    query: noQuery,
    body: ZBlogCancel,
    handler: async ({ body, request }) => ({
      submission: await service().cancel(viewerId(request), body.submissionId),
    }),
  });

  defineRoute(app, {
    route: 'GET /api2/blog/mine',
    access: 'signed-in',
    summary: "The viewer's blog submissions, newest first, with their states and the reviewer's reasons.",
    tags: ['blogs'],
    query: ZBlogMineQuery,
    handler: async ({ request }) => ({ submissions: await service().mine(viewerId(request)) }),
  });

  defineRoute(app, {
    route: 'POST /api2/publisher/recommend',
    access: 'signed-in',
    summary: 'SPEC §2 recommend publisher: {url, note?}, kept for the admins’ queue (10 an hour per person).',
    tags: ['blogs'],
    query: noQuery,
    body: ZPublisherRecommend,
    handler: async ({ body, request }) => ({
      recommendation: await service().recommend(viewerId(request), body),
    }),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/blogs',
    access: { admin: 'admin.blogs' },
    summary:
      "The blog review queue (SPEC §6: masterAdmin, or an admin with the 'blogs' right): ?status= (pending by default, oldest first) and cursor.",
    tags: ['blogs', 'admin'],
    query: ZAdminBlogsQuery,
    handler: ({ query }) => service().adminQueue(query.status ?? 'pending', query.cursor),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/blog/review',
    access: { admin: 'admin.blogs' },
    summary:
      "Approves a pending submission (creates the blog's publisher profile and imports its feed at once) or does not ({decision:'reject', reasons, allowResubmit}).",
    tags: ['blogs', 'admin'],
    query: noQuery,
    body: ZBlogReview,
    handler: ({ body, request }) => service().review(viewerId(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/publisher/recommendations',
    access: { admin: 'admin.blogs' },
    summary: 'Publisher recommendations waiting for an admin, oldest first (cursor for more).',
    tags: ['blogs', 'admin'],
    query: ZRecommendationsQuery,
    handler: ({ query }) => service().recommendations(query.cursor),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/publisher/recommendation/dismiss',
    access: { admin: 'admin.blogs' },
    summary: 'Dismisses a publisher recommendation.',
    tags: ['blogs', 'admin'],
    query: noQuery,
    body: ZRecommendationRef,
    handler: ({ body }) => service().dismissRecommendation(body.recommendationId),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/publisher/recommendation/submit',
    access: { admin: 'admin.blogs' },
    summary:
      "Reviews a recommendation as a submission: its address goes through feed detection as the recommender's submission.",
    tags: ['blogs', 'admin'],
    query: noQuery,
    body: ZRecommendationRef,
    handler: ({ body }) => service().submitRecommendation(body.recommendationId),
  });
}
