import type { FastifyInstance } from 'fastify';

/** Notebooks: saving stories. */
export function registerNotebooksRoutes(app: FastifyInstance) {
  void app;
}
