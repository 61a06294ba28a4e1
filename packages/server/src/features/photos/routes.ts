import type { FastifyInstance } from 'fastify';

/** Content photo uploads, the image library, external photos and image search providers. */
export function registerPhotosRoutes(_app: FastifyInstance) {}
