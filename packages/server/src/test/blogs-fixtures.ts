import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../config.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type FeedServer, htmlPage, rssFeed, startFeedServer } from './feed-server.ts';
import { signedInPerson } from './reading-fixtures.ts';

/** Shared by the blogs tests: blogs served on this machine, their readers and reviewers, submissions. */

/** The app may fetch blogs on loopback (the tests' own servers), with a short timeout. */
export const reachLoopback = (config: AppConfig): AppConfig => ({
  ...config,
  outbound: { ...config.outbound, allowLoopback: true, timeoutMs: 3000 },
});

const servers: FeedServer[] = [];

export async function blogServer(host = '127.0.0.1') {
  const server = await startFeedServer(host);
  servers.push(server);
  return server;
}

/** Closes every server blogServer started (for afterAll). */
export async function closeBlogServers() {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

let itemCounter = 0;
/**
 * One app per blogs test file, allowed to reach the feed servers on loopback, closed with them after
 * the file; `use` receives it once it is up.
 */
export function useBlogsApp(use: (app: TestApp) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(reachLoopback);
    use(app);
  });
  afterAll(async () => {
    await closeBlogServers();
    await app?.close();
  });
}

export const items = (origin: string, n: number, prefix = 'Story') =>
  Array.from({ length: n }, (_, index) => {
    itemCounter += 1;
    return {
      title: `${prefix} ${index + 1}`,
      link: `${origin}/posts/${itemCounter}`,
      guid: `guid-${itemCounter}`,
      description: `<p>Summary of <b>${prefix.toLowerCase()} ${index + 1}</b></p>`,
      date: new Date(Date.UTC(2024, 0, 1 + index)).toUTCString(),
    };
  });

/** A blog whose home page announces an RSS feed at /feed.xml. */
export async function simpleBlog(title = 'Garden Notes', count = 3) {
  const server = await blogServer();
  const feed = rssFeed(
    { title, link: `${server.origin}/`, description: 'Notes from a small garden' },
    items(server.origin, count),
  );
  server.serve('/', htmlPage(title, '/feed.xml'), 'text/html; charset=utf-8');
  server.serve('/feed.xml', feed, 'application/rss+xml');
  return server;
}

/** A reader, a blogs admin and a master admin, each signed in. */
export async function people(t: TestApp) {
  const reader = await signedInPerson(t);
  const admin = await signedInPerson(t, { admin: true, accessRights: ['blogs'] });
  const master = await signedInPerson(t, { admin: true, masterAdmin: true });
  return { reader, admin, master };
}

type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];

export async function submit(client: Client, url: string, extra = {}) {
  return client.post('/api2/blog/submit', { url, ...extra });
}

export async function submitted(client: Client, url: string, extra = {}) {
  const response = await submit(client, url, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.submission as {
    submissionId: number;
    state: string;
    status: string;
    feedUrl: string;
    siteUrl: string;
    title: string;
  };
}
