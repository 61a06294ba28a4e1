/**
 * `npm run bench:queries -w @masthead/bench -- [--iterations 200] [--no-plans]`
 *
 * Calls the server's own services (home feed, topic feed, topic autocomplete) against the small
 * (1,000 stories) and the large (100,000 stories) generated databases, alternating between them so both
 * see the same machine load, and reports the median time of each at both sizes and their ratio. Each
 * call's SQL is captured through Drizzle's logger and run again under EXPLAIN ANALYZE on the large
 * database, to show which indexes serve it. Exits non-zero when a gated ratio exceeds 2.
 */
import { parseArgs } from 'node:util';
import { ZTopicFeedQuery } from '@masthead/core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import type { Db } from '../packages/server/src/db/client.ts';
import * as schema from '../packages/server/src/db/schema.ts';
import { createServices, type Services } from '../packages/server/src/services.ts';
import {
  DEFAULT_SERVER_URL,
  LARGE_DATABASE,
  parseLoopbackUrl,
  SMALL_DATABASE,
  withDatabase,
} from './bench-db.ts';
import { schemaIsCurrent } from './generate.ts';
import { SHORT_QUERIES, WORD_QUERIES } from './scenarios.ts';

/** The issue's bound: a query at 100× the data may take at most twice as long. */
export const MAX_RATIO = 2;

/** Tables that grow with the data set; a sequential scan of one of them on the large set is worth a look. */
const GROWING_TABLES = new Set([
  'contents',
  'content_topics',
  'votes',
  'reads',
  'follows',
  'users',
  'topics',
]);

/** The reader whose feed is measured: bench13 exists at every size, reads English, follows 20 + 20. */
const READER = 'bench13';

type Captured = { query: string; params: unknown[] };

type Side = {
  label: 'small' | 'large';
  url: string;
  pool: pg.Pool;
  services: Services;
  capture: { on: boolean; queries: Captured[] };
  context: ProbeContext;
};

type ProbeContext = {
  viewerId: number;
  langs: ('en' | 'tw' | 'cn' | 'in')[];
  topicId: number;
  storyId: number;
  homeCursor: string | undefined;
  topicCursor: string | undefined;
};

type Probe = {
  name: string;
  /** Gated probes fail the run above MAX_RATIO; the others are shown for information. */
  gated: boolean;
  /** Probes that rotate their input explain each variant (iterations 0…variants − 1). */
  variants?: number;
  run: (services: Services, context: ProbeContext, iteration: number) => Promise<unknown>;
};

const readOptions = (context: ProbeContext) => ({
  viewerId: context.viewerId,
  flavour: 'explore' as const,
  langs: context.langs,
});
const topicCursor = (context: ProbeContext) =>
  ZTopicFeedQuery.parse({ topicId: String(context.topicId), cursor: context.topicCursor }).cursor;

function autocompleteProbe(name: string, queries: string[]): Probe {
  return {
    name: `${name}: ${queries.map((q) => `'${q}'`).join(', ')}`,
    gated: true,
    variants: queries.length,
    run: (services, context, iteration) =>
      services.search.autocompleteTopics(
        { q: queries[iteration % queries.length]!, min_articles: 5, onlyNotAdded: false, limit: 5 },
        context.viewerId,
      ),
  };
}

