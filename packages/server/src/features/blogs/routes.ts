import type { FastifyInstance } from 'fastify';

/** Blog submission, RSS detection and scheduled import, review queue, publisher recommendations. */
export function registerBlogsRoutes(_app: FastifyInstance) {}
