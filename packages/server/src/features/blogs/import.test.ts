import { CTYPE } from '@masthead/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { insertTopic } from '../../test/reading-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { blogFeeds, importedItems } from './tables.ts';

let t: TestApp;
useBlogsApp((app) => {
  t = app;
});

const db = () => t.database.db;
const guest = () => createClient(t.app);

type Person = Awaited<ReturnType<typeof people>>['reader'];

/** A reader submits the blog at `origin` and a blogs admin approves it: the answer and its feed row. */
async function approvedFeed(reader: Person, admin: Person, origin: string) {
  const submission = await submitted(reader.client, origin);
  const approved = await admin.client.post('/api2/admin/blog/review', {
    submissionId: submission.submissionId,
    decision: 'approve',
  });
  const [feed] = await db()
    .select()
    .from(blogFeeds)
    .where(eq(blogFeeds.submissionId, submission.submissionId));
  return { approved, feed: feed! };
}

/** The feed falls due and the import job runs. */
async function importAgain(feedId: number) {
  await db()
    .update(blogFeeds)
    .set({ nextFetchAt: new Date(Date.now() - 1000) })
    .where(eq(blogFeeds.id, feedId));
  await t.app.services.blogs.importDue();
}

describe('import', () => {
  it('creates the publisher profile on approval and imports the feed at once', async () => {
    const { reader, master } = await people(t);
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
      isDummy: true,
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

  it('names the publisher by the dummy rules: a display name up to 50 characters (SPEC §5)', async () => {
    const { reader, master } = await people(t);
    const title = 'Slow Gardening on a Small Balcony in Taipei, Weekly'; // 51 characters
    const server = await simpleBlog(title, 1);
    const submission = await submitted(reader.client, server.origin);
    const response = await master.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'approve',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const publisherId = response.body.data.submission.publisher.userId as number;
    const [publisher] = await db().select().from(users).where(eq(users.id, publisherId));
    expect(publisher?.isDummy).toBe(true);
    expect(Array.from(publisher?.displayName ?? '')).toHaveLength(50);
    expect(publisher?.displayName.startsWith(title.slice(0, 40))).toBe(true);
    expect(publisher?.username.length).toBeGreaterThanOrEqual(3);
    expect(publisher?.username.length).toBeLessThanOrEqual(40);
  });

  it('imports each item once, and asks with ETag and Last-Modified (304)', async () => {
    const { reader, admin } = await people(t);
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
    const { reader, admin } = await people(t);
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
    const { reader, admin } = await people(t);
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
    const { reader } = await people(t);
    const started = Date.now();
    const response = await submit(reader.client, server.origin);
    expect(response.status).toBe(422);
    expect(response.body.errorMsgKey).toBe('error.no_rss');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('backs off a failing feed', async () => {
    const { reader, admin } = await people(t);
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
    const { reader, admin } = await people(t);
    const blogs = [await simpleBlog('Job Blog One', 2), await simpleBlog('Job Blog Two', 2)];
    const feedIds: number[] = [];
    for (const server of blogs) feedIds.push((await approvedFeed(reader, admin, server.origin)).feed.id);
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

  it("finds a blog's Facebook comments on its newest post and marks its stories for them (SPEC §9)", async () => {
    const { reader, admin } = await people(t);
    const server = await blogServer();
    const posts = items(server.origin, 2, 'Harbour');
    server.serve('/', htmlPage('Harbour Notes', '/feed.xml'), 'text/html; charset=utf-8');
    server.serve(
      '/feed.xml',
      rssFeed({ title: 'Harbour Notes', link: `${server.origin}/` }, posts),
      'application/rss+xml',
    );
    const newest = new URL(posts[0]!.link).pathname;
    server.serve(
      newest,
      '<html><body><article>Tides</article><div class="fb-comments" data-href="x" data-numposts="5"></div></body></html>',
      'text/html; charset=utf-8',
    );
    const { approved, feed } = await approvedFeed(reader, admin, server.origin);
    expect(approved.body.data.imported).toBe(2);
    expect(server.hits(newest)).toBe(1);
    expect(feed.socialComments).toBe('facebook');
    const stories = await db().select().from(contents).where(eq(contents.publisherId, feed.publisherId));
    expect(stories.map((story) => story.extra)).toEqual([
      { socialComments: 'facebook' },
      { socialComments: 'facebook' },
    ]);
    const page = await guest().get(`/api2/content/page?cgroupId=${stories[0]!.id}`);
    expect(page.body.data.extra).toEqual({ kind: 'external', socialComments: 'facebook' });
    expect(page.body.data.linkUrl).toMatch(/\/posts\//);

    // Decided once: the next import does not read the post again.
    await importAgain(feed.id);
    expect(server.hits(newest)).toBe(1);
  });

  it('marks a blog without them as having none, and asks again when its post could not be reached', async () => {
    const { reader, admin } = await people(t);
    const server = await simpleBlog('Quiet Blog', 1);
    const { feed } = await approvedFeed(reader, admin, server.origin);
    // Its post answered 404: not decided, asked again on the next import.
    expect(feed.socialComments).toBeNull();
    const [story] = await db().select().from(contents).where(eq(contents.publisherId, feed.publisherId));
    expect(story!.extra).toEqual({});
    server.route(new URL(story!.linkUrl!).pathname, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>No comments here.</p>');
    });
    await importAgain(feed.id);
    const [after] = await db().select().from(blogFeeds).where(eq(blogFeeds.id, feed.id));
    expect(after!.socialComments).toBe('none');
    const page = await guest().get(`/api2/content/page?cgroupId=${story!.id}`);
    expect(page.body.data.extra).toEqual({ kind: 'external' });
  });
});
