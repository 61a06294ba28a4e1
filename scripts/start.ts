/**
 * `npm start`: builds the web app when its build is missing or stale, then runs the server: one process
 * on PGlite (./data unless DATABASE_URL is set), or on PostgreSQL `WEB_CONCURRENCY` processes (one per
 * core by default) sharing the port (node:cluster). The first one migrates and seeds before the others
 * start; one that dies is started again. PORT, HOST and the rest as the README lists.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { assertProjectNode } from './app-process.ts';
import { ensureWebBuild } from './web-build.ts';

// A URL, so that the scripts' type check does not check the whole server again (`tsc -p packages/server`).
const server = new URL('../packages/server/src/main.ts', import.meta.url).href;
/** The worker tells the primary it is ready (main.ts) with this message. */
const READY = 'masthead:ready';
const RESTART_DELAY_MS = 1000;

/** How many processes: PGlite belongs to one process; PostgreSQL takes WEB_CONCURRENCY or one per core. */
function processCount(env: NodeJS.ProcessEnv): number {
  const asked = env.WEB_CONCURRENCY?.trim();
  const count = asked ? Number(asked) : availableParallelism();
  if (!Number.isSafeInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${asked}"`);
  }
  if (!env.DATABASE_URL && count > 1) {
    if (asked) console.warn('WEB_CONCURRENCY is ignored without DATABASE_URL: PGlite runs in one process.');
    return 1;
  }
  return count;
}

function runCluster(count: number) {
  let stopping = false;
  const fork = (env: NodeJS.ProcessEnv) => {
    const worker = cluster.fork(env);
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.warn(`a Masthead process stopped (${signal ?? `exit ${code}`}); starting another`);
      setTimeout(() => fork({ MASTHEAD_QUIET_START: '1' }), RESTART_DELAY_MS);
    });
    return worker;
  };
  // The first migrates and seeds; the rest start once it is ready, so migrations run once.
  const first = fork({});
  first.once('message', (message) => {
    if (message !== READY) return;
    for (let i = 1; i < count; i++) fork({ MASTHEAD_QUIET_START: '1' });
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (cluster.isPrimary) {
  assertProjectNode('npm start');
  ensureWebBuild();
  const count = processCount(process.env);
  if (count === 1) await import(server);
  else runCluster(count);
} else {
  // Imported only now, after the build: the server loads the web build as it starts.
  await import(server);
}
