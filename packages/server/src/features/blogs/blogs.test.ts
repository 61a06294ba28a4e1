import { CTYPE, translate } from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../http/safe-fetch.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertTopic, signedInClient, signedInPerson } from '../../test/reading-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { BlogFetchError, detectFeed } from './detect.ts';
import { blogFeeds, blogSubmissions, importedItems, publisherRecommendations } from './tables.ts';
import { atomFeed, type FeedServer, htmlPage, rssFeed, startFeedServer } from './test-feed-server.ts';

let t: TestApp;
const servers: FeedServer[] = [];

beforeAll(async () => {
  t = await createTestApp((config) => ({
    ...config,
    outbound: { ...config.outbound, allowLoopback: true, timeoutMs: 3000 },
  }));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await t?.close();
});
afterEach(() => {
  t.config.outbound.allowLoopback = true;
});

const db = () => t.database.db;
const guest = () => createClient(t.app);

async function blogServer(host = '127.0.0.1') {
  const server = await startFeedServer(host);
  servers.push(server);
  return server;
}

let itemCounter = 0;
const items = (origin: string, n: number, prefix = 'Story') =>
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
async function simpleBlog(title = 'Garden Notes', count = 3) {
  const server = await blogServer();
  const feed = rssFeed(
    { title, link: `${server.origin}/`, description: 'Notes from a small garden' },
    items(server.origin, count),
  );
  server.serve('/', htmlPage(title, '/feed.xml'), 'text/html; charset=utf-8');
  server.serve('/feed.xml', feed, 'application/rss+xml');
  return server;
}

const submissionCount = async () => (await db().select({ n: count() }).from(blogSubmissions))[0]?.n ?? 0;

async function people() {
  const reader = await signedInPerson(t);
  const admin = await signedInPerson(t, { admin: true, accessRights: ['blogs'] });
  const master = await signedInPerson(t, { admin: true, masterAdmin: true });
  return { reader, admin, master };
}

async function submit(client: Awaited<ReturnType<typeof signedInPerson>>['client'], url: string, extra = {}) {
  return client.post('/api2/blog/submit', { url, ...extra });
}

async function submitted(
  client: Awaited<ReturnType<typeof signedInPerson>>['client'],
  url: string,
  extra = {},
) {
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

describe('feed detection', () => {
  it('takes a feed address as it is', async () => {
    const server = await simpleBlog('Direct Feed');
    const { reader } = await people();
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
    const { reader } = await people();
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
    const { reader } = await people();
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
    const { reader } = await people();
    const submission = await submitted(reader.client, `${server.origin}/`);
    expect(submission.feedUrl).toBe(`${server.origin}/atom.xml`);
    expect(server.hits('/feed')).toBe(1);
    expect(server.hits('/rss.xml')).toBe(1);
  });

  it("answers 'No RSS detected' when nothing is a feed, and stores nothing", async () => {
    const server = await blogServer();
    server.serve('/', htmlPage('No Feed Here', null), 'text/html');
    server.serve('/feed', '<html><body>not a feed</body></html>', 'text/html');
    const { reader } = await people();
    const before = await submissionCount();
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errorMsgKey: 'error.no_rss', errorMsg: 'No RSS detected' });
    expect(await submissionCount()).toBe(before);
  });

  it('says when the address cannot be opened', async () => {
    const server = await blogServer();
    await server.close();
    const { reader } = await people();
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.url).toBe(translate('en', 'validation.blog.unreachable'));
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const { reader } = await people();
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
    const { reader } = await people();
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
    const { reader } = await people();
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.url).toBe(translate('en', 'validation.blog.tooLarge'));
  });
});

