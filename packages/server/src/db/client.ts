import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Broadcast, postgresBroadcast } from './broadcast.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A function that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Queries waiting for a pooled connection now (the embedded database has no pool: always 0). */
  queriesWaiting(): number;
  /**
   * Messages to the other processes on this database (LISTEN/NOTIFY); null for PGlite, which belongs to
   * one process.
   */
  broadcast: ((channel: string) => Broadcast) | null;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type PgliteDatabase = Database & { kind: 'pglite'; client: PGlite };

/**
 * DESIGN §5: PGlite runs inside this process, one process per data directory. `dataDir` null keeps
 * it in memory (tests); `loadDataDir` starts it from a tarball of another data directory.
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    queriesWaiting: () => 0,
    broadcast: null,
    close: () => client.close(),
  };
}

/**
 * DESIGN §7: node-postgres kills the process when PostgreSQL restarts unless every pooled client has an
 * error handler; with them the pool drops the dead client and the next query reconnects.
 */
export async function openPostgres(
  url: string,
  options: { max?: number; connectionTimeoutMillis?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
  });
  pool.on('error', (error) => console.warn('[db] idle client error:', error.message));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn('[db] client error:', error.message));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    queriesWaiting: () => pool.waitingCount,
    broadcast: (channel) => postgresBroadcast(url, pool, channel),
    close: () => pool.end(),
  };
}

export const openDatabase = (config: { databaseUrl: string | null; dataDir: string }) =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'db'));