const PROBES: Probe[] = [
  {
    name: 'home feed, page 1 (feeds.home)',
    gated: true,
    run: (services, context) =>
      services.feeds.home({ viewerId: context.viewerId, langs: context.langs, cursor: undefined }),
  },
  {
    name: 'home feed, page 2 (cursor)',
    gated: true,
    run: (services, context) =>
      services.feeds.home({ viewerId: context.viewerId, langs: context.langs, cursor: context.homeCursor }),
  },
  {
    name: 'topic feed, page 1 (content.topicFeed, busiest topic)',
    gated: true,
    run: (services, context) => services.content.topicFeed(context.topicId, undefined, readOptions(context)),
  },
  {
    name: 'topic page with its other-language counts (content.topicPage, busiest topic)',
    gated: true,
    run: (services, context) =>
      services.content.topicPage({ topicId: context.topicId }, readOptions(context)),
  },
  {
    name: 'topic feed, page 2 (cursor)',
    gated: true,
    run: (services, context) =>
      services.content.topicFeed(context.topicId, topicCursor(context), readOptions(context)),
  },
  autocompleteProbe('topic autocomplete, 1–2 letters (search.autocompleteTopics)', SHORT_QUERIES),
  autocompleteProbe('topic autocomplete, words (search.autocompleteTopics)', WORD_QUERIES),
  {
    name: 'top stories beside the feed (feeds.top)',
    gated: false,
    run: (services, context) => services.feeds.top(context.viewerId, context.langs, 5),
  },
  {
    name: 'hot topics beside the feed (feeds.hotTopics)',
    gated: false,
    run: (services, context) => services.feeds.hotTopics(context.viewerId),
  },
  {
    name: 'story page data (content.contentPage)',
    gated: false,
    run: (services, context) => services.content.contentPage(context.storyId, readOptions(context)),
  },
];

export type QueryRow = {
  name: string;
  gated: boolean;
  smallMs: number;
  largeMs: number;
  ratio: number;
  indexes: string[];
  seqScans: string[];
};

async function openSide(label: Side['label'], url: string): Promise<Side> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.warn(`[${label}] idle client error: ${error.message}`));
  const capture: Side['capture'] = { on: false, queries: [] };
  const db = drizzle({
    client: pool,
    schema,
    logger: {
      logQuery: (query, params) => {
        if (capture.on) capture.queries.push({ query, params });
      },
    },
  }) as unknown as Db;
  const config = { ...loadConfig({}), databaseUrl: url };
  const services = createServices({ db, config, clock: () => new Date() });
  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const result = await pool.query<T>(text, values);
    const row = result.rows[0];
    if (!row)
      throw new Error(`${label} database: nothing for ${text}. Generate it first (npm run bench:generate).`);
    return row;
  };
  const reader = await one<{ id: string; langs: string[] }>(
    'select id, langs from users where username = $1',
    [READER],
  );
  const topic = await one<{ id: string }>('select id from topics order by article_count desc, id limit 1');
  const story = await one<{ id: string }>(
    `select id from contents where status = 'published' and deleted_at is null and ctype = 12
     order by hot_score desc limit 1`,
  );
  const context: ProbeContext = {
    viewerId: Number(reader.id),
    langs: reader.langs.filter((lang): lang is ProbeContext['langs'][number] =>
      ['en', 'tw', 'cn', 'in'].includes(lang),
    ),
    topicId: Number(topic.id),
    storyId: Number(story.id),
    homeCursor: undefined,
    topicCursor: undefined,
  };
  const home = await services.feeds.home({
    viewerId: context.viewerId,
    langs: context.langs,
    cursor: undefined,
  });
  context.homeCursor = home.nextCursor ?? undefined;
  const topicPage = await services.content.topicFeed(context.topicId, undefined, readOptions(context));
  context.topicCursor = topicPage?.nextCursor ?? undefined;
  return { label, url, pool, services, capture, context };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Runs the probe's statements again under EXPLAIN ANALYZE; returns the plan text and what it used. */
