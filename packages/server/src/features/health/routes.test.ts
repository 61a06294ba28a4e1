import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/database.ts';

/** TESTING §7 db-absent: until the database is migrated every call answers 503 with Retry-After. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

it('answers 503 until ready, then serves', async () => {
  const readiness = { ready: false };
  // Load shedding off, as in createTestApp: a busy machine's event-loop lag must not answer 503 here.
  const config = loadConfig({
    NODE_ENV: 'test',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_QUERIES_WAITING: '1000000',
  });
  const app = await buildApp({ config, database, ssr: false, readiness });
  const health = await app.inject({ url: '/api2/health' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('5');
  expect((await app.inject({ url: '/api2/langs/ui' })).statusCode).toBe(503);

  readiness.ready = true;
  expect(JSON.parse((await app.inject({ url: '/api2/health' })).body)).toMatchObject({
    success: true,
    data: { status: 'ok' },
  });
  expect((await app.inject({ url: '/api2/langs/ui' })).statusCode).toBe(200);
  await app.close();
});
