import type { FastifyInstance } from 'fastify';

/** Notifications for follows, votes, comments and replies. */
export function registerNotificationsRoutes(app: FastifyInstance) {
  void app;
}
