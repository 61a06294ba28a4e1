import type { FastifyInstance } from 'fastify';

/** Home feed, top stories, hot topics, featured, explore, loved topics, activity, connections, locations. */
export function registerFeedsRoutes(app: FastifyInstance) {
  void app;
}
