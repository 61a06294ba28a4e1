import { FEED_LIMITS } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertComment,
  insertFollow,
  insertPerson,
  insertStory,
  insertTopic,
  insertVote,
  minutesAgo,
  readAllPages,
  signedInClient,
} from '../../test/reading-fixtures.ts';
import { encodeCursor } from './cursor.ts';

let t: TestApp;
const db = () => t.database.db;
const guest = () => createClient(t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectGuestRefused = (response: { status: number; body: { errorCode: number } }) => {
  expect(response.status).toBe(401);
  expect(response.body.errorCode).toBe(1000);
};

describe('GET /api2/feed/loved-topics', () => {
  it('asks guests to sign in', async () => {
    expectGuestRefused(await guest().get('/api2/feed/loved-topics'));
  });

  it("lists the reader's topics, most recently loved first, each with its newest stories in their languages", async () => {
    const reader = await insertPerson(db(), { langs: ['en'] });
    const writer = await insertPerson(db());
    const topics = [];
    for (let i = 0; i < FEED_LIMITS.lovedTopicsPage + 3; i++) {
      const topic = await insertTopic(db());
      topics.push(topic);
      await insertFollow(db(), reader.id, 'topic', topic.id, minutesAgo(i));
    }
    const first = topics[0]!;
    const stories = [];
    for (let i = 0; i < 5; i++) {
      stories.push(
        await insertStory(db(), writer.id, { topicIds: [first.id], publishedAt: minutesAgo(i * 10) }),
      );
    }
    await insertStory(db(), writer.id, { topicIds: [first.id], lang: 'cn', publishedAt: minutesAgo(1) });
    const client = await signedInClient(t, reader.id);
    const page = await client.get('/api2/feed/loved-topics');
    expect(page.status).toBe(200);
    const items = page.body.data.items as {
      topic: { topicId: number; following: boolean };
      stories: { cgroupId: number }[];
    }[];
    expect(items).toHaveLength(FEED_LIMITS.lovedTopicsPage);
    expect(items[0]!.topic.topicId).toBe(first.id);
    expect(items[0]!.topic.following).toBe(true);
    expect(items[0]!.stories.map((story) => story.cgroupId)).toEqual(
      stories.slice(0, 3).map((story) => story.id),
    );
    expect(items[1]!.stories).toEqual([]);
    const all = await readAllPages<(typeof items)[number]>(client.get, '/api2/feed/loved-topics');
    expect(all.items.map((item) => item.topic.topicId)).toEqual(topics.map((topic) => topic.id));
    expect((await client.get('/api2/feed/loved-topics?cursor=abc')).status).toBe(400);
  });
});

describe('GET /api2/activity', () => {
  it('asks guests to sign in and refuses unknown tabs', async () => {
    expectGuestRefused(await guest().get('/api2/activity'));
    const reader = await insertPerson(db());
    const client = await signedInClient(t, reader.id);
    expect((await client.get('/api2/activity?tab=friends')).status).toBe(400);
    const forged = encodeCursor({ t: '2026-11-22T12:00:00.000000', k: 9, a: 1, r: 1 });
    expect((await client.get(`/api2/activity?cursor=${forged}`)).status).toBe(400);
  });

  it('shows what followed people published, upvoted and commented, newest first, paged without repeats', async () => {
    const reader = await insertPerson(db());
    const friend = await insertPerson(db());
    const stranger = await insertPerson(db());
    await insertFollow(db(), reader.id, 'user', friend.id);
    const own = [];
    for (let i = 0; i < 8; i++)
      own.push(await insertStory(db(), friend.id, { publishedAt: minutesAgo(100 + i * 10) }));
    const theirs = [];
    for (let i = 0; i < 8; i++)
      theirs.push(await insertStory(db(), stranger.id, { publishedAt: minutesAgo(500 + i) }));
    for (let i = 0; i < 8; i++)
      await insertVote(db(), friend.id, theirs[i]!.id, { at: minutesAgo(105 + i * 10) });
    for (let i = 0; i < 6; i++)
      await insertComment(db(), friend.id, theirs[i]!.id, { at: minutesAgo(101 + i * 10) });
    // Activity of people the reader does not follow stays out.
    await insertVote(db(), stranger.id, own[0]!.id, { at: minutesAgo(1) });
    // A story in a language the reader does not read stays out, with its votes.
    const chinese = await insertStory(db(), friend.id, { lang: 'cn', publishedAt: minutesAgo(2) });
    await insertVote(db(), friend.id, chinese.id, { at: minutesAgo(2) });

    const client = await signedInClient(t, reader.id, { 'accept-language': 'en' });
    const first = await client.get('/api2/activity?tab=people');
    expect(first.body.data.items).toHaveLength(FEED_LIMITS.activityPage);
    type Item = {
      id: string;
      kind: string;
      at: string;
      actor: { userId: number };
      story: { cgroupId: number; lang: string };
    };
    const { items: list } = await readAllPages<Item>(client.get, '/api2/activity?tab=people');
    expect(list).toHaveLength(8 + 8 + 6);
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    const times = list.map((item) => new Date(item.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.every((item) => item.actor.userId === friend.id)).toBe(true);
    expect(list.every((item) => item.story.lang === 'en')).toBe(true);
    expect(list[0]).toMatchObject({ kind: 'published', story: { cgroupId: own[0]!.id } });
    expect(list[1]).toMatchObject({ kind: 'commented', story: { cgroupId: theirs[0]!.id } });
    expect(list.filter((item) => item.kind === 'upvoted')).toHaveLength(8);
  });

  it('shows new stories in followed topics once each, and everyone’s latest activity', async () => {
    const reader = await insertPerson(db());
    const writer = await insertPerson(db());
    const a = await insertTopic(db());
    const b = await insertTopic(db());
    await insertFollow(db(), reader.id, 'topic', a.id);
    await insertFollow(db(), reader.id, 'topic', b.id);
    const stories = [];
    for (let i = 0; i < 15; i++) {
      stories.push(
        await insertStory(db(), writer.id, {
          topicIds: i % 3 === 0 ? [a.id, b.id] : [i % 2 ? a.id : b.id],
          publishedAt: new Date(Date.now() - i * 1000),
        }),
      );
    }
    const client = await signedInClient(t, reader.id);
    const { items: list } = await readAllPages<{ story: { cgroupId: number }; topic: { topicId: number } }>(
      client.get,
      '/api2/activity?tab=topics',
    );
    expect(list.map((item) => item.story.cgroupId)).toEqual(stories.map((story) => story.id));
    expect(list.every((item) => [a.id, b.id].includes(item.topic.topicId))).toBe(true);

    const commenter = await insertPerson(db());
    const latest = await insertComment(db(), commenter.id, stories[0]!.id, {
      at: new Date(Date.now() + 1000),
    });
    const everyone = await client.get('/api2/activity?tab=everyone');
    const top = everyone.body.data.items[0];
    expect(top).toMatchObject({
      kind: 'commented',
      actor: { userId: commenter.id },
      story: { cgroupId: stories[0]!.id },
    });
    expect(top.id).toBe(`commented:${commenter.id}:${latest.id}`);
    const all = await readAllPages<{ id: string }>(client.get, '/api2/activity?tab=everyone');
    const keys = all.items.map((item) => item.id);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('GET /api2/connections', () => {
  it('asks guests to sign in', async () => {
    expectGuestRefused(await guest().get('/api2/connections'));
  });

  it('lists followers and following, newest first, with the follow-back state', async () => {
    const me = await insertPerson(db());
    const fans = [];
    for (let i = 0; i < FEED_LIMITS.listPage + 5; i++) {
      const fan = await insertPerson(db(), { bio: `Fan ${i}` });
      fans.push(fan);
      await insertFollow(db(), fan.id, 'user', me.id, minutesAgo(i));
    }
    const idols = [];
    for (let i = 0; i < 3; i++) {
      const idol = await insertPerson(db());
      idols.push(idol);
      await insertFollow(db(), me.id, 'user', idol.id, minutesAgo(i));
    }
    await insertFollow(db(), me.id, 'user', fans[1]!.id, minutesAgo(50));
    const suspended = await insertPerson(db(), { suspendedAt: new Date() });
    await insertFollow(db(), suspended.id, 'user', me.id, minutesAgo(100));

    const client = await signedInClient(t, me.id);
    type Card = { userId: number; following: boolean; bio: string; email?: string };
    const followers = await readAllPages<Card>(client.get, '/api2/connections?tab=followers');
    const cards = followers.items;
    expect(followers.pages[0]).toHaveLength(FEED_LIMITS.listPage);
    expect(cards.map((card) => card.userId)).toEqual(fans.map((fan) => fan.id));
    expect(cards.filter((card) => card.following).map((card) => card.userId)).toEqual([fans[1]!.id]);
    expect(cards.every((card) => !('email' in card))).toBe(true);

    const following = await readAllPages<Card>(client.get, '/api2/connections?tab=following');
    expect(following.items.map((card) => card.userId)).toEqual([
      ...idols.map((idol) => idol.id),
      fans[1]!.id,
    ]);
    expect(following.items.every((card) => card.following)).toBe(true);
    expect((await client.get('/api2/connections?tab=all')).status).toBe(400);
  });
});
