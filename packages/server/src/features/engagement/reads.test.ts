import { REFERRER } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  insertLocation,
  insertPerson,
  insertStory,
  insertTopic,
  signedInPerson,
} from '../../test/reading-fixtures.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import { commentReads, reads } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function readCountOf(contentId: number) {
  const [row] = await db()
    .select({ n: contents.readCount, hot: contents.hotScore })
    .from(contents)
    .where(eq(contents.id, contentId));
  return row!;
}

describe('POST /api2/ua/read', () => {
  it('accepts a guest with userId 0 and stores nothing; a lost session with a userId gets 1000', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const guest = createClient(t.app);
    const response = await guest.post('/api2/ua/read', { userId: 0, cgroupId: story.id, subsection: 1 });
    expect(response.body).toEqual({ success: true, data: { read: false, firstRead: false, earned: [] } });
    const stale = await guest.post('/api2/ua/read', {
      userId: publisher.id,
      cgroupId: story.id,
      subsection: 1,
    });
    expect(stale.status).toBe(401);
    expect(stale.body.errorCode).toBe(1000);
    expect((await readCountOf(story.id)).n).toBe(0);
  });

  it("refuses another reader's userId (403) and bad input (400)", async () => {
    const reader = await signedInPerson(t);
    const other = await insertPerson(db());
    const story = await insertStory(db(), other.id);
    const forbidden = await reader.client.post('/api2/ua/read', {
      userId: other.id,
      cgroupId: story.id,
      subsection: 1,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errorMsgKey).toBe('error.access_deny');
    for (const body of [
      { userId: reader.userId, cgroupId: story.id, subsection: 0 },
      { userId: reader.userId, cgroupId: story.id, subsection: 13 },
      { userId: reader.userId, cgroupId: story.id, subsection: '4' },
      { userId: reader.userId, cgroupId: story.id },
      { userId: reader.userId, cgroupId: story.id, subsection: 1, topicId: -1 },
    ]) {
      expect((await reader.client.post('/api2/ua/read', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await reader.client.post('/api2/ua/read', {
          userId: reader.userId,
          cgroupId: 999_999_999,
          subsection: 1,
        })
      ).status,
    ).toBe(404);
    expect((await readCountOf(story.id)).n).toBe(0);
  });

  it('records the first open with its referrer and topic, counts it once and feeds achievements', async () => {
    const publisher = await insertPerson(db());
    const [first, second] = [await insertTopic(db()), await insertTopic(db())];
    const place = await insertLocation(db());
    // One comment already, so a read visibly moves the (logarithmic) hot score.
    const story = await insertStory(db(), publisher.id, {
      topicIds: [first.id, second.id],
      locationId: place.id,
      counts: { commentCount: 1 },
    });
    const reader = await signedInPerson(t);
    const recordRead = vi.spyOn(t.app.services.achievements, 'recordRead');
    const hotBefore = (await readCountOf(story.id)).hot;

    const body = {
      userId: reader.userId,
      cgroupId: story.id,
      subsection: REFERRER.microblog,
      topicId: second.id,
    };
    const opened = await reader.client.post('/api2/ua/read', body);
    expect(opened.body).toEqual({ success: true, data: { read: true, firstRead: true, earned: [] } });
    expect(await readCountOf(story.id)).toMatchObject({ n: 1 });
    expect((await readCountOf(story.id)).hot).toBeGreaterThan(hotBefore);
    expect(recordRead).toHaveBeenCalledWith(expect.anything(), {
      userId: reader.userId,
      referrer: REFERRER.microblog,
      topicIds: [first.id, second.id],
      locationId: place.id,
    });
    const [row] = await db()
      .select()
      .from(reads)
      .where(and(eq(reads.userId, reader.userId), eq(reads.contentId, story.id)));
    expect(row).toMatchObject({ referrer: REFERRER.microblog, topicId: second.id });
    expect((await loadSummaries(db(), [story.id], reader.userId))[0]?.userRead).toBe(true);

    recordRead.mockClear();
    const again = await reader.client.post('/api2/ua/read', { ...body, subsection: REFERRER.direct });
    expect(again.body.data).toEqual({ read: true, firstRead: false, earned: [] });
    expect(recordRead).not.toHaveBeenCalled();
    expect((await readCountOf(story.id)).n).toBe(1);
    recordRead.mockRestore();
  });

  it('ignores a topicId the content does not carry', async () => {
    const publisher = await insertPerson(db());
    const topic = await insertTopic(db());
    const story = await insertStory(db(), publisher.id);
    const reader = await signedInPerson(t);
    await reader.client.post('/api2/ua/read', {
      userId: reader.userId,
      cgroupId: story.id,
      subsection: 2,
      topicId: topic.id,
    });
    const [row] = await db().select().from(reads).where(eq(reads.contentId, story.id));
    expect(row?.topicId).toBeNull();
  });

  it('counts one read for a reader who opens the same story in ten tabs at once', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const readers = [await signedInPerson(t), await signedInPerson(t)];
    const answers = await Promise.all(
      readers.flatMap((reader) =>
        Array.from({ length: 10 }, () =>
          reader.client.post('/api2/ua/read', { userId: reader.userId, cgroupId: story.id, subsection: 1 }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.data.firstRead)).toHaveLength(2);
    expect((await readCountOf(story.id)).n).toBe(2);
  });
});

describe('POST /api2/comment/read/{cgroupId}', () => {
  it('asks a guest to sign in', async () => {
    const response = await createClient(t.app).post('/api2/comment/read/1', { userRead: 1 });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
  });

  it('sets and clears the flag; refuses bad ids and values', async () => {
    const reader = await signedInPerson(t);
    const story = await insertStory(db(), reader.userId);
    const url = `/api2/comment/read/${story.id}`;
    expect((await reader.client.post(url, { userRead: 1 })).body).toEqual({
      success: true,
      data: { cgroupId: story.id, userRead: 1 },
    });
    expect((await reader.client.post(url, { userRead: 1 })).status).toBe(200);
    expect(await db().select().from(commentReads).where(eq(commentReads.contentId, story.id))).toHaveLength(
      1,
    );
    expect((await reader.client.post(url, { userRead: 0 })).body.data.userRead).toBe(0);
    expect(await db().select().from(commentReads).where(eq(commentReads.contentId, story.id))).toHaveLength(
      0,
    );

    for (const [path, body] of [
      [url, { userRead: 2 }],
      [url, { userRead: '1' }],
      [url, {}],
      ['/api2/comment/read/abc', { userRead: 1 }],
      ['/api2/comment/read/0', { userRead: 1 }],
      ['/api2/comment/read/123456789012345678901', { userRead: 1 }],
    ] as const) {
      expect((await reader.client.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await reader.client.post('/api2/comment/read/999999999', { userRead: 1 })).status).toBe(404);
  });
});
