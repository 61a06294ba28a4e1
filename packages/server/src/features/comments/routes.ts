import type { FastifyInstance } from 'fastify';

/** Comments and replies on content. */
export function registerCommentsRoutes(app: FastifyInstance) {
  void app;
}
