/**
 * `npm run bench`: Masthead on a fresh database, N people seeded through the real sign-up call, then
 * autocannon on loopback for a bounded time per scenario. Prints a markdown table and writes it to
 * bench/results/latest.md.
 *
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (20), BENCH_PEOPLE (50),
 * BENCH_DATABASE_URL (a PostgreSQL server: the bench makes a fresh database on it and drops it after).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_NAMES } from '@masthead/core';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertProjectNode, freePort, logTail, startNodeProcess, waitForOk } from '../scripts/app-process.ts';
import { ensureWebBuild, repoRoot } from '../scripts/web-build.ts';

const intFromEnv = (name: string, fallback: number, max: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, max) : fallback;
};

// Bounded: at most 5 minutes per scenario and 500 connections, whatever the environment says.
const durationSeconds = intFromEnv('BENCH_DURATION', 10, 300);
const connections = intFromEnv('BENCH_CONNECTIONS', 20, 500);
const peopleCount = intFromEnv('BENCH_PEOPLE', 50, 5000);
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || null;

/** The limits stay on, set high enough that the bench measures sign-in work rather than 429 answers. */
const RAISED_LIMIT = '1000000';
const raisedLimits = {
  RATE_LOGIN_PER_MINUTE: RAISED_LIMIT,
  RATE_LOGIN_PER_HOUR: RAISED_LIMIT,
  RATE_SIGNUP_PER_DAY: RAISED_LIMIT,
  RATE_SIGNUP_PER_30_MIN: RAISED_LIMIT,
};

type Person = { login: string; password: string };
type Row = { scenario: string; result: autocannon.Result };

assertProjectNode('npm run bench');
ensureWebBuild();

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-bench-'));
const logFile = path.join(workDir, 'server.log');
const baselineLog = path.join(workDir, 'baseline.log');
const stops: (() => Promise<void>)[] = [];

try {
  const database = benchDatabaseUrl ? await createFreshDatabase(benchDatabaseUrl) : null;
  if (database) stops.push(database.drop);

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  console.log(
    `Starting Masthead on ${database ? 'a fresh PostgreSQL database' : 'a fresh PGlite database'}…`,
  );
  const app = startNodeProcess('packages/server/src/main.ts', {
    logFile,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: appUrl,
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: database?.url ?? '',
      ...raisedLimits,
    },
  });
  stops.unshift(() => app.stop());
  await waitForOk(`${appUrl}/api2/health`, app, { logFile, timeoutMs: 120_000 });

  const baselinePort = await freePort();
  const baseline = startNodeProcess('bench/baseline-server.ts', {
    logFile: baselineLog,
    env: { ...process.env, PORT: String(baselinePort) },
  });
  stops.unshift(() => baseline.stop());
  await waitForOk(`http://127.0.0.1:${baselinePort}/bare`, baseline, {
    logFile: baselineLog,
    timeoutMs: 30_000,
  });

  const seedStarted = performance.now();
  const people = await seedPeople(appUrl, peopleCount);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `Seeded ${people.length} people through POST /api2/account/signup in ${seedSeconds.toFixed(1)} s.`,
  );
  const sessionCookie = await signIn(appUrl, people[0]!);

  const rows: Row[] = [];
  const run = async (scenario: string, options: autocannon.Options) => {
    console.log(`\n${scenario} (${durationSeconds} s, ${connections} connections)…`);
    const result = await autocannon({ connections, duration: durationSeconds, ...options });
    rows.push({ scenario, result });
    console.log(
      `  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    if (app.child.exitCode !== null || app.child.signalCode !== null) {
      throw new Error(
        `The app stopped during "${scenario}" (${app.child.exitCode ?? app.child.signalCode}).`,
      );
    }
  };

  await run('Bare Fastify route (baseline, separate process)', {
    url: `http://127.0.0.1:${baselinePort}/bare`,
  });
  await run('GET / (home page, server-rendered, guest)', { url: `${appUrl}/` });
  await run('GET /api2/account/current (signed in)', {
    url: `${appUrl}/api2/account/current`,
    headers: { cookie: `${COOKIE_NAMES.session}=${sessionCookie}` },
  });
  let next = 0;
  await run('POST /api/auth/login/p.json (scrypt, rotating accounts)', {
    url: `${appUrl}/api/auth/login/p.json`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const person = people[next++ % people.length]!;
          return { ...request, body: JSON.stringify({ login: person.login, password: person.password }) };
        },
      },
    ],
  });

  const report = renderReport(rows, {
    database: database
      ? 'PostgreSQL (BENCH_DATABASE_URL, fresh database)'
      : 'PGlite (embedded, fresh temp directory)',
    people: people.length,
    seedSeconds,
  });
  console.log(`\n${report}`);
  const resultsDir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), report);
  console.log('Written to bench/results/latest.md');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\nServer log (tail):\n${logTail(logFile)}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops) await stop().catch((error) => console.error(error));
  // The app's log stays beside the results (git ignores the folder), for whoever reads a bad figure.
  if (fs.existsSync(logFile)) {
    fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    fs.copyFileSync(logFile, path.join(repoRoot, 'bench/results/server.log'));
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

async function createFreshDatabase(serverUrl: string) {
  const name = `masthead_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Sign-ups through the real route (validation, password hashing, rate limits), four at a time. */
async function seedPeople(appUrl: string, count: number): Promise<Person[]> {
  const runId = randomBytes(3).toString('hex');
  const people: Person[] = [];
  let index = 0;
  const worker = async () => {
    while (index < count) {
      const i = index++;
      const username = `bench_${runId}_${i}`;
      const person = { login: username, password: `Bench-${runId}-${i}` };
      const response = await fetch(`${appUrl}/api2/account/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${username}@bench.test`,
          password: person.password,
          username,
          displayName: `Bench reader ${i}`,
        }),
      });
      if (!response.ok) {
        throw new Error(`Sign-up ${i} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
      }
      people.push(person);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return people;
}

