import { CTYPE, GENERAL_KINDS } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertLocation, insertPerson, insertStory, insertTopic } from '../../test/reading-fixtures.ts';
import type { ReadEvent } from './service.ts';
import { achievements, frontPageEntries } from './tables.ts';

let t: TestApp;
const db = () => t.database.db;
const service = () => t.app.services.achievements;
const guest = () => createClient(t.app);

let topicA: number;
let topicB: number;
let place: number;

beforeAll(async () => {
  t = await createTestApp();
  topicA = (await insertTopic(db(), { title: 'Urban Food' })).id;
  topicB = (await insertTopic(db(), { title: 'Night Markets' })).id;
  place = (
    await insertLocation(db(), { city: '', name: 'Taipei, Taiwan', countryCode: 'tw', state: 'Taipei' })
  ).id;
});
afterAll(() => t.close());

/** As the read feature does: inside the transaction that records the read. */
const read = (event: ReadEvent) => db().transaction((tx) => service().recordRead(tx, event));

async function counters(userId: number) {
  const rows = await db().select().from(achievements).where(eq(achievements.userId, userId));
  return Object.fromEntries(
    rows.map((row) => [`${row.kind}:${row.subjectId}`, { value: row.value, level: row.level }]),
  );
}

describe('recordRead', () => {
  it('counts totalRead, the referrer kind, each topic and the place in the caller’s transaction', async () => {
    const reader = await insertPerson(db());
    await read({ userId: reader.id, referrer: 4, topicIds: [topicA, topicB, topicA], locationId: place });
    await read({ userId: reader.id, referrer: 1, topicIds: [topicA], locationId: null });
    expect(await counters(reader.id)).toEqual({
      'totalRead:0': { value: 2, level: 0 },
      'socialNetworkRead:0': { value: 1, level: 0 },
      [`topicRead:${topicA}`]: { value: 2, level: 0 },
      [`topicRead:${topicB}`]: { value: 1, level: 0 },
      [`locationRead:${place}`]: { value: 1, level: 0 },
    });
  });

  it('names a counter for every referrer kind 4–12 and none for 1–3', async () => {
    const reader = await insertPerson(db());
    for (let referrer = 1; referrer <= 12; referrer += 1)
      await read({ userId: reader.id, referrer, topicIds: [], locationId: null });
    const kinds = Object.keys(await counters(reader.id)).map((key) => key.split(':')[0]);
    expect(kinds.sort()).toEqual(
      [
        'totalRead',
        'socialNetworkRead',
        'microblogRead',
        'pinboardRead',
        'discussionBoardRead',
        'stumbleRead',
        'readLaterRead',
        'searchSocialRead',
        'blogNetworkRead',
        'professionalNetworkRead',
      ].sort(),
    );
    expect((await counters(reader.id))['totalRead:0']).toEqual({ value: 12, level: 1 });
  });

  it('climbs the read ladder at 10 and 25, and stores nothing when the read is rolled back', async () => {
    const reader = await insertPerson(db());
    for (let index = 0; index < 9; index += 1)
      await read({ userId: reader.id, referrer: 2, topicIds: [topicA], locationId: null });
    expect((await counters(reader.id))['totalRead:0']).toEqual({ value: 9, level: 0 });
    await read({ userId: reader.id, referrer: 2, topicIds: [topicA], locationId: null });
    expect((await counters(reader.id))[`topicRead:${topicA}`]).toEqual({ value: 10, level: 1 });

    await expect(
      db().transaction(async (tx) => {
        await service().recordRead(tx, {
          userId: reader.id,
          referrer: 2,
          topicIds: [topicA],
          locationId: null,
        });
        throw new Error('the read failed');
      }),
    ).rejects.toThrow('the read failed');
    expect((await counters(reader.id))['totalRead:0']).toEqual({ value: 10, level: 1 });

    for (let index = 0; index < 15; index += 1)
      await read({ userId: reader.id, referrer: 2, topicIds: [], locationId: null });
    expect((await counters(reader.id))['totalRead:0']).toEqual({ value: 25, level: 2 });
  });

  it('keeps the counters exact under concurrent reads', async () => {
    const reader = await insertPerson(db());
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        read({
          userId: reader.id,
          referrer: 5,
          topicIds: index % 2 ? [topicA, topicB] : [topicB, topicA],
          locationId: place,
        }),
      ),
    );
    const rows = await counters(reader.id);
    expect(rows['totalRead:0']).toEqual({ value: 30, level: 2 });
    expect(rows['microblogRead:0']).toEqual({ value: 30, level: 2 });
    expect(rows[`topicRead:${topicA}`]?.value).toBe(30);
    expect(rows[`topicRead:${topicB}`]?.value).toBe(30);
    expect(rows[`locationRead:${place}`]?.value).toBe(30);
  });

  it('ignores ids that are not ids', async () => {
    const reader = await insertPerson(db());
    await read({ userId: reader.id, referrer: 99, topicIds: [0, -1, 1.5, Number.NaN], locationId: 0 });
    expect(await counters(reader.id)).toEqual({ 'totalRead:0': { value: 1, level: 0 } });
  });
});

describe('recordPublished', () => {
  it('counts posts, lists and quizzes on the action ladder', async () => {
    const author = await insertPerson(db());
    const publish = (ctype: number) =>
      db().transaction((tx) => service().recordPublished(tx, { authorId: author.id, ctype }));
    await publish(CTYPE.post);
    await publish(CTYPE.article);
    await publish(CTYPE.list);
    await publish(CTYPE.quiz);
    await publish(CTYPE.external);
    await publish(CTYPE.event);
    for (let index = 0; index < 3; index += 1) await publish(CTYPE.postLegacy);
    expect(await counters(author.id)).toEqual({
      'posts:0': { value: 5, level: 2 },
      'lists:0': { value: 1, level: 1 },
      'quizzes:0': { value: 1, level: 1 },
    });
  });
});