describe('submission states (SPEC §4)', () => {
  it('refuses a resubmission the reviewer did not allow, and takes one that was allowed', async () => {
    const { reader, admin } = await people();
    const closed = await simpleBlog('Closed Blog');
    const first = await submitted(reader.client, closed.origin);
    const reject = await admin.client.post('/api2/admin/blog/review', {
      submissionId: first.submissionId,
      decision: 'reject',
      reasons: 'Mostly advertising',
      allowResubmit: false,
    });
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    const again = await submit(reader.client, closed.origin);
    expect(again.status).toBe(409);
    expect(again.body.errorMsgKey).toBe('error.blog.resubmit.not.allowed');

    const open = await simpleBlog('Open Blog');
    const second = await submitted(reader.client, open.origin);
    await admin.client.post('/api2/admin/blog/review', {
      submissionId: second.submissionId,
      decision: 'reject',
      reasons: 'Feed has no dates',
      allowResubmit: true,
    });
    const resubmitted = await submitted(reader.client, open.origin);
    expect(resubmitted.state).toBe('resubmitted');

    const mine = await reader.client.get('/api2/blog/mine');
    const states = mine.body.data.submissions.map((s: { state: string; reasons: string }) => [
      s.state,
      s.reasons,
    ]);
    expect(states).toEqual([
      ['resubmitted', ''],
      ['not_approved', 'Feed has no dates'],
      ['not_approved', 'Mostly advertising'],
    ]);
  });

  it('needs reasons to not approve', async () => {
    const { reader, admin } = await people();
    const server = await simpleBlog('Reasonless');
    const submission = await submitted(reader.client, server.origin);
    const response = await admin.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'reject',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.reasons).toBe(translate('en', 'validation.blog.reasons.required'));
  });

  it('cancels a pending submission, refuses to cancel an approved one, and hides others’ ones', async () => {
    const { reader, admin } = await people();
    const stranger = await signedInPerson(t);
    const pendingBlog = await simpleBlog('Pending Blog');
    const pending = await submitted(reader.client, pendingBlog.origin);
    expect(
      (await stranger.client.post('/api2/blog/cancel', { submissionId: pending.submissionId })).status,
    ).toBe(404);
    const canceled = await reader.client.post('/api2/blog/cancel', { submissionId: pending.submissionId });
    expect(canceled.body.data.submission).toMatchObject({ status: 'canceled', canCancel: false });

    const approvedBlog = await simpleBlog('Approved Blog');
    const approved = await submitted(reader.client, approvedBlog.origin);
    await admin.client.post('/api2/admin/blog/review', {
      submissionId: approved.submissionId,
      decision: 'approve',
    });
    const refused = await reader.client.post('/api2/blog/cancel', { submissionId: approved.submissionId });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsgKey).toBe('error.blog.already.approved');
  });

  it('keeps one live submission per blog', async () => {
    const { reader } = await people();
    const other = await signedInPerson(t);
    const server = await simpleBlog('Popular Blog');
    const first = await submitted(reader.client, `${server.origin}/`);
    // The same person again: the same submission answers.
    expect((await submitted(reader.client, server.origin)).submissionId).toBe(first.submissionId);
    const response = await submit(other.client, `${server.origin}/feed.xml`);
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.url).toBe(translate('en', 'validation.blog.alreadySubmitted'));
  });
});

describe('review queue permissions (SPEC §6)', () => {
  it('lets masterAdmin and admins with the blogs right in, and nobody else', async () => {
    const { reader, admin, master } = await people();
    const adminWithout = await signedInPerson(t, { admin: true, accessRights: ['photos'] });
    const server = await simpleBlog('Permission Blog');
    const submission = await submitted(reader.client, server.origin);

    expect((await guest().get('/api2/admin/blogs')).status).toBe(401);
    for (const client of [reader.client, adminWithout.client]) {
      const response = await client.get('/api2/admin/blogs');
      expect(response.status).toBe(403);
      expect(response.body.errorMsgKey).toBe('error.access_deny');
      const review = await client.post('/api2/admin/blog/review', {
        submissionId: submission.submissionId,
        decision: 'approve',
      });
      expect(review.status).toBe(403);
      expect((await client.get('/api2/admin/publisher/recommendations')).status).toBe(403);
    }
    const [row] = await db()
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.id, submission.submissionId));
    expect(row?.status).toBe('pending');

    for (const client of [admin.client, master.client]) {
      const response = await client.get('/api2/admin/blogs?status=pending');
      expect(response.status).toBe(200);
      const item = response.body.data.items.find(
        (entry: { submissionId: number }) => entry.submissionId === submission.submissionId,
      );
      expect(item.previewTitles).toEqual(['Story 1', 'Story 2', 'Story 3']);
      expect(item.submitter.userId).toBe(reader.userId);
      expect(response.body.data.counts.pending).toBeGreaterThan(0);
    }
    // Nothing the queue shows carries an email or access rights.
    expect(JSON.stringify((await admin.client.get('/api2/admin/blogs')).body)).not.toMatch(
      /email|accessRight/,
    );
  });
});

