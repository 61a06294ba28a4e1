/**
 * The soak: mixed public reads (home page, story pages, topic pages and the API reads behind them) with
 * autocannon, while the app process's resident memory is sampled once a second.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { storyPath, topicPath } from '@masthead/core';
import autocannon from 'autocannon';
import pg from 'pg';

export type ReadTargets = {
  stories: { cgroupId: number; title: string }[];
  topics: { topicId: number; title: string }[];
};

/** Published, undeleted stories and the busiest topics of the database the app runs on. */
export async function findReadTargets(databaseUrl: string): Promise<ReadTargets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stories = await client.query<{ id: string; title: string }>(
      `select id::text, title from contents where status = 'published' and deleted_at is null
         and ctype = 12 order by hot_score desc, id limit 200`,
    );
    const topics = await client.query<{ id: string; title: string }>(
      'select id::text, title from topics order by article_count desc, id limit 50',
    );
    if (stories.rows.length === 0 || topics.rows.length === 0) {
      throw new Error('The database has no published stories or topics (the demo seed did not run?).');
    }
    return {
      stories: stories.rows.map((row) => ({ cgroupId: Number(row.id), title: row.title })),
      topics: topics.rows.map((row) => ({ topicId: Number(row.id), title: row.title })),
    };
  } finally {
    await client.end();
  }
}

/** The paths a guest reads, in a rotation: pages and the API calls behind them. */
export function readPaths(targets: ReadTargets): string[] {
  const paths: string[] = [];
  const rounds = Math.max(targets.stories.length, targets.topics.length);
  for (let i = 0; i < rounds; i++) {
    const story = targets.stories[i % targets.stories.length]!;
    const topic = targets.topics[i % targets.topics.length]!;
    paths.push(
      '/',
      // Titles in Chinese make non-ASCII slugs: a browser sends them percent-encoded.
      encodeURI(storyPath(story)),
      topicPath(topic),
      '/api2/feed/home',
      `/api2/comments?cgroupId=${story.cgroupId}`,
      `/api2/topic/feed?topicId=${topic.topicId}`,
    );
  }
  return paths;
}

/** Resident memory of a process in MiB (Linux /proc, else ps), or null once it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    if (kib) return Number(kib) / 1024;
  } catch {
    // Not Linux, or the process has exited: ask ps.
  }
  try {
    const kib = Number.parseInt(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }),
      10,
    );
    return Number.isFinite(kib) ? kib / 1024 : null;
  } catch {
    return null;
  }
}

export type SoakResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  rss: {
    start: number;
    afterWarmUp: number;
    end: number;
    max: number;
    samples: number;
    /** One sample every 10 s, to tell a plateau from a steady climb. */
    every10s: number[];
  };
};

export async function runSoak(input: {
  appUrl: string;
  pid: number;
  paths: string[];
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
}): Promise<SoakResult> {
  const samples: { at: number; mib: number }[] = [];
  const started = performance.now();
  const sample = () => {
    const mib = rssMiB(input.pid);
    if (mib !== null) samples.push({ at: (performance.now() - started) / 1000, mib });
  };
  sample();
  const timer = setInterval(sample, 1000);
  let index = 0;
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: input.appUrl,
      connections: input.connections,
      duration: input.durationSeconds,
      timeout: 10,
      requests: [
        { setupRequest: (request) => ({ ...request, path: input.paths[index++ % input.paths.length]! }) },
      ],
    });
  } finally {
    clearInterval(timer);
  }
  sample();
  const values = samples.map((s) => s.mib);
  const afterWarmUp = samples.find((s) => s.at >= input.warmUpSeconds)?.mib ?? values.at(-1) ?? 0;
  const statuses: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stats.count ?? 0;
  }
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    rss: {
      start: values[0] ?? 0,
      afterWarmUp,
      end: values.at(-1) ?? 0,
      max: Math.max(0, ...values),
      samples: values.length,
      every10s: values.filter((_, i) => i % 10 === 0),
    },
  };
}
