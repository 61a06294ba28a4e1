/**
 * `npm run bench`: autocannon on loopback, a bounded time per scenario, against Masthead in its own
 * process. Prints a markdown table and writes it to bench/results/latest.md.
 *
 * With BENCH_DATABASE_URL (a PostgreSQL server on loopback): the app runs on the generated large data
 * set (masthead_bench_large: 100,000 stories, 10,000 readers, a million votes and reads; generated on
 * the first run, see bench/generate.ts) and the table covers the reading scenarios (home feed, story,
 * topic, autocomplete, votes) beside the bare-route baseline, followed by the small-versus-large query
 * table of bench/query-plans.ts. Without it: a fresh embedded PGlite database, people signed up through
 * the real call, and the account scenarios only.
 *
 * BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (20), BENCH_READERS (signed-in readers on the
 * large set, 100), BENCH_PROCESSES (app processes on the large set, 1), BENCH_PEOPLE (sign-ups on PGlite, 50), BENCH_QUERY_ITERATIONS (200), WEB_BUILD_DIR
 * (use this web build as it is instead of rebuilding a stale one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  assertProjectNode,
  freePort,
  logTail,
  startNodeProcess,
  startProductionApp,
  waitForOk,
} from '../scripts/app-process.ts';
import { ensureWebBuild, repoRoot } from '../scripts/web-build.ts';
import { LARGE_DATABASE, parseLoopbackUrl, SMALL_DATABASE, withDatabase } from './bench-db.ts';
import { BENCH_PASSWORD, benchUsername, LARGE_SIZES, SMALL_SIZES } from './data-set.ts';
import { generate, isGenerated, renderTables, schemaIsCurrent } from './generate.ts';
import { failedRows, MAX_RATIO, measureQueries, renderQueryTable } from './query-plans.ts';
import { type Row, renderRows } from './report.ts';
import { checkVoteCounters, findTargets, PAGE_HEADERS, readingScenarios } from './scenarios.ts';
import { type Person, sessionCookie, signIn, signInAll, signUpPeople } from './sessions.ts';

const intFromEnv = (name: string, fallback: number, max: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, max) : fallback;
};

// Bounded: at most 5 minutes per scenario and 500 connections, whatever the environment says.
const durationSeconds = intFromEnv('BENCH_DURATION', 10, 300);
const connections = intFromEnv('BENCH_CONNECTIONS', 20, 500);
const peopleCount = intFromEnv('BENCH_PEOPLE', 50, 5000);
const readerCount = intFromEnv('BENCH_READERS', 100, 500);
/** BENCH_PROCESSES (PostgreSQL only): app processes, as `npm start` runs them with WEB_CONCURRENCY. */
const processCount = intFromEnv('BENCH_PROCESSES', 1, 16);
const queryIterations = intFromEnv('BENCH_QUERY_ITERATIONS', 200, 10_000);
/** BENCH_ONLY=guest (a case-insensitive pattern): only the scenarios whose names match, and the baseline. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const serverUrl = process.env.BENCH_DATABASE_URL ? parseLoopbackUrl(process.env.BENCH_DATABASE_URL) : null;

/** The limits stay on, set high enough that the bench measures sign-in work rather than 429 answers. */
const RAISED_LIMIT = '1000000';
const raisedLimits = {
  RATE_LOGIN_PER_MINUTE: RAISED_LIMIT,
  RATE_LOGIN_PER_HOUR: RAISED_LIMIT,
  RATE_SIGNUP_PER_DAY: RAISED_LIMIT,
  RATE_SIGNUP_PER_30_MIN: RAISED_LIMIT,
};

assertProjectNode('npm run bench');
// WEB_BUILD_DIR (the server reads it too) pins a build made earlier, e.g. while the sources are being
// edited; otherwise the build is made again when it is older than its sources.
if (process.env.WEB_BUILD_DIR) console.log(`Using the web build in ${process.env.WEB_BUILD_DIR}.`);
else ensureWebBuild();

/** The 1-minute load average: above the core count, other work shared the CPU with the bench. */
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
const loadAtStart = loadAverage();

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-bench-'));
const logFile = path.join(workDir, 'server.log');
const baselineLog = path.join(workDir, 'baseline.log');
const stops: (() => Promise<void>)[] = [];