async function signIn(appUrl: string, person: Person): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/login/p.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: person.login, password: person.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${COOKIE_NAMES.session}=`));
  if (!response.ok || !cookie) {
    throw new Error(
      `Signing in a seeded person answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
    );
  }
  return cookie.slice(COOKIE_NAMES.session.length + 1);
}

/** Bytes on the wire per answer (headers and body), in KiB. */
function kibPerAnswer(result: autocannon.Result) {
  return result.requests.total ? (result.throughput.total / result.requests.total / 1024).toFixed(1) : '–';
}

/** '0', or the count with each status, e.g. '19 (429: 12, 503: 7)'. */
function non2xxByStatus(result: autocannon.Result) {
  if (!result.non2xx) return '0';
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}: ${stats.count}`);
  return `${result.non2xx.toLocaleString('en')} (${byStatus.join(', ')})`;
}

function renderReport(rows: Row[], context: { database: string; people: number; seedSeconds: number }) {
  const cpus = os.cpus();
  const lines = [
    `# Masthead benchmark — ${new Date().toISOString()}`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, loopback only`,
    `- Database: ${context.database}; ${context.people} people seeded through sign-up in ${context.seedSeconds.toFixed(1)} s`,
    `- Load: autocannon, ${connections} connections, ${durationSeconds} s per scenario, in this process; the app in its own process (NODE_ENV=production)`,
    `- Rate limits raised for this run (${Object.keys(raisedLimits).join(', ')} = ${RAISED_LIMIT}): with the production limits one address gets 6 sign-ins a minute and the rest are answered 429, which would measure the limiter, not sign-in`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | KiB/answer | 2xx | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ scenario, result }) =>
        `| ${scenario} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${kibPerAnswer(result)} | ${result['2xx'].toLocaleString('en')} | ${non2xxByStatus(result)} | ${(result.errors + result.timeouts).toLocaleString('en')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
