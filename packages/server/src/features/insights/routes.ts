import { DEFAULT_INSIGHTS_PERIOD, ZInsightsQuery, ZTeamActivityQuery } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

/** SPEC §6 'view team activity, insights and analytics': the dashboard's read-only numbers. */
export function registerInsightsRoutes(app: FastifyInstance) {
  const service = () => app.services.insights;
  const tags = ['magazines'];

  defineRoute(app, {
    route: 'GET /api2/magazine/activity',
    access: { magazine: 'viewTeamActivity', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's team activity, newest first (filter all|members|editorial|settings; pass nextCursor as cursor): each row as the parts of its sentence, addresses only for those who may invite.",
    tags,
    query: ZTeamActivityQuery,
    handler: async ({ query, request }) => {
      const page = await service().activity(
        await actorOf(request),
        query.magazineUserId,
        query.filter ?? 'all',
        query.cursor,
      );
      if (!page) throw new AppError('not_found');
      return page;
    },
  });

  defineRoute(app, {
    route: 'GET /api2/magazine/insights',
    // The least of the insights rights; the scope asked for is checked by core's insightsAccess.
    access: { magazine: 'viewOwnInsights', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's reads over the last 7, 30 or 90 days (days) against the period before: totals, by day, top stories, by writer (scope magazine) and by SPEC §3 referrer code (viewAnalytics, or scope own). Aggregates only.",
    tags,
    query: ZInsightsQuery,
    handler: async ({ query, request }) => {
      const insights = await service().insights(
        await actorOf(request),
        query.magazineUserId,
        query.days ?? DEFAULT_INSIGHTS_PERIOD,
        query.scope,
      );
      if (insights === 'missing') throw new AppError('not_found');
      if (insights === 'denied') throw new AppError('access_deny');
      return insights;
    },
  });
}
