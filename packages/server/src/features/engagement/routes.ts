import type { FastifyInstance } from 'fastify';

/** Votes, follows and read marking. */
export function registerEngagementRoutes(app: FastifyInstance) {
  void app;
}
