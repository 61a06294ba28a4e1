import type { FastifyInstance } from 'fastify';

/** Achievements, levels and badges. */
export function registerAchievementsRoutes(app: FastifyInstance) {
  void app;
}
