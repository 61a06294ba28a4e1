import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { createDatabaseFromTemplate, ensurePgliteTemplate, withDatabase } from './database-template.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * real PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Both start from a migrated
 * template (database-template.ts) rather than running the migrations.
 */
/** A test's database; `url` reaches the same data from another connection (null on PGlite). */
export type TestDatabase = Database & { url: string | null };

export async function openTestDatabase(): Promise<TestDatabase> {
  const started = { wall: performance.now(), cpu: process.cpuUsage() };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = await ensurePgliteTemplate();
    const database = await openPglite(null, { loadDataDir: new Blob([fs.readFileSync(template)]) });
    logTiming('PGlite', started);
    return { ...database, url: null };
  }
  const name = `masthead_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseFromTemplate(url, name);
  // A test sending 200 requests at once queues them for the pool's five connections; on a busy machine
  // the last ones wait longer than production's 5 s, which is a slow machine, not a fault.
  const database = await openPostgres(withDatabase(url, name), { max: 5, connectionTimeoutMillis: 60_000 });
  logTiming('PostgreSQL', started);
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** TEST_DB_TIMINGS=1 prints how long each file's database took to set up (issue 16: under 2 s). */
function logTiming(kind: string, started: { wall: number; cpu: NodeJS.CpuUsage }) {
  if (!process.env.TEST_DB_TIMINGS) return;
  const wall = Math.round(performance.now() - started.wall);
  const { user, system } = process.cpuUsage(started.cpu);
  // CPU time is what the setup costs on a quiet machine; wall time adds the wait for a busy one.
  const cpu = Math.round((user + system) / 1000);
  console.info(`[test-db] ${kind} database ready in ${wall} ms (${cpu} ms CPU in this process)`);
}
