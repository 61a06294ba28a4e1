import type { FastifyInstance } from 'fastify';

/** Search and autocomplete. */
export function registerSearchRoutes(app: FastifyInstance) {
  void app;
}
