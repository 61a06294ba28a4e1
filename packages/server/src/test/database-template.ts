import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres } from '../db/client.ts';

/**
 * Test databases start from a migrated template instead of running every migration per file
 * (issue 16): migrating costs seconds, copying a template a fraction of one.
 *
 * - PGlite: one migrated data directory, dumped to a tarball under node_modules/.cache; each file's
 *   database loads it in one step.
 * - PostgreSQL: a migrated database `masthead_template_<hash>`; each file's database is a
 *   `CREATE DATABASE … TEMPLATE` copy of it.
 *
 * Both are named by a hash of the migration files (and, for PGlite, of its version), so a change to a
 * migration builds a new template. Concurrent test workers never see a half-built one: the PGlite tarball
 * is written under a unique name and renamed into place, and the PostgreSQL template is built under a
 * session advisory lock in a scratch database that is renamed once migrated.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'masthead-test-db');

let hashMemo: string | null = null;

/** A short hash of the migrations (SQL files and journal) and of the PGlite build that reads them. */
export function migrationsHash(): string {
  if (hashMemo) return hashMemo;
  const hash = createHash('sha256');
  const files = [
    ...fs
      .readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
    'meta/_journal.json',
  ];
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  hashMemo = hash.digest('hex').slice(0, 16);
  return hashMemo;
}

/** PGlite's version: a data directory is only readable by the build that wrote it. */
function pgliteVersion(): string {
  // The package exports no package.json: walk up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (name === '@electric-sql/pglite') return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = parent;
  }
}

/** Where the migrated PGlite data directory's tarball lives. */
export function pgliteTemplatePath(): string {
  return path.join(cacheDir, `pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
}

/**
 * The migrated PGlite tarball, built when missing. Two processes may both build it at once; each
 * writes its own file and renames it into place, so a reader sees a whole tarball or none.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = pgliteTemplatePath();
  if (fs.existsSync(target)) return target;
  const started = performance.now();
  const database = await openPglite(null);
  try {
    await database.migrate();
    await database.client.query('CHECKPOINT');
    const dump = await database.client.dumpDataDir('none');
    fs.mkdirSync(cacheDir, { recursive: true });
    const scratch = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(scratch, target);
  } finally {
    await database.close();
  }
  removeStale(path.basename(target));
  logSetup(`built the PGlite template in ${Math.round(performance.now() - started)} ms`);
  return target;
}

/** Older tarballs (other migrations or PGlite versions) go; they are rebuilt if ever needed again. */
function removeStale(keep: string) {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of fs.readdirSync(cacheDir)) {
    if (name === keep || !name.startsWith('pglite-')) continue;
    const file = path.join(cacheDir, name);
    try {
      // A scratch file still being written by another process is young: leave it.
      if (name.endsWith('.tar') || fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { force: true });
    } catch {
      // Gone already: another process cleaned up.
    }
  }
}

/** The PostgreSQL template database's name for the current migrations. */
export const postgresTemplateName = () => `masthead_template_${migrationsHash()}`;

/** One key for every test process that builds templates on this server. */
const TEMPLATE_LOCK = 0x6d617374; // "mast"

/**
 * The migrated template database on the PostgreSQL server of `url`, built when missing. Builders take
 * a session advisory lock, so one builds while the others wait and then find it; the template appears
 * under its name only once fully migrated (it is built as a scratch database and renamed).
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (await databaseExists(admin, name)) return name;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await databaseExists(admin, name)) return name;
      const started = performance.now();
      const scratch = `masthead_template_build_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${scratch}`);
      try {
        const database = await openPostgres(withDatabase(url, scratch), { max: 1 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await retryWhileInUse(() => admin.query(`ALTER DATABASE ${scratch} RENAME TO ${name}`));
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
        throw error;
      }
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await admin.query(`COMMENT ON DATABASE ${name} IS ${admin.escapeLiteral(new Date().toISOString())}`);
      await dropStaleTemplates(admin, name);
      logSetup(`built the PostgreSQL template ${name} in ${Math.round(performance.now() - started)} ms`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Templates of other migrations stay a day (another checkout on the same server may still copy them),
 * then go; so do scratch databases of builds that died.
 */
async function dropStaleTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
      WHERE datname LIKE 'masthead\\_template\\_%' AND datname <> $1`,
    [keep],
  );
  const dayAgo = Date.now() - 86_400_000;
  for (const { datname, note } of rows) {
    const built = note ? Date.parse(note) : Number.NaN;
    const building = datname.startsWith('masthead_template_build_');
    // A scratch database is only ever built under the lock we hold: any other one is left over.
    if (!building && !(built < dayAgo)) continue;
    try {
      await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } catch {
      // Another process dropped it first.
    }
  }
}

/** A fresh database for one test file, copied from the template. */
export async function createDatabaseFromTemplate(url: string, name: string): Promise<void> {
  const template = await ensurePostgresTemplate(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await retryWhileInUse(() => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  } finally {
    await admin.end();
  }
}

async function databaseExists(client: pg.Client, name: string) {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rowCount === 1;
}

export function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * PostgreSQL refuses to copy or rename a database while a session is still on it (55006); a pool that
 * just closed may leave its backend exiting for a moment.
 */
async function retryWhileInUse<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function logSetup(message: string) {
  if (process.env.TEST_DB_TIMINGS) console.info(`[test-db] ${message}`);
}
