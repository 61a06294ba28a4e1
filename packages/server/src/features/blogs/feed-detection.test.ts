import { translate } from '@masthead/core';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../http/safe-fetch.ts';
import { createClient, type TestApp } from '../../test/app.ts';
import {
  blogServer,
  items,
  people,
  simpleBlog,
  submit,
  submitted,
  useBlogsApp,
} from '../../test/blogs-fixtures.ts';
import { atomFeed, htmlPage, rssFeed } from '../../test/feed-server.ts';
import { BlogFetchError, detectFeed } from './detect.ts';
import { blogSubmissions } from './tables.ts';

let t: TestApp;
useBlogsApp((app) => {
  t = app;
});
afterEach(() => {
  t.config.outbound.allowLoopback = true;
});

const db = () => t.database.db;
const guest = () => createClient(t.app);

const submissionCount = async () => (await db().select({ n: count() }).from(blogSubmissions))[0]?.n ?? 0;

describe('feed detection', () => {
  it('takes a feed address as it is', async () => {
    const server = await simpleBlog('Direct Feed');
    const { reader } = await people(t);
    const submission = await submitted(reader.client, `${server.origin}/feed.xml`, { lang: 'en' });
    expect(submission).toMatchObject({
      status: 'pending',
      state: 'submitted',
      feedUrl: `${server.origin}/feed.xml`,
      siteUrl: `${server.origin}/`,
      title: 'Direct Feed',
    });
  });

  it('finds the feed a page announces, resolving a relative href against the page', async () => {
    const server = await blogServer();
    server.serve('/journal/', htmlPage('Journal', 'rss.xml'), 'text/html');
    server.serve(
      '/journal/rss.xml',
      rssFeed({ title: 'The Journal', link: `${server.origin}/journal/` }, items(server.origin, 2)),
      'text/xml',
    );
    const { reader } = await people(t);
    const submission = await submitted(reader.client, `${server.origin}/journal/`);
    expect(submission.feedUrl).toBe(`${server.origin}/journal/rss.xml`);
    expect(submission.siteUrl).toBe(`${server.origin}/journal/`);
    expect(submission.title).toBe('The Journal');
  });

  it('finds an Atom feed announced by the page', async () => {
    const server = await blogServer();
    server.serve(
      '/',
      htmlPage('Atomic', `${server.origin}/feeds/all.atom`, 'application/atom+xml'),
      'text/html',
    );
    server.serve(
      '/feeds/all.atom',
      atomFeed({ title: 'Atomic', link: `${server.origin}/` }, items(server.origin, 2)),
      'application/atom+xml',
    );
    const { reader } = await people(t);
    expect((await submitted(reader.client, server.origin)).feedUrl).toBe(`${server.origin}/feeds/all.atom`);
  });

  it('tries the common feed paths when the page names none', async () => {
    const server = await blogServer();
    server.serve('/', htmlPage('Quiet Blog', null), 'text/html');
    server.serve(
      '/atom.xml',
      atomFeed({ title: 'Quiet Blog', link: `${server.origin}/` }, items(server.origin, 1)),
      'application/atom+xml',
    );
    const { reader } = await people(t);
    const submission = await submitted(reader.client, `${server.origin}/`);
    expect(submission.feedUrl).toBe(`${server.origin}/atom.xml`);
    expect(server.hits('/feed')).toBe(1);
    expect(server.hits('/rss.xml')).toBe(1);
  });

  it("answers 'No RSS detected' when nothing is a feed, and stores nothing", async () => {
    const server = await blogServer();
    server.serve('/', htmlPage('No Feed Here', null), 'text/html');
    server.serve('/feed', '<html><body>not a feed</body></html>', 'text/html');
    const { reader } = await people(t);
    const before = await submissionCount();
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errorMsgKey: 'error.no_rss', errorMsg: 'No RSS detected' });
    expect(await submissionCount()).toBe(before);
  });

  it('says when the address cannot be opened', async () => {
    const server = await blogServer();
    await server.close();
    const { reader } = await people(t);
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.url).toBe(translate('en', 'validation.blog.unreachable'));
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const { reader } = await people(t);
    const before = await submissionCount();
    for (const body of [
      {},
      { url: '' },
      { url: 'javascript:alert(1)' },
      { url: 'ftp://example.com/feed' },
      { url: 'https://user:pw@example.com/' },
      { url: 'https://example.com/', topicIds: ['7'] },
      { url: 'https://example.com/', lang: 'xx' },
      { url: 'x'.repeat(2001) },
      { url: 'https://example.com/', extra: 1 },
    ]) {
      const response = await reader.client.post('/api2/blog/submit', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const missingTopic = await submit(reader.client, 'https://example.com/', { topicIds: [99_999_999] });
    expect(missingTopic.status).toBe(400);
    expect(await submissionCount()).toBe(before);
  });

  it('asks a guest to sign in', async () => {
    const response = await guest().post('/api2/blog/submit', { url: 'https://example.com/' });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
    expect((await guest().get('/api2/blog/mine')).status).toBe(401);
  });
});

describe('outbound fetches (TESTING §4)', () => {
  it('refuses private and loopback blog addresses when loopback is not allowed, without connecting', async () => {
    const canary = await blogServer();
    canary.serve('/', htmlPage('Canary', '/feed.xml'), 'text/html');
    t.config.outbound.allowLoopback = false;
    const { reader } = await people(t);
    for (const url of [
      canary.origin,
      `http://localhost:${canary.port}/`,
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://2130706433/',
    ]) {
      const response = await submit(reader.client, url);
      expect(response.status, url).toBe(400);
      expect(response.body.errors.fields.url, url).toBe(translate('en', 'validation.blog.blocked'));
    }
    expect(canary.state.connections).toBe(0);
  });

  it('checks every redirect again: a public page redirecting to loopback is refused', async () => {
    const canary = await blogServer('127.0.0.2');
    canary.serve('/feed.xml', rssFeed({ title: 'Canary', link: canary.origin }, []), 'application/rss+xml');
    const origin = await blogServer();
    origin.route('/', (_request, response) => {
      response.writeHead(302, { location: `${canary.origin}/feed.xml` }).end();
    });
    // The origin is trusted as a public host would be; the canary is loopback, which is not allowed.
    const fetcher = createSafeFetch({ alsoAllow: ['127.0.0.1'] });
    const attempt = detectFeed(`${origin.origin}/`, { allowLoopback: false, timeoutMs: 3000, fetcher });
    await expect(attempt).rejects.toBeInstanceOf(BlogFetchError);
    await expect(attempt).rejects.toMatchObject({ problem: 'blocked' });
    expect(canary.state.connections).toBe(0);
  });

  it('cuts a feed larger than the cap', async () => {
    const server = await blogServer();
    server.serve(
      '/',
      `<rss><channel><title>${'x'.repeat(3 * 1024 * 1024)}</title></channel></rss>`,
      'application/rss+xml',
    );
    const { reader } = await people(t);
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.url).toBe(translate('en', 'validation.blog.tooLarge'));
  });
});