try {
  const largeUrl = serverUrl ? withDatabase(serverUrl, LARGE_DATABASE) : null;
  const smallUrl = serverUrl ? withDatabase(serverUrl, SMALL_DATABASE) : null;
  const notes: string[] = [];
  if (largeUrl && smallUrl) {
    for (const [url, sizes, label] of [
      [smallUrl, SMALL_SIZES, 'small'],
      [largeUrl, LARGE_SIZES, 'large'],
    ] as const) {
      const generated = await isGenerated(url);
      if (generated && (await schemaIsCurrent(url))) continue;
      console.log(
        generated
          ? `The server's migrations changed since the ${label} data set was generated: generating it again…`
          : `Generating the ${label} data set into ${url} (once; a minute or two for the large one)…`,
      );
      const report = await generate(url, sizes, { reset: generated });
      console.log(`Generated in ${report.seconds.toFixed(1)} s.\n${renderTables(report)}`);
    }
  }

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  console.log(
    `Starting Masthead on ${largeUrl ? `the generated large data set (${largeUrl})` : 'a fresh PGlite database'}…`,
  );
  const app = startProductionApp({
    port: appPort,
    dataDir: path.join(workDir, 'data'),
    databaseUrl: largeUrl ?? null,
    logFile,
    env: raisedLimits,
    processes: largeUrl ? processCount : 1,
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

  const signInStarted = performance.now();
  const people = largeUrl ? benchReaders(readerCount) : await signUpPeople(appUrl, peopleCount, 'bench');
  const sessions = largeUrl ? await signInAll(appUrl, people) : [await signIn(appUrl, people[0]!)];
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  console.log(
    largeUrl
      ? `Signed in ${sessions.length} generated readers in ${signInSeconds.toFixed(1)} s.`
      : `Seeded ${people.length} people through POST /api2/account/signup in ${signInSeconds.toFixed(1)} s.`,
  );

  const rows: Row[] = [];
  const run = async (scenario: string, options: autocannon.Options) => {
    if (only && !only.test(scenario) && !scenario.startsWith('Bare')) return;
    console.log(`\n${scenario} (${durationSeconds} s, ${connections} connections)…`);
    const result = await autocannon({ connections, duration: durationSeconds, ...options });
    rows.push({ scenario, result });
    console.log(
      `  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
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
  await run('GET / (home page, server-rendered, guest)', { url: `${appUrl}/`, headers: PAGE_HEADERS });

  let queryReport = '';
  if (largeUrl && smallUrl) {
    const targets = await findTargets(largeUrl);
    for (const scenario of readingScenarios({ appUrl, sessions, targets })) {
      await run(scenario.name, scenario.options);
    }
    // A run limited to some scenarios (BENCH_ONLY) leaves out the checks and the query table.
    if (!only) {
      const counters = await checkVoteCounters(largeUrl, [...targets.voteStoryIds, targets.hotStoryId]);
      notes.push(
        counters.wrong.length === 0
          ? `- Invariant after the vote runs: upvote and downvote counters equal their rows on all ${counters.checked.toLocaleString('en')} stories voted on ✓`
          : `- Invariant after the vote runs: counters differ from their rows on stories ${counters.wrong.slice(0, 20).join(', ')} ✗`,
      );

      console.log(`\nQuery times, small against large (${queryIterations} calls each)…`);
      const measured = await measureQueries({ smallUrl, largeUrl, iterations: queryIterations });
      queryReport = [
        '## Reading queries: 1,000 against 100,000 stories',
        '',
        renderQueryTable(measured.rows, queryIterations),
        `Gate: each gated query at most ${MAX_RATIO}× its time on the small set — ${
          failedRows(measured.rows).length === 0
            ? 'passed ✓'
            : `failed ✗ (${failedRows(measured.rows)
                .map((row) => row.name)
                .join('; ')})`
        }.`,
        '',
        '<details><summary>Query plans on the large database (EXPLAIN ANALYZE)</summary>',
        '',
        measured.plans,
        '',
        '</details>',
        '',
      ].join('\n');
      if (counters.wrong.length > 0 || failedRows(measured.rows).length > 0) process.exitCode = 1;
    }
  } else {
    notes.push(
      '- The reading scenarios (feed, story, topic, vote, autocomplete) need PostgreSQL: set BENCH_DATABASE_URL',
    );
  }

  await run('GET /api2/account/current (signed in)', {
    url: `${appUrl}/api2/account/current`,
    headers: { cookie: sessionCookie(sessions[0]!) },
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

  const cpus = os.cpus();
  const report = [
    `# Masthead benchmark — ${new Date().toISOString()}`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, loopback only; load average ${loadAtStart} at the start, ${loadAverage()} at the end (other work on the machine shows here)`,
    largeUrl
      ? `- Database: PostgreSQL, the generated large data set (${LARGE_SIZES.stories.toLocaleString('en')} stories, ${LARGE_SIZES.readers.toLocaleString('en')} readers, ${LARGE_SIZES.votes.toLocaleString('en')} votes and ${LARGE_SIZES.reads.toLocaleString('en')} reads); ${sessions.length} generated readers signed in in ${signInSeconds.toFixed(1)} s`
      : `- Database: PGlite (embedded, fresh temp directory); ${people.length} people seeded through sign-up in ${signInSeconds.toFixed(1)} s`,
    `- Load: autocannon, ${connections} connections, ${durationSeconds} s per scenario, in this process; the app in ${
      largeUrl && processCount > 1
        ? `${processCount} processes of its own (npm start's cluster, WEB_CONCURRENCY=${processCount})`
        : 'its own process'
    } (NODE_ENV=production); page requests accept Brotli and gzip, as a browser's do`,
    `- Rate limits raised for this run (${Object.keys(raisedLimits).join(', ')} = ${RAISED_LIMIT}): with the production limits one address gets 6 sign-ins a minute and the rest are answered 429, which would measure the limiter, not sign-in`,
    ...notes,
    '',
    renderRows(rows),
    '',
    queryReport,
  ].join('\n');
  console.log(`\n${report.split('<details>')[0]}`);
  const resultsDir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), report);
  console.log(`Written to bench/results/latest.md${queryReport ? ' (with the query plans)' : ''}`);
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

/** The generated readers bench1…benchN (their password is the bench's, see data-set.ts). */
function benchReaders(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    login: benchUsername(index + 1),
    password: BENCH_PASSWORD,
  }));
}
