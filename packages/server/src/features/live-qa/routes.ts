import type { FastifyInstance } from 'fastify';

/** Live Q&A: readers ask, the author answers, upvotes order questions. */
export function registerLiveQaRoutes(_app: FastifyInstance) {}