async function explain(side: Side, probe: Probe) {
  side.capture.queries = [];
  side.capture.on = true;
  try {
    for (let variant = 0; variant < (probe.variants ?? 1); variant++) {
      await probe.run(side.services, side.context, variant);
    }
  } finally {
    side.capture.on = false;
  }
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  const texts: string[] = [];
  for (const { query, params } of side.capture.queries) {
    const result = await side.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${query}`,
      params,
    );
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    for (const match of plan.matchAll(
      /(?:Index (?:Only )?Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g,
    )) {
      indexes.add(match[1]!);
    }
    for (const match of plan.matchAll(/Seq Scan on (\w+)/g)) seqScans.add(match[1]!);
    texts.push(`${query.replace(/\s+/g, ' ').trim()}\n-- params: ${JSON.stringify(params)}\n${plan}`);
  }
  return {
    plan: texts.join('\n\n'),
    indexes: [...indexes].sort(),
    seqScans: [...seqScans].filter((table) => GROWING_TABLES.has(table)).sort(),
  };
}

export async function measureQueries(options: {
  smallUrl: string;
  largeUrl: string;
  iterations: number;
  log?: (line: string) => void;
}): Promise<{ rows: QueryRow[]; plans: string }> {
  const log = options.log ?? console.log;
  for (const url of [options.smallUrl, options.largeUrl]) {
    if (!(await schemaIsCurrent(url))) {
      throw new Error(
        `${url} is missing or was generated before the server's migrations last changed: run npm run bench:generate -w @masthead/bench -- --reset (add --small for the small set).`,
      );
    }
  }
  const sides = [
    await openSide('small', options.smallUrl),
    await openSide('large', options.largeUrl),
  ] as const;
  const [small, large] = sides;
  const rows: QueryRow[] = [];
  const plans: string[] = [];
  try {
    for (const probe of PROBES) {
      const times = { small: [] as number[], large: [] as number[] };
      const warmUp = Math.min(20, options.iterations);
      for (let i = 0; i < warmUp; i++) {
        for (const side of sides) await probe.run(side.services, side.context, i);
      }
      for (let i = 0; i < options.iterations; i++) {
        // Alternate which size goes first, so neither always runs on a warmer cache or a quieter CPU.
        const order = i % 2 ? [large, small] : [small, large];
        for (const side of order) {
          times[side.label].push(await timed(() => probe.run(side.services, side.context, i)));
        }
      }
      const smallMs = median(times.small);
      const largeMs = median(times.large);
      const explained = await explain(large, probe);
      rows.push({
        name: probe.name,
        gated: probe.gated,
        smallMs,
        largeMs,
        ratio: largeMs / smallMs,
        ...explained,
      });
      plans.push(`### ${probe.name} — large database\n\n\`\`\`\n${explained.plan}\n\`\`\``);
      log(`  ${probe.name}: ${smallMs.toFixed(2)} ms small, ${largeMs.toFixed(2)} ms large`);
    }
  } finally {
    for (const side of sides) await side.pool.end();
  }
  return { rows, plans: plans.join('\n\n') };
}

export function renderQueryTable(rows: QueryRow[], iterations: number) {
  return [
    `Median of ${iterations} calls of each service function, small and large alternating; indexes from EXPLAIN ANALYZE on the large database.`,
    '',
    '| query | 1,000 stories ms | 100,000 stories ms | ratio | indexes used (large) | seq scans of growing tables (large) |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.smallMs.toFixed(2)} | ${row.largeMs.toFixed(2)} | ${row.ratio.toFixed(2)}${row.gated ? (row.ratio > MAX_RATIO ? ' ✗' : ' ✓') : ' (info)'} | ${row.indexes.join(', ') || '–'} | ${row.seqScans.join(', ') || 'none'} |`,
    ),
    '',
  ].join('\n');
}

export const failedRows = (rows: QueryRow[]) => rows.filter((row) => row.gated && row.ratio > MAX_RATIO);

async function main() {
  const { values } = parseArgs({
    options: {
      iterations: { type: 'string', default: '200' },
      'server-url': { type: 'string', default: process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL },
      'no-plans': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const iterations = Number(values.iterations);
  if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > 10_000) {
    throw new Error('--iterations must be a whole number from 1 to 10,000');
  }
  const server = parseLoopbackUrl(values['server-url']);
  console.log(
    `Measuring on ${withDatabase(server, SMALL_DATABASE)} and ${withDatabase(server, LARGE_DATABASE)}…`,
  );
  const { rows, plans } = await measureQueries({
    smallUrl: withDatabase(server, SMALL_DATABASE),
    largeUrl: withDatabase(server, LARGE_DATABASE),
    iterations,
  });
  if (!values['no-plans']) console.log(`\n${plans}`);
  console.log(`\n${renderQueryTable(rows, iterations)}`);
  const failed = failedRows(rows);
  if (failed.length > 0) {
    console.error(
      `Slower than ${MAX_RATIO}× at the large size: ${failed.map((row) => `${row.name} (${row.ratio.toFixed(2)}×)`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