describe('recordFrontPage', () => {
  it('gives frontPageTop10 once per story in the top 10 by hot score', async () => {
    const star = await insertPerson(db());
    const other = await insertPerson(db());
    const hot = [];
    for (let index = 0; index < 9; index += 1)
      hot.push(await insertStory(db(), star.id, { title: `Hot ${index}`, hotScore: 1e9 + index }));
    await insertStory(db(), other.id, { title: 'Tenth', hotScore: 1e9 - 1 });
    await insertStory(db(), other.id, { title: 'Eleventh', hotScore: 1e9 - 2 });
    await insertStory(db(), other.id, { title: 'Hot draft', hotScore: 2e9, status: 'draft' });

    expect(await service().recordFrontPage()).toBe(10);
    expect((await counters(star.id))['frontPageTop10:0']).toEqual({ value: 9, level: 2 });
    expect((await counters(other.id))['frontPageTop10:0']).toEqual({ value: 1, level: 1 });

    // Running again changes nothing; a new story entering the top 10 counts once.
    expect(await service().recordFrontPage()).toBe(0);
    await insertStory(db(), other.id, { title: 'Newcomer', hotScore: 3e9 });
    expect(await service().recordFrontPage()).toBe(1);
    expect((await counters(other.id))['frontPageTop10:0']).toEqual({ value: 2, level: 1 });
    expect((await counters(star.id))['frontPageTop10:0']?.value).toBe(9);
    const entries = await db().select().from(frontPageEntries).where(eq(frontPageEntries.authorId, other.id));
    expect(entries).toHaveLength(2);
  });
});

describe('GET /api2/achievements', () => {
  it('asks a guest without userId to sign in, and refuses bad or unknown ids', async () => {
    const response = await guest().get('/api2/achievements');
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
    for (const userId of ['0', '-1', 'abc', '1e3', '12345678901234567890'])
      expect((await guest().get(`/api2/achievements?userId=${userId}`)).status, userId).toBe(400);
    expect((await guest().get('/api2/achievements?userId=999999999')).status).toBe(404);
  });

  it('shows a new reader every kind locked at level 0, level 1 and Masthead Starter', async () => {
    const person = await signUpPerson(t.app);
    const response = await person.client.get('/api2/achievements');
    expect(response.status).toBe(200);
    const view = response.body.data;
    expect(view).toMatchObject({
      userId: person.userId,
      level: 1,
      title: 'Masthead Starter',
      rank: 'starter',
    });
    expect(view.achievements.map((a: { kind: string }) => a.kind)).toEqual([...GENERAL_KINDS]);
    expect(view.achievements[0]).toEqual({
      kind: 'totalRead',
      value: 0,
      level: 0,
      threshold: 0,
      nextThreshold: 10,
    });
    expect(view.badges).toEqual([]);
  });

  it('gives values, levels, next thresholds and badge titles; others see earned badges only', async () => {
    const person = await signUpPerson(t.app);
    for (let index = 0; index < 12; index += 1)
      await read({
        userId: person.userId,
        referrer: 6,
        topicIds: index < 10 ? [topicA] : [topicB],
        locationId: place,
      });
    await db().transaction((tx) =>
      service().recordPublished(tx, { authorId: person.userId, ctype: CTYPE.post }),
    );

    const own = (await person.client.get('/api2/achievements')).body.data;
    expect(own.level).toBe(1 + 1 + 1);
    const byKind = Object.fromEntries(own.achievements.map((a: { kind: string }) => [a.kind, a]));
    expect(byKind.totalRead).toEqual({
      kind: 'totalRead',
      value: 12,
      level: 1,
      threshold: 10,
      nextThreshold: 25,
    });
    expect(byKind.pinboardRead).toMatchObject({ value: 12, level: 1 });
    expect(byKind.posts).toEqual({ kind: 'posts', value: 1, level: 1, threshold: 1, nextThreshold: 5 });
    expect(own.badges).toEqual([
      expect.objectContaining({
        kind: 'topicRead',
        subjectId: topicA,
        title: 'Urban Food',
        topicTitle: 'Urban Food',
        value: 10,
        level: 1,
        url: '/blogs/urban-food',
      }),
      expect.objectContaining({
        kind: 'topicRead',
        subjectId: topicB,
        value: 2,
        level: 0,
        nextThreshold: 10,
      }),
      expect.objectContaining({
        kind: 'locationRead',
        subjectId: place,
        title: 'Taipei, Taiwan',
        locationName: 'Taipei, Taiwan',
        value: 12,
        level: 1,
        url: '/tw/taipei/-',
      }),
    ]);

    const seen = (await guest().get(`/api2/achievements?userId=${person.userId}`)).body.data;
    expect(seen.badges.map((badge: { subjectId: number }) => badge.subjectId).sort()).toEqual(
      [topicA, place].sort(),
    );
    expect(seen.achievements).toEqual(own.achievements);
  });

  it('stores the level the ladder gives for the value', async () => {
    const rows = await db()
      .select()
      .from(achievements)
      .where(and(eq(achievements.kind, 'totalRead')));
    for (const row of rows) expect(row.level).toBe(row.value >= 25 ? 2 : row.value >= 10 ? 1 : 0);
  });
});
