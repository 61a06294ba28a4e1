import type { FastifyInstance } from 'fastify';

export function registerDevRoutes(_app: FastifyInstance) {}
