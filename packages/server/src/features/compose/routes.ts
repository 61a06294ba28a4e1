import type { FastifyInstance } from 'fastify';

/** Writing, drafts, previews, publishing and My Posts (issue 4). */
export function registerComposeRoutes(_app: FastifyInstance) {}
