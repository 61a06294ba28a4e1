import { CTYPE, encodeTopicTitle, FEED_LIMITS, RANDOM_TOPIC_TITLES } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertFollow,
  insertLocation,
  insertPerson,
  insertStory,
  insertTopic,
  minutesAgo,
  readAllPages,
  signedInClient,
} from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { encodeCursor } from './cursor.ts';

let t: TestApp;
const db = () => t.database.db;
const guest = (lang = 'en') => {
  const client = createClient(t.app);
  return { get: (url: string) => client.get(url, { 'accept-language': lang }) };
};

type Story = { cgroupId: number; lang: string; title: string };
const ids = (items: Story[]) => items.map((story) => story.cgroupId);

/** The dataset: stories in every language, with engagement, so hot order differs from time order. */
const data = {
  publisher: 0,
  other: 0,
  topicA: 0,
  topicB: 0,
  highlighted: 0,
  location: 0,
  /** Published stories in English, with their hot scores. */
  en: [] as { id: number; hot: number; publishedAt: Date }[],
  tw: [] as number[],
  cn: [] as number[],
};

beforeAll(async () => {
  t = await createTestApp();
  const publisher = await insertPerson(db());
  const other = await insertPerson(db());
  data.publisher = publisher.id;
  data.other = other.id;
  data.topicA = (await insertTopic(db(), { title: 'Coffee' })).id;
  data.topicB = (await insertTopic(db(), { title: 'Night Markets' })).id;
  data.highlighted = (await insertTopic(db(), { title: 'Editors Corner', highLight: true })).id;
  data.location = (await insertLocation(db(), { city: 'Taipei', name: 'Taipei, Taiwan' })).id;
  for (let i = 0; i < 20; i++) {
    const story = await insertStory(db(), i % 3 === 0 ? publisher.id : other.id, {
      publishedAt: minutesAgo(i * 90),
      counts: { upvoteCount: (i * 7) % 11, readCount: (i * 13) % 50 },
      topicIds: i % 2 === 0 ? [data.topicA] : i % 5 === 0 ? [data.topicB, data.highlighted] : [],
      locationId: i % 4 === 0 ? data.location : null,
      ...(i % 6 === 0 ? { ctype: CTYPE.votableList, extra: { items: [] } } : {}),
    });
    const [row] = await db()
      .select({ hot: contents.hotScore })
      .from(contents)
      .where(eq(contents.id, story.id));
    data.en.push({ id: story.id, hot: row!.hot, publishedAt: story.publishedAt! });
  }
  for (let i = 0; i < 4; i++) {
    data.tw.push(
      (
        await insertStory(db(), other.id, {
          lang: 'tw',
          publishedAt: minutesAgo(i * 30 + 5),
          counts: { upvoteCount: 50 },
          topicIds: [data.topicB],
        })
      ).id,
    );
    data.cn.push(
      (
        await insertStory(db(), other.id, {
          lang: 'cn',
          publishedAt: minutesAgo(i * 30 + 6),
          counts: { upvoteCount: 60 },
          topicIds: [data.topicB],
        })
      ).id,
    );
  }
  // Neither drafts nor deleted stories are ever listed.
  await insertStory(db(), publisher.id, { status: 'draft', topicIds: [data.topicA] });
  await insertStory(db(), publisher.id, {
    deleted: true,
    counts: { upvoteCount: 99 },
    topicIds: [data.topicA],
  });
});
afterAll(() => t.close());

const hotOrder = () => [...data.en].sort((a, b) => b.hot - a.hot || b.id - a.id).map((s) => s.id);

