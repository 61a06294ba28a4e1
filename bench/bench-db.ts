/**
 * The benchmark's own PostgreSQL databases: loopback only, created on demand, and dropped only when
 * their name says they belong to the bench.
 */
import pg from 'pg';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LARGE_DATABASE = 'masthead_bench_large';
export const SMALL_DATABASE = 'masthead_bench_small';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The bench generates and hammers data: it never points at a database on another machine. */
export function parseLoopbackUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Not a database URL: ${raw}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`Expected postgres://…, got ${url.protocol}`);
  }
  if (!LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`The bench runs on loopback only; ${url.hostname} is not 127.0.0.1, ::1 or localhost.`);
  }
  return url;
}

export function databaseName(url: URL): string {
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!DATABASE_NAME.test(name)) throw new Error(`Unexpected database name "${name}" in ${url}`);
  return name;
}

/** The same server and credentials, another database. */
export function withDatabase(url: URL | string, name: string): string {
  const copy = new URL(url.toString());
  copy.pathname = `/${name}`;
  return copy.toString();
}

async function withAdmin<T>(url: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(url: URL): Promise<boolean> {
  const name = databaseName(url);
  return withAdmin(url, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (result.rowCount ?? 0) > 0;
  });
}

export async function createDatabase(url: URL): Promise<void> {
  const name = databaseName(url);
  await withAdmin(url, (client) => client.query(`create database "${name}"`));
}

/** Drops and recreates; refuses any database whose name does not contain "bench". */
export async function recreateDatabase(url: URL): Promise<void> {
  const name = databaseName(url);
  if (!name.includes('bench')) {
    throw new Error(`--reset drops only bench databases (the name must contain "bench"), not "${name}".`);
  }
  await withAdmin(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/** Rows in `table`, or null when the table does not exist yet (an unmigrated database). */
export async function countRows(url: URL, table: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>('select to_regclass($1)::text as t', [
      `public.${table}`,
    ]);
    if (!exists.rows[0]?.t) return null;
    const result = await client.query<{ n: string }>(`select count(*)::text as n from "${table}"`);
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
