import { topicFeedPath } from '@masthead/core';
import { parseFeed } from '@rowanmanning/feed-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertLocation,
  insertPerson,
  insertStory,
  insertTopic,
  minutesAgo,
} from '../../test/reading-fixtures.ts';
import { buildMagazine, type Team } from '../../test/team-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { magazines } from '../magazines/tables.ts';

/**
 * Issue 18: RSS 2.0 feeds of the site, a topic, a profile, a business's own host and a place, read
 * back with a maintained feed parser. Hostile titles and bodies stay inert, a premium body never
 * leaves the server, a hidden secretAdmin stays hidden, and an unchanged feed answers 304.
 */

const HOSTILE_TITLE = '</script><script>alert(1)</script> ]]> <b>bold</b> & "quotes"';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>]]>';
const PREMIUM_SECRET = 'PREMIUM-BODY-NEVER-IN-A-FEED';

let t: TestApp;
let team: Team;
let topic: { id: number; title: string };
const ids: Record<string, number> = {};
let writerUsername: string;
let placePath: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  topic = await insertTopic(db, { title: 'Night Markets & Food' });
  const writer = await insertPerson(db, {
    displayName: HOSTILE_NAME,
    username: `writer_${Date.now() % 1e6}`,
  });
  writerUsername = writer.username;
  const place = await insertLocation(db, { state: 'Taipei City', city: 'Daan' });
  placePath = '/tw/taipei-city/daan';
  ids.free = (
    await insertStory(db, writer.id, {
      title: HOSTILE_TITLE,
      description: 'A <summary> & more',
      body: '<p>Free <strong>body</strong> <a href="/blogs/night-markets">more</a></p>',
      photoPath: '/images/c/1/cover.jpg',
      topicIds: [topic.id],
      locationId: place.id,
      publishedAt: minutesAgo(30),
    })
  ).id;
  // Hostile markup as an older store might hold it: the feed sanitises on the way out as well.
  await db
    .update(contents)
    .set({
      body: '<p>Free <strong>body</strong></p><script>window.__xss=1</script><img src=x onerror="alert(1)">',
    })
    .where(eq(contents.id, ids.free));
  ids.premium = (
    await insertStory(db, writer.id, {
      title: 'Premium story',
      description: 'What the premium story is about.',
      body: `<p>${PREMIUM_SECRET}</p>`,
      premium: true,
      topicIds: [topic.id],
      publishedAt: minutesAgo(20),
    })
  ).id;
  team = await buildMagazine(t, { seats: ['primaryOwner', 'secretAdmin', 'writer'] });
  ids.hidden = (
    await insertStory(db, team.people.secretAdmin.id, {
      publisherId: team.magazineUserId,
      title: 'Written by the hidden member',
      topicIds: [topic.id],
      publishedAt: minutesAgo(10),
    })
  ).id;
});
afterAll(() => t?.close());

const guest = () => createClient(t.app);

async function feedAt(url: string, host?: string) {
  const answer = await t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return { raw: answer.body, feed: parseFeed(answer.body), headers: answer.headers };
}

const topicFeedUrl = topicFeedPath({ topicId: 0, title: 'Night Markets & Food' }) ?? '';

describe('a topic feed', () => {
  it('lists the topic’s stories newest first with every item field, links absolute', async () => {
    const { feed, raw } = await feedAt(topicFeedUrl);
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toBe('Night Markets & Food · Masthead');
    expect(feed.url).toBe(`${t.config.publicUrl}${topicFeedUrl.replace('/rss.xml', '')}`);
    expect(feed.self).toBe(`${t.config.publicUrl}${topicFeedUrl}`);
    expect(feed.language).toBe('en');
    expect(feed.items.map((item) => item.id)).toEqual(
      [ids.hidden, ids.premium, ids.free].map((id) => `urn:masthead:content:${id}`),
    );
    const free = feed.items[2]!;
    expect(free.title).toBe(HOSTILE_TITLE);
    expect(free.url).toMatch(new RegExp(`^${t.config.publicUrl}/post/${ids.free}/`));
    expect(free.published?.toISOString()).toBe(
      minutesAgo(30)
        .toISOString()
        .replace(/\.\d{3}Z$/, '.000Z'),
    );
    // The parser reads 'Name <email>' out of an author's text, so the name is checked as written.
    expect(raw).toContain('<dc:creator>&lt;img src=x onerror=alert(1)&gt;]]&gt;</dc:creator>');
    expect(free.authors).toHaveLength(1);
    expect(free.categories.map((category) => category.term)).toEqual(['Night Markets & Food']);
    expect(free.description).toBe('A <summary> & more');
    expect(free.media.map((media) => media.url)).toEqual([`${t.config.publicUrl}/images/c/1/cover-xl.jpg`]);
    expect(free.content).toContain('<strong>body</strong>');
    // Escaped text only: nothing in the document is markup but the feed's own elements.
    expect(raw).not.toMatch(/<script|<img|<b>|<summary>|\]\]>|onerror="/i);
  });

  it('sanitises bodies on the way out and never carries a premium body', async () => {
    const { feed, raw } = await feedAt(topicFeedUrl);
    const [hidden, premium, free] = feed.items;
    expect(free?.content).not.toMatch(/script|onerror|__xss/);
    expect(premium?.content).toBeNull();
    expect(premium?.description).toBe('What the premium story is about.');
    expect(raw).not.toContain(PREMIUM_SECRET);
    expect(hidden?.content).toContain('Hello.');
  });

  it('shows a hidden secretAdmin’s story as the magazine’s, never naming them', async () => {
    const { feed, raw } = await feedAt(topicFeedUrl);
    expect(feed.items[0]?.authors.map((author) => author.name)).toEqual([team.magazine.displayName]);
    expect(raw).not.toContain(team.people.secretAdmin.displayName);
    expect(raw).not.toContain(team.people.secretAdmin.username);
  });

  it('is a 404 for a topic that does not exist', async () => {
    const answer = await guest().get('/blogs/no-such-topic-here/rss.xml');
    expect(answer.status).toBe(404);
  });
});