describe('import', () => {
  it('creates the publisher profile on approval and imports the feed at once', async () => {
    const { reader, master } = await people();
    const topic = await insertTopic(db(), { title: `Gardening ${Date.now()}` });
    const server = await simpleBlog('Garden Notes', 3);
    const submission = await submitted(reader.client, server.origin, { lang: 'tw', topicIds: [topic.id] });
    const response = await master.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'approve',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.imported).toBe(3);
    const publisherId = response.body.data.submission.publisher.userId as number;
    const [publisher] = await db().select().from(users).where(eq(users.id, publisherId));
    expect(publisher).toMatchObject({
      displayName: 'Garden Notes',
      bio: 'Notes from a small garden',
      website: `${server.origin}/`,
      passwordHash: null,
      email: null,
    });
    expect(publisher?.username).toMatch(/^127-0-0/);

    const stories = await db().select().from(contents).where(eq(contents.publisherId, publisherId));
    expect(stories).toHaveLength(3);
    for (const story of stories) {
      expect(story).toMatchObject({
        ctype: CTYPE.external,
        status: 'published',
        authorId: publisherId,
        lang: 'tw',
      });
      expect(story.linkUrl).toMatch(new RegExp(`^${server.origin}/posts/`));
      expect(story.description).toMatch(/^Summary of story \d$/);
    }
    // Signing in as the publisher is impossible: it has no password and no email.
    const login = await guest().post('/api/auth/login/p.json', {
      username: publisher?.username,
      password: 'whatever1',
    });
    expect(login.status).toBeGreaterThanOrEqual(400);

    // Approved blogs show up as blogs in the people autocomplete (type B).
    const suggestions = await guest().post('/api2/people/autocomplete', { q: 'Garden Notes', type: 'B' });
    expect(JSON.stringify(suggestions.body)).toContain(publisher?.username);
  });

  it('imports each item once, and asks with ETag and Last-Modified (304)', async () => {
    const { reader, admin } = await people();
    const server = await blogServer();
    const feed = rssFeed({ title: 'Conditional', link: `${server.origin}/` }, items(server.origin, 2));
    let conditional = 0;
    server.route('/feed.xml', (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') {
        conditional += 1;
        response.writeHead(304).end();
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'application/rss+xml',
          etag: '"v1"',
          'last-modified': 'Wed, 01 May 2024 10:00:00 GMT',
        })
        .end(feed);
    });
    const submission = await submitted(reader.client, `${server.origin}/feed.xml`);
    const approved = await admin.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'approve',
    });
    expect(approved.body.data.imported).toBe(2);
    const [feedRow] = await db()
      .select()
      .from(blogFeeds)
      .where(eq(blogFeeds.submissionId, submission.submissionId));
    expect(feedRow).toMatchObject({
      etag: '"v1"',
      lastModified: 'Wed, 01 May 2024 10:00:00 GMT',
      importedCount: 2,
    });

    expect(await t.app.services.blogs.importFeed(feedRow!.id)).toEqual({
      status: 'not_modified',
      imported: 0,
    });
    expect(conditional).toBe(1);

    // Without the conditional answer, a re-run finds the same items and stores none again.
    await db().update(blogFeeds).set({ etag: null, lastModified: null }).where(eq(blogFeeds.id, feedRow!.id));
    expect(await t.app.services.blogs.importFeed(feedRow!.id)).toEqual({ status: 'imported', imported: 0 });
    const stored = await db()
      .select({ n: count() })
      .from(importedItems)
      .where(eq(importedItems.feedId, feedRow!.id));
    expect(stored[0]?.n).toBe(2);
  });

  it('imports an Atom feed', async () => {
    const { reader, admin } = await people();
    const server = await blogServer();
    server.serve(
      '/atom.xml',
      atomFeed(
        { title: 'Atom Blog', link: `${server.origin}/`, subtitle: 'Entries' },
        items(server.origin, 4, 'Entry'),
      ),
      'application/atom+xml',
    );
    const submission = await submitted(reader.client, `${server.origin}/atom.xml`);
    const response = await admin.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'approve',
    });
    expect(response.body.data.imported).toBe(4);
  });

  it('treats a feed as hostile input: markup stripped, unsafe links dropped, the item count capped', async () => {
    const { reader, admin } = await people();
    const server = await blogServer();
    const hostile = `<?xml version="1.0"?><rss version="2.0"><channel><title>&lt;script&gt;alert(1)&lt;/script&gt;Evil &lt;b&gt;Blog&lt;/b&gt;</title><link>${server.origin}/</link>
      <description>&lt;img src=x onerror=alert(1)&gt;Bad</description>
      <item><title><![CDATA[<script>window.__xss=1</script>Clean <em>title</em>]]></title><link>${server.origin}/a</link><guid>a</guid>
        <description><![CDATA[<img src=x onerror="window.__xss=1"><p>Text <a href="javascript:alert(1)">link</a></p><style>*{}</style>]]></description></item>
      <item><title>Scripted link</title><link>javascript:alert(document.cookie)</link><guid>b</guid></item>
      <item><title>Data link</title><link>data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;</link><guid>c</guid></item>
      <item><title>Relative</title><link>/relative-post</link><guid>d</guid></item>
      <item><title>Future</title><link>${server.origin}/future</link><guid>e</guid><pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate></item>
      ${Array.from({ length: 120 }, (_, i) => `<item><title>Bulk ${i}</title><link>${server.origin}/bulk/${i}</link></item>`).join('')}
    </channel></rss>`;
    server.serve('/feed', hostile, 'application/rss+xml');
    const submission = await submitted(reader.client, `${server.origin}/feed`);
    expect(submission.title).toBe('Evil Blog');
    const response = await admin.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'approve',
    });
    expect(response.status).toBe(200);
    const publisherId = response.body.data.submission.publisher.userId as number;
    const stories = await db().select().from(contents).where(eq(contents.publisherId, publisherId));
    expect(stories).toHaveLength(50);
    const byLink = new Map(stories.map((story) => [story.linkUrl, story]));
    expect(byLink.get(`${server.origin}/a`)).toMatchObject({
      title: 'Clean title',
      description: 'Text link',
    });
    expect(byLink.get(`${server.origin}/relative-post`)?.title).toBe('Relative');
    expect(byLink.get(`${server.origin}/future`)?.publishedAt?.getTime()).toBeLessThanOrEqual(Date.now());
    for (const story of stories) {
      expect(story.linkUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(`${story.title} ${story.description}`).not.toMatch(/<|javascript:|onerror/);
    }
    const [publisher] = await db().select().from(users).where(eq(users.id, publisherId));
    expect(publisher?.bio).toBe('Bad');
  });

  it('refuses a feed that declares entities (billion laughs) instead of expanding it', async () => {
    const server = await blogServer();
    const laughs = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
    ).join(
      '',
    )}]><rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title><link>${server.origin}/x</link></item></channel></rss>`;
    server.serve('/', laughs, 'application/rss+xml');
    const external = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>`;
    server.serve('/feed', external, 'application/rss+xml');
    for (const path of ['/rss.xml', '/atom.xml', '/index.xml', '/feed.xml'])
      server.serve(path, laughs, 'text/xml');
    const { reader } = await people();
    const started = Date.now();
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(422);
    expect(response.body.errorMsgKey).toBe('error.no_rss');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('backs off a failing feed', async () => {
    const { reader, admin } = await people();
    const server = await simpleBlog('Flaky Blog', 1);
    const submission = await submitted(reader.client, `${server.origin}/feed.xml`);
    server.route('/feed.xml', (_request, response) => {
      response.writeHead(500).end('down');
    });
    const response = await admin.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'approve',
    });
    expect(response.body.data.imported).toBe(0);
    const [feed] = await db()
      .select()
      .from(blogFeeds)
      .where(eq(blogFeeds.submissionId, submission.submissionId));
    expect(feed?.failureCount).toBe(1);
    expect(feed?.lastError).toContain('500');
    const waitMinutes = (feed!.nextFetchAt.getTime() - Date.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThan(t.config.blogImport.intervalMinutes * 1.5);
  });

  it('imports due feeds from the job, each feed claimed by one run only (SKIP LOCKED)', async () => {
    const { reader, admin } = await people();
    const blogs = [await simpleBlog('Job Blog One', 2), await simpleBlog('Job Blog Two', 2)];
    const feedIds: number[] = [];
    for (const server of blogs) {
      const submission = await submitted(reader.client, server.origin);
      await admin.client.post('/api2/admin/blog/review', {
        submissionId: submission.submissionId,
        decision: 'approve',
      });
      const [feed] = await db()
        .select()
        .from(blogFeeds)
        .where(eq(blogFeeds.submissionId, submission.submissionId));
      feedIds.push(feed!.id);
    }
    // New items appear, and the feeds fall due.
    for (const [index, server] of blogs.entries()) {
      server.serve(
        '/feed.xml',
        rssFeed({ title: `Job Blog ${index}`, link: `${server.origin}/` }, items(server.origin, 3, 'Fresh')),
        'application/rss+xml',
      );
    }
    const hitsBefore = blogs.map((server) => server.hits('/feed.xml'));
    await db()
      .update(blogFeeds)
      .set({ nextFetchAt: new Date(Date.now() - 1000) });
    const runs = await Promise.all([
      t.app.services.blogs.importDue(),
      t.app.services.blogs.importDue(),
      t.app.services.blogs.importDue(),
    ]);
    const claimed = runs.flat().map((run) => run.feedId);
    for (const feedId of feedIds) expect(claimed.filter((id) => id === feedId)).toHaveLength(1);
    blogs.forEach((server, index) => {
      expect(server.hits('/feed.xml') - (hitsBefore[index] ?? 0)).toBe(1);
    });
    for (const feedId of feedIds) {
      const [feed] = await db().select().from(blogFeeds).where(eq(blogFeeds.id, feedId));
      expect(feed?.importedCount).toBe(5);
      expect(feed!.nextFetchAt.getTime()).toBeGreaterThan(Date.now());
    }
    // Nothing is due now.
    expect(await t.app.services.blogs.importDue()).toEqual([]);
  });
});

