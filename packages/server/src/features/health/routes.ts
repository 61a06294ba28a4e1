import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

/** Liveness and readiness: readiness answers 503 while the database does not (TESTING §7 db-absent). */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  readiness: { ready: boolean },
) {
  defineRoute(app, {
    route: 'GET /api2/health',
    access: 'public',
    summary: 'Readiness: 200 when the database answers, else 503.',
    tags: ['operations'],
    query: z.strictObject({}),
    handler: async () => {
      try {
        if (!readiness.ready) throw new Error('not migrated yet');
        await database.ping();
      } catch {
        throw new AppError('service.unavailable');
      }
      return { database: database.kind, status: 'ok' };
    },
  });
}