describe('GET /api2/feed/top', () => {
  it('lists published stories by hot score, 6 a page and 7 on the magazine layout', async () => {
    const first = await guest().get('/api2/feed/top');
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(FEED_LIMITS.mainPage);
    expect(ids(first.body.data.items)).toEqual(hotOrder().slice(0, 6));
    const magazine = await guest().get('/api2/feed/top?layout=magazine');
    expect(magazine.body.data.items).toHaveLength(FEED_LIMITS.magazinePage);
    expect((await guest().get('/api2/feed/top?layout=magazine-layout')).body.data.items).toHaveLength(7);
    expect((await guest().get('/api2/feed/top?layout=single-column')).body.data.items).toHaveLength(6);
  });

  it('pages through every story once, without gaps, and ends with a null cursor', async () => {
    const { pages, items } = await readAllPages(guest().get, '/api2/feed/top');
    expect(ids(items)).toEqual(hotOrder());
    expect(pages.at(-1)!.length).toBeLessThanOrEqual(6);
    const magazine = await readAllPages(guest().get, '/api2/feed/top?layout=magazine');
    expect(ids(magazine.items)).toEqual(hotOrder());
    expect(magazine.pages[0]).toHaveLength(7);
  });

  it("respects the reader's feed languages, with English always included", async () => {
    const tw = await readAllPages(guest('zh-TW,en;q=0.8').get, '/api2/feed/top');
    const langs = new Set(tw.items.map((story) => story.lang));
    expect(langs).toEqual(new Set(['tw', 'en']));
    expect(tw.items).toHaveLength(24);
    const en = await readAllPages(guest('en-GB').get, '/api2/feed/top');
    expect(en.items.every((story) => story.lang === 'en')).toBe(true);
    const reader = await insertPerson(db(), { langs: ['cn'] });
    const client = await signedInClient(t, reader.id, { 'accept-language': 'zh-TW' });
    const mine = await readAllPages(client.get, '/api2/feed/top');
    expect(new Set(mine.items.map((story) => story.lang))).toEqual(new Set(['cn', 'en']));
  });

  it('refuses bad cursors and bad layouts with a 400, never a 500', async () => {
    const bad = [
      'x',
      '!!!',
      'a'.repeat(201),
      encodeCursor({ s: 'x', i: 1 }),
      encodeCursor({ s: 1, i: -1 }),
      encodeCursor({ s: 1, i: 2 ** 63 }),
      encodeCursor({ s: 1, i: 1, extra: true }),
      encodeCursor({ t: '2026-01-01T00:00:00.000000', i: 1 }),
      Buffer.from('{"s":1e999,"i":1}').toString('base64url'),
      Buffer.from('not json').toString('base64url'),
    ];
    for (const cursor of bad) {
      const response = await guest().get(`/api2/feed/top?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.errors.fields.cursor, cursor).toBeDefined();
    }
    expect((await guest().get('/api2/feed/top?layout=wide')).status).toBe(400);
    expect((await guest().get('/api2/feed/top?page=2')).status).toBe(400);
  });
});

describe('GET /api2/feed/home', () => {
  it('gives guests top stories', async () => {
    const response = await guest().get('/api2/feed/home');
    expect(response.body.data.source).toBe('top');
    expect(ids(response.body.data.items)).toEqual(hotOrder().slice(0, 6));
    const all = await readAllPages(guest().get, '/api2/feed/home');
    expect(ids(all.items)).toEqual(hotOrder());
  });

  it('gives a reader who follows nothing top stories', async () => {
    const reader = await insertPerson(db());
    const client = await signedInClient(t, reader.id);
    const response = await client.get('/api2/feed/home?layout=magazine');
    expect(response.body.data.source).toBe('top');
    expect(response.body.data.items).toHaveLength(7);
  });

  it('lists what the reader follows, newest first, each story once, in their languages', async () => {
    const reader = await insertPerson(db());
    await insertFollow(db(), reader.id, 'user', data.publisher);
    await insertFollow(db(), reader.id, 'topic', data.topicB);
    await insertFollow(db(), reader.id, 'location', data.location);
    const client = await signedInClient(t, reader.id, { 'accept-language': 'zh-TW' });
    const first = await client.get('/api2/feed/home');
    expect(first.body.data.source).toBe('following');
    expect(first.body.data.items).toHaveLength(6);

    const { items, pages } = await readAllPages(client.get, '/api2/feed/home');
    const expected = await db()
      .select({
        id: contents.id,
        lang: contents.lang,
        publishedAt: contents.publishedAt,
        publisherId: contents.publisherId,
        locationId: contents.locationId,
      })
      .from(contents);
    const withTopicB = new Set([
      ...data.tw,
      ...data.cn,
      ...data.en.filter((_, i) => i % 2 !== 0 && i % 5 === 0).map((s) => s.id),
    ]);
    const wanted = expected
      .filter((row) => row.publishedAt && (row.lang === 'en' || row.lang === 'tw'))
      .filter((row) => data.en.some((s) => s.id === row.id) || data.tw.includes(row.id))
      .filter(
        (row) =>
          row.publisherId === data.publisher || row.locationId === data.location || withTopicB.has(row.id),
      )
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id)
      .map((row) => row.id);
    expect(ids(items)).toEqual(wanted);
    expect(new Set(ids(items)).size).toBe(items.length);
    expect(pages.slice(0, -1).every((page) => page.length === 6)).toBe(true);
    expect(items.some((story) => story.lang === 'cn')).toBe(false);
  });

  it('refuses a cursor of another list', async () => {
    const top = await guest().get('/api2/feed/top');
    const response = await guest().get(`/api2/feed/home?cursor=${top.body.data.nextCursor}`);
    expect(response.status).toBe(400);
  });
});

describe('hot topics, featured, explore', () => {
  it('ranks hot topics worldwide (every language), at most 12', async () => {
    for (let i = 0; i < 14; i++) {
      const topic = await insertTopic(db());
      await insertStory(db(), data.other, { publishedAt: minutesAgo(60 * 24 * 30), topicIds: [topic.id] });
    }
    const response = await guest().get('/api2/topics/hot');
    expect(response.status).toBe(200);
    const topics = response.body.data.topics as { topicId: number; title: string; following: boolean }[];
    expect(topics).toHaveLength(FEED_LIMITS.hotTopicsWorldwide);
    // Night Markets carries the hottest stories (tw and cn, 50+ upvotes, fresh): first for everyone.
    expect(topics[0]!.title).toBe('Night Markets');
    expect(topics.map((topic) => topic.title)).toContain('Coffee');
    expect(topics.every((topic) => topic.following === false)).toBe(true);
    const reader = await insertPerson(db());
    await insertFollow(db(), reader.id, 'topic', data.topicA);
    const client = await signedInClient(t, reader.id);
    const mine = (await client.get('/api2/topics/hot')).body.data.topics as {
      topicId: number;
      following: boolean;
    }[];
    expect(mine.find((topic) => topic.topicId === data.topicA)?.following).toBe(true);
  });

  it('features at most 15 stories of highlighted topics, hottest first', async () => {
    const response = await guest().get('/api2/feed/featured');
    const items = response.body.data.items as { cgroupId: number; topicIds: number[] }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(FEED_LIMITS.featuredMax);
    expect(items.every((story) => story.topicIds.includes(data.highlighted))).toBe(true);
    const extra = await insertTopic(db(), { highLight: true });
    for (let i = 0; i < 20; i++) await insertStory(db(), data.other, { topicIds: [extra.id] });
    const more = await guest().get('/api2/feed/featured');
    expect(more.body.data.items).toHaveLength(15);
    expect(more.body.data.nextCursor).toBeNull();
  });

  it('puts hot topics, highlighted topics, top stories and featured locations on explore', async () => {
    const response = await guest().get('/api2/explore');
    expect(response.status).toBe(200);
    const body = response.body.data;
    expect(body.hotTopics).toHaveLength(12);
    expect(body.highlightedTopics.every((topic: { highLight: boolean }) => topic.highLight)).toBe(true);
    expect(body.topStories.length).toBe(6);
    expect(Array.isArray(body.featuredLocations)).toBe(true);
    expect((await guest().get('/api2/explore?x=1')).status).toBe(400);
  });
});

describe('GET /api2/feed/vote-lists', () => {
  it('lists votable lists only, newest first, paged', async () => {
    const { items } = await readAllPages(guest().get, '/api2/feed/vote-lists');
    const expected = data.en.filter((_, i) => i % 6 === 0).map((s) => s.id);
    expect(ids(items)).toEqual(expected);
    expect(items.every((story: { ctype: number }) => story.ctype === CTYPE.votableList)).toBe(true);
  });
});

describe('random topic', () => {
  it('picks a topic of the fixed list that exists', async () => {
    const feeds = t.app.services.feeds;
    const first = await feeds.randomTopicPath();
    expect(['/blogs/coffee', `/blogs/${encodeTopicTitle('Night Markets')}`]).toContain(first);
    const seen = new Set<string | null>();
    for (let i = 0; i < 30; i++) seen.add(await feeds.randomTopicPath());
    expect(seen.size).toBe(2);
    expect(RANDOM_TOPIC_TITLES.length).toBeGreaterThanOrEqual(95);
    const response = await guest().get('/api2/topics/random');
    expect(typeof response.body.data.path).toBe('string');
  });
});