describe('a profile feed', () => {
  it('lists what a person wrote, as their profile does', async () => {
    const { feed } = await feedAt(`/@${writerUsername}/rss.xml`);
    expect(feed.title).toBe(`${HOSTILE_NAME} · Masthead`);
    expect(feed.url).toBe(`${t.config.publicUrl}/@${writerUsername}`);
    expect(feed.items.map((item) => item.id)).toEqual(
      [ids.premium, ids.free].map((id) => `urn:masthead:content:${id}`),
    );
  });

  it('lists a magazine’s stories, but never in its hidden member’s own feed', async () => {
    const magazine = await feedAt(`/@${team.magazine.username}/rss.xml`);
    expect(magazine.feed.items.map((item) => item.id)).toEqual([`urn:masthead:content:${ids.hidden}`]);
    const hidden = await feedAt(`/@${team.people.secretAdmin.username}/rss.xml`);
    expect(hidden.feed.items).toEqual([]);
  });

  it('is a 404 for an unknown person, a suspended one and a closed magazine', async () => {
    const db = t.database.db;
    const suspended = await insertPerson(db, { suspendedAt: new Date() });
    const closed = await buildMagazine(t, { seats: ['primaryOwner'] });
    await db
      .update(magazines)
      .set({ closedAt: new Date() })
      .where(eq(magazines.userId, closed.magazineUserId));
    for (const username of ['nobody_at_all', suspended.username, closed.magazine.username]) {
      expect((await guest().get(`/@${username}/rss.xml`)).status, username).toBe(404);
    }
  });
});

describe('a business’s feed on its own host', () => {
  it('is /rss.xml there, with links on that host', async () => {
    const business = await buildMagazine(t, { kind: 'business', seats: ['primaryOwner'] });
    const db = t.database.db;
    await db.update(users).set({ displayName: 'Harbour Shop' }).where(eq(users.id, business.magazineUserId));
    const story = await insertStory(db, business.people.primaryOwner.id, {
      publisherId: business.magazineUserId,
      title: 'Lanterns for sale',
    });
    const host = `${business.magazine.username}.localhost:3000`;
    const { feed } = await feedAt('/rss.xml', host);
    expect(feed.title).toBe('Harbour Shop · Masthead');
    expect(feed.self).toBe(`http://${host}/rss.xml`);
    expect(feed.items.map((item) => item.url)).toEqual([
      `http://${host}/post/${story.id}/lanterns-for-sale.html`,
    ]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/rss.xml',
      headers: { host: 'nobody.localhost:3000' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the site and place feeds', () => {
  it('serve the site’s top stories in every language', async () => {
    const { feed } = await feedAt('/rss.xml');
    expect(feed.title).toBe('Masthead');
    expect(feed.self).toBe(`${t.config.publicUrl}/rss.xml`);
    expect(feed.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([ids.free, ids.premium, ids.hidden].map((id) => `urn:masthead:content:${id}`)),
    );
  });

  it('serve a place’s stories, and 404 for a place that does not exist', async () => {
    const { feed } = await feedAt(`${placePath}/rss.xml`);
    expect(feed.url).toBe(`${t.config.publicUrl}${placePath}`);
    expect(feed.items.map((item) => item.id)).toEqual([`urn:masthead:content:${ids.free}`]);
    expect((await guest().get('/tw/nowhere/at-all/rss.xml')).status).toBe(404);
  });
});

describe('caching', () => {
  it('answers 304 to a reader whose copy is current, by ETag or by date, and 200 once it changes', async () => {
    const first = await feedAt(topicFeedUrl);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const byTag = await t.app.inject({
      method: 'GET',
      url: topicFeedUrl,
      headers: { 'if-none-match': etag },
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await t.app.inject({
      method: 'GET',
      url: topicFeedUrl,
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.statusCode).toBe(304);

    await insertStory(t.database.db, team.people.writer.id, {
      publisherId: team.magazineUserId,
      topicIds: [topic.id],
      publishedAt: new Date(),
    });
    const changed = await t.app.inject({
      method: 'GET',
      url: topicFeedUrl,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: topicFeedUrl,
      headers: { 'if-modified-since': lastModified },
    });
    expect(stale.statusCode).toBe(200);
  });
});
