import { ROBOTS_DISALLOW, SITEMAP_KINDS, topicPath } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertLocation, insertPerson, insertStory, insertTopic } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { magazines } from '../magazines/tables.ts';

/**
 * Issue 18: robots.txt read by a spec-compliant parser, and the sitemap index and its parts read as
 * XML: every kind listed, paged at the configured limit (the protocol's 50,000 in production, 2 here),
 * with lastmod, hostile titles escaped, and nothing a public page would not show.
 */

let t: TestApp;
let closedMagazine: string;
let suspended: string;
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

beforeAll(async () => {
  t = await createTestApp((config) => ({ ...config, sitemapUrlLimit: 2 }));
  const db = t.database.db;
  const topic = await insertTopic(db, { title: 'Tea </script> & ]]>' });
  const writer = await insertPerson(db, { username: 'sitemapwriter' });
  const place = await insertLocation(db, { state: 'Taipei City', city: 'Beitou' });
  for (const title of ['One', 'Two', 'Three </script>']) {
    await insertStory(db, writer.id, { title, topicIds: [topic.id], locationId: place.id });
  }
  await insertStory(db, writer.id, { title: 'A draft', status: 'draft' });
  await insertPerson(db, { username: 'justareader' });
  const banned = await insertPerson(db, { username: 'bannedwriter', suspendedAt: new Date() });
  suspended = banned.username;
  await insertStory(db, banned.id, { title: 'By someone suspended' });
  const closed = await buildMagazine(t, { seats: ['primaryOwner'] });
  closedMagazine = closed.magazine.username;
  await db.update(magazines).set({ closedAt: new Date() }).where(eq(magazines.userId, closed.magazineUserId));
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function urlsOf(kind: string): Promise<{ loc: string; lastmod?: string }[]> {
  const urls: { loc: string; lastmod?: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await get(`/sitemaps/${kind}-${page}.xml`);
    if (answer.statusCode === 404 && page > 1) return urls;
    expect(answer.statusCode, answer.body).toBe(200);
    const set = parser.parse(answer.body).urlset;
    expect(set['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const part = (set.url ?? []) as { loc: string; lastmod?: string }[];
    expect(part.length).toBeLessThanOrEqual(2);
    urls.push(...part);
  }
}

describe('robots.txt', () => {
  it('allows public pages, keeps crawlers out of private ones, and names the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const origin = t.config.publicUrl;
    const robots = robotsParser(`${origin}/robots.txt`, answer.body);
    for (const path of [
      '/',
      '/post/1/x.html',
      '/blogs/tea',
      '/@ada',
      '/tw/taipei/-',
      '/rss.xml',
      '/sitemap.xml',
    ])
      expect(robots.isAllowed(`${origin}${path}`, 'Googlebot'), path).toBe(true);
    for (const path of [
      '/settings/account.html',
      '/draft_preview.html?code=abc',
      '/write.html',
      '/my_payments.html',
      '/admin/blogs.html',
      '/dashboard/@ada',
      '/api2/health',
      '/search.html?q=x',
    ])
      expect(robots.isDisallowed(`${origin}${path}`, 'Googlebot'), path).toBe(true);
    expect(robots.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
    expect(ROBOTS_DISALLOW.length).toBeGreaterThan(10);
  });
});

describe('the sitemaps', () => {
  it('index every part of every kind, paged at the limit', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = parser.parse(answer.body).sitemapindex;
    const locs = (index.sitemap as { loc: string }[]).map((sitemap) => sitemap.loc);
    const origin = t.config.publicUrl;
    // Three stories at two a part: two parts; everything else fits one.
    expect(locs).toEqual([
      `${origin}/sitemaps/stories-1.xml`,
      `${origin}/sitemaps/stories-2.xml`,
      ...SITEMAP_KINDS.filter((kind) => kind !== 'stories').map((kind) => `${origin}/sitemaps/${kind}-1.xml`),
    ]);
    expect((await get('/sitemaps/stories-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/stories-0.xml')).statusCode).toBe(404);
  });

  it('list published stories, topics with stories, publishing people and places, with lastmod', async () => {
    const origin = t.config.publicUrl;
    const stories = await urlsOf('stories');
    expect(stories).toHaveLength(3);
    expect(stories.every((url) => url.loc.startsWith(`${origin}/post/`) && url.lastmod)).toBe(true);
    expect(stories.map((url) => url.loc).join(' ')).not.toMatch(/draft|suspended/);
    const topics = await urlsOf('topics');
    expect(topics.map((url) => url.loc)).toEqual([
      `${origin}${topicPath({ topicId: 0, title: 'Tea </script> & ]]>' })}`,
    ]);
    expect(topics[0]?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    const people = (await urlsOf('people')).map((url) => url.loc);
    expect(people).toContain(`${origin}/@sitemapwriter`);
    for (const hidden of ['justareader', suspended, closedMagazine])
      expect(people).not.toContain(`${origin}/@${hidden}`);
    const places = await urlsOf('places');
    expect(places.map((url) => url.loc)).toEqual([`${origin}/tw/taipei-city/beitou`]);
  });

  it('escape what titles hold, and answer 304 when unchanged', async () => {
    const answer = await get('/sitemaps/topics-1.xml');
    expect(answer.body).not.toMatch(/<\/script>|\]\]>/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/topics-1.xml',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
