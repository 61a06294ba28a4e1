import { ZAchievementsQuery } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

/** Achievements, levels and badges. */
export function registerAchievementsRoutes(app: FastifyInstance) {
  const { achievements } = app.services;

  defineRoute(app, {
    route: 'GET /api2/achievements',
    access: 'public',
    summary:
      "A person's achievements (SPEC §3), their level and title (SPEC §9); the viewer's without userId",
    tags: ['achievements'],
    query: ZAchievementsQuery,
    handler: async ({ query, request }) => {
      const viewerId = request.viewer?.userId ?? null;
      const userId = query.userId ?? viewerId;
      if (userId === null) throw new AppError('auth.fail.no.login');
      const view = await achievements.forUser(userId, viewerId);
      if (!view) throw new AppError('not_found');
      return view;
    },
  });
}
