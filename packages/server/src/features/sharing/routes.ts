import type { FastifyInstance } from 'fastify';

/** Share links and the short-link redirect. */
export function registerSharingRoutes(app: FastifyInstance) {
  void app;
}
