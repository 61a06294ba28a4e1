/**
 * `npm run bench:generate -w @masthead/bench -- [--small] [--reset] [--database-url postgres://…]
 *   [--stories N] [--readers N] [--votes N] [--reads N] [--topics N]`
 *
 * Migrates a PostgreSQL database on loopback with the server's own migrations, then fills it with a
 * generated reading community (bench/data-set.ts). Refuses a database that already has people in it
 * unless --reset, which drops and recreates it (only databases whose name contains "bench"). Without
 * --database-url: masthead_bench_large (or _small) on BENCH_DATABASE_URL's server, else on 127.0.0.1:5432.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openPostgres } from '../packages/server/src/db/client.ts';
import {
  countRows,
  createDatabase,
  DEFAULT_SERVER_URL,
  databaseExists,
  LARGE_DATABASE,
  parseLoopbackUrl,
  recreateDatabase,
  SMALL_DATABASE,
  withDatabase,
} from './bench-db.ts';
import { checkSizes, describeTables, fillDataSet, LARGE_SIZES, type Sizes, SMALL_SIZES } from './data-set.ts';

const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/server/drizzle',
);

export type GenerateReport = {
  seconds: number;
  tables: Awaited<ReturnType<typeof describeTables>>;
};

/** Creates (or with `reset`, recreates) the database, migrates it and fills it. */
export async function generate(
  rawUrl: string,
  sizes: Sizes,
  options: { reset: boolean; log?: (line: string) => void },
): Promise<GenerateReport> {
  const log = options.log ?? console.log;
  checkSizes(sizes);
  const url = parseLoopbackUrl(rawUrl);
  const started = performance.now();

  if (options.reset) {
    await recreateDatabase(url);
  } else if (!(await databaseExists(url))) {
    await createDatabase(url);
  } else {
    const people = await countRows(url, 'users');
    if (people) {
      throw new Error(
        `${url.pathname.slice(1)} already has ${people} people. Pass --reset to drop and regenerate it.`,
      );
    }
  }

  const database = await openPostgres(url.toString(), { max: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }

  // Its own connection: no statement timeout (one batch can take longer than the app's 15 s).
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await fillDataSet(client, sizes, async (label, work) => {
      const stepStarted = performance.now();
      await work();
      log(`  ${label} (${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`);
    });
    const tables = await describeTables(client);
    return { seconds: (performance.now() - started) / 1000, tables };
  } finally {
    await client.end();
  }
}

/**
 * Whether the database was migrated with exactly the server's migration files of today (Drizzle keeps
 * each applied file's SHA-256). While a migration is being written it changes; a data set generated
 * before that must be generated again, since the app would try to apply the new text over it.
 */
export async function schemaIsCurrent(rawUrl: string): Promise<boolean> {
  const url = parseLoopbackUrl(rawUrl);
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const applied = await client.query<{ hash: string }>(
      `select hash from drizzle.__drizzle_migrations where to_regclass('drizzle.__drizzle_migrations') is not null`,
    );
    const hashes = new Set(applied.rows.map((row) => row.hash));
    return files.every((file) => hashes.has(file.hash));
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/** Whether the database exists and holds a generated data set (bench1 and stories). */
export async function isGenerated(rawUrl: string): Promise<boolean> {
  const url = parseLoopbackUrl(rawUrl);
  if (!(await databaseExists(url))) return false;
  const [people, stories] = [await countRows(url, 'users'), await countRows(url, 'contents')];
  return (people ?? 0) > 0 && (stories ?? 0) > 0;
}

export function renderTables(report: GenerateReport) {
  return [
    '| table | rows | size (with indexes) | indexes |',
    '|---|---:|---:|---:|',
    ...report.tables.map(
      (row) => `| ${row.table} | ${row.rows.toLocaleString('en')} | ${row.size} | ${row.indexes} |`,
    ),
  ].join('\n');
}

const positive = (name: string, text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} expects a whole number, got ${text}`);
  return value;
};

async function main() {
  const { values } = parseArgs({
    options: {
      small: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      stories: { type: 'string' },
      readers: { type: 'string' },
      votes: { type: 'string' },
      reads: { type: 'string' },
      topics: { type: 'string' },
    },
    strict: true,
  });
  const preset = values.small ? SMALL_SIZES : LARGE_SIZES;
  const sizes: Sizes = {
    stories: positive('stories', values.stories, preset.stories),
    readers: positive('readers', values.readers, preset.readers),
    votes: positive('votes', values.votes, preset.votes),
    reads: positive('reads', values.reads, preset.reads),
    topics: positive('topics', values.topics, preset.topics),
  };
  const url =
    values['database-url'] ??
    withDatabase(
      process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
      values.small ? SMALL_DATABASE : LARGE_DATABASE,
    );
  console.log(
    `Generating into ${url}: ${sizes.stories.toLocaleString('en')} stories, ${sizes.readers.toLocaleString('en')} readers, ` +
      `${sizes.votes.toLocaleString('en')} votes, ${sizes.reads.toLocaleString('en')} reads, ${sizes.topics.toLocaleString('en')} topics…`,
  );
  const report = await generate(url, sizes, { reset: values.reset });
  console.log(`\nDone in ${report.seconds.toFixed(1)} s.\n\n${renderTables(report)}`);
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