describe('publisher recommendations', () => {
  it('stores a recommendation, shows it to reviewers, dismisses or reviews it as a submission', async () => {
    const { reader, admin } = await people();
    const server = await simpleBlog('Recommended Blog', 1);
    const first = await reader.client.post('/api2/publisher/recommend', {
      url: server.origin,
      note: '  Lovely writing <b>x</b> ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.recommendation).toMatchObject({
      url: `${server.origin}/`,
      note: 'Lovely writing <b>x</b>',
      status: 'new',
    });
    const second = await reader.client.post('/api2/publisher/recommend', { url: 'https://another.example/' });

    const queue = await admin.client.get('/api2/admin/publisher/recommendations');
    const ids = queue.body.data.items.map((item: { recommendationId: number }) => item.recommendationId);
    expect(ids).toEqual(expect.arrayContaining([first.body.data.recommendation.recommendationId]));

    const dismissed = await admin.client.post('/api2/admin/publisher/recommendation/dismiss', {
      recommendationId: second.body.data.recommendation.recommendationId,
    });
    expect(dismissed.body.data.status).toBe('dismissed');
    const asSubmission = await admin.client.post('/api2/admin/publisher/recommendation/submit', {
      recommendationId: first.body.data.recommendation.recommendationId,
    });
    expect(asSubmission.status, JSON.stringify(asSubmission.body)).toBe(200);
    expect(asSubmission.body.data.submission).toMatchObject({
      state: 'submitted',
      title: 'Recommended Blog',
    });
    const [row] = await db()
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.id, asSubmission.body.data.submission.submissionId));
    expect(row?.submitterId).toBe(reader.userId);
    const again = await admin.client.post('/api2/admin/publisher/recommendation/dismiss', {
      recommendationId: first.body.data.recommendation.recommendationId,
    });
    expect(again.status).toBe(400);
  });

  it('refuses guests, bad input and floods', async () => {
    expect((await guest().post('/api2/publisher/recommend', { url: 'https://a.example/' })).status).toBe(401);
    const person = await insertPerson(db());
    const client = await signedInClient(t, person.id);
    expect((await client.post('/api2/publisher/recommend', { url: 'javascript:1' })).status).toBe(400);
    expect(
      (await client.post('/api2/publisher/recommend', { url: 'https://a.example/', note: 'x'.repeat(501) }))
        .status,
    ).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await client.post('/api2/publisher/recommend', { url: `https://r${i}.example/` })).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const stored = await db()
      .select({ n: count() })
      .from(publisherRecommendations)
      .where(and(eq(publisherRecommendations.userId, person.id)));
    expect(stored[0]?.n).toBe(10);
  });
});
