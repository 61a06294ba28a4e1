import type { FastifyInstance } from 'fastify';

/** Poll votes (one per reader, live results) and votable-list item votes. */
export function registerPollsRoutes(_app: FastifyInstance) {}
