import type { FastifyInstance } from 'fastify';

/** Content pages: stories of every type, topics, entities, locations as pages, profiles' content. */
export function registerContentRoutes(app: FastifyInstance) {
  void app;
}
