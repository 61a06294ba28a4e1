import type { FastifyInstance } from 'fastify';

/** Quiz play scored on the server, results and their shareable pages. */
export function registerQuizzesRoutes(_app: FastifyInstance) {}
