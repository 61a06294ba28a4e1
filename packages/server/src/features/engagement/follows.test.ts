import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertLocation, insertPerson, insertTopic, signedInPerson } from '../../test/reading-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { locations, topics } from '../content/tables.ts';
import { followingSet } from './queries.ts';
import { type FollowKind, follows } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function followerRows(kind: FollowKind, targetId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.targetKind, kind), eq(follows.targetId, targetId)));
  return row!.n;
}

async function personCounts(userId: number) {
  const [row] = await db()
    .select({ followers: users.followerCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('POST /api2/follow and /api2/unfollow', () => {
  it('asks a guest to sign in', async () => {
    const guest = createClient(t.app);
    for (const url of ['/api2/follow', '/api2/unfollow']) {
      const response = await guest.post(url, { targetUserId: 1 });
      expect(response.status).toBe(401);
      expect(response.body.errorCode).toBe(1000);
    }
  });

  it('takes exactly one well-formed target', async () => {
    const reader = await signedInPerson(t);
    for (const body of [
      {},
      { targetUserId: 1, topicId: 1 },
      { targetUserId: '1' },
      { topicId: 0 },
      { userId: 1 },
    ]) {
      const response = await reader.client.post('/api2/follow', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses following yourself (400) and unknown targets (404)', async () => {
    const reader = await signedInPerson(t);
    const self = await reader.client.post('/api2/follow', { targetUserId: reader.userId });
    expect(self.status).toBe(400);
    expect(self.body.errors.fields.targetUserId).toBe('You cannot follow yourself.');
    for (const body of [
      { targetUserId: 999_999_999 },
      { topicId: 999_999_999 },
      { locationId: 999_999_999 },
    ]) {
      expect((await reader.client.post('/api2/follow', body)).status).toBe(404);
      expect((await reader.client.post('/api2/unfollow', body)).status).toBe(404);
    }
    expect((await personCounts(reader.userId)).following).toBe(0);
  });

  it('follows and unfollows a person idempotently, keeping both counters and notifying once', async () => {
    const reader = await signedInPerson(t);
    const writer = await insertPerson(db());
    const notify = vi.spyOn(t.app.services.notifications, 'notify');

    const first = await reader.client.post('/api2/follow', { targetUserId: writer.id });
    expect(first.body).toEqual({ success: true, data: { following: true, followerCount: 1 } });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), {
      userId: writer.id,
      actorId: reader.userId,
      kind: 'follow',
    });
    const second = await reader.client.post('/api2/follow', { targetUserId: writer.id });
    expect(second.body.data).toEqual({ following: true, followerCount: 1 });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(await personCounts(writer.id)).toEqual({ followers: 1, following: 0 });
    expect(await personCounts(reader.userId)).toEqual({ followers: 0, following: 1 });
    expect(await followingSet(db(), reader.userId, 'user', [writer.id])).toEqual(new Set([writer.id]));

    const off = await reader.client.post('/api2/unfollow', { targetUserId: writer.id });
    expect(off.body.data).toEqual({ following: false, followerCount: 0 });
    const offAgain = await reader.client.post('/api2/unfollow', { targetUserId: writer.id });
    expect(offAgain.body.data).toEqual({ following: false, followerCount: 0 });
    expect(await personCounts(reader.userId)).toEqual({ followers: 0, following: 0 });
    notify.mockRestore();
  });

  it('follows topics and locations with their own counters', async () => {
    const reader = await signedInPerson(t);
    const topic = await insertTopic(db());
    const place = await insertLocation(db());
    expect((await reader.client.post('/api2/follow', { topicId: topic.id })).body.data).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await reader.client.post('/api2/follow', { locationId: place.id })).body.data).toEqual({
      following: true,
      followerCount: 1,
    });
    // Following a topic or place is not following a person.
    expect((await personCounts(reader.userId)).following).toBe(0);
    expect(await followingSet(db(), reader.userId, 'topic', [topic.id])).toEqual(new Set([topic.id]));
    expect((await reader.client.post('/api2/unfollow', { topicId: topic.id })).body.data.followerCount).toBe(
      0,
    );
    expect(
      (await reader.client.post('/api2/unfollow', { locationId: place.id })).body.data.followerCount,
    ).toBe(0);
  });

  it('keeps counters equal to rows when many follow, unfollow and follow back at once', async () => {
    const topic = await insertTopic(db());
    const place = await insertLocation(db());
    const people = [];
    for (let i = 0; i < 20; i++) people.push(await signedInPerson(t));
    const requests = [];
    for (const [index, person] of people.entries()) {
      const other = people[(index + 1) % people.length]!;
      for (const url of ['/api2/follow', '/api2/unfollow', '/api2/follow']) {
        requests.push(person.client.post(url, { topicId: topic.id }));
        requests.push(person.client.post(url, { locationId: place.id }));
        // A follows B while B follows A: ordered locks, no deadlock shown to anyone.
        requests.push(person.client.post(url, { targetUserId: other.userId }));
      }
    }
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body)).toEqual([]);

    const [topicRow] = await db().select().from(topics).where(eq(topics.id, topic.id));
    expect(topicRow!.followerCount).toBe(await followerRows('topic', topic.id));
    const [placeRow] = await db().select().from(locations).where(eq(locations.id, place.id));
    expect(placeRow!.followerCount).toBe(await followerRows('location', place.id));
    for (const person of people) {
      const counts = await personCounts(person.userId);
      expect(counts.followers).toBe(await followerRows('user', person.userId));
      const [following] = await db()
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerId, person.userId), eq(follows.targetKind, 'user')));
      expect(counts.following).toBe(following!.n);
    }
  }, 120_000);
});
