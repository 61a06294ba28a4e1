import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import { votes } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function countsOf(contentId: number) {
  const [row] = await db()
    .select({ up: contents.upvoteCount, down: contents.downvoteCount, hot: contents.hotScore })
    .from(contents)
    .where(eq(contents.id, contentId));
  return row!;
}

async function rowsOf(contentId: number, value: 1 | -1) {
  const [row] = await db()
    .select({ n: count() })
    .from(votes)
    .where(and(eq(votes.contentId, contentId), eq(votes.value, value)));
  return row!.n;
}

describe('POST /api2/vote', () => {
  it('asks a guest to sign in (1000) and changes nothing', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const response = await createClient(t.app).post('/api2/vote', { cgroupId: story.id, vote: 'up' });
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe(1000);
    expect(await rowsOf(story.id, 1)).toBe(0);
  });

  it('refuses bad input with field errors', async () => {
    const reader = await signedInPerson(t);
    for (const body of [
      {},
      { cgroupId: '1', vote: 'up' },
      { cgroupId: 1, vote: 'UP' },
      { cgroupId: 2 ** 53, vote: 'up' },
      { cgroupId: 1, vote: 'up', userId: 1 },
    ]) {
      const response = await reader.client.post('/api2/vote', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.fields).toBeDefined();
    }
  });

  it('answers 404 for content that does not exist, is a draft or is deleted', async () => {
    const reader = await signedInPerson(t);
    const draft = await insertStory(db(), reader.userId, { status: 'draft' });
    const deleted = await insertStory(db(), reader.userId, { deleted: true });
    for (const cgroupId of [999_999_999, draft.id, deleted.id]) {
      const response = await reader.client.post('/api2/vote', { cgroupId, vote: 'up' });
      expect(response.status).toBe(404);
      expect(response.body.errorMsgKey).toBe('error.not_found');
    }
  });

  it('upvotes, switches to a downvote, removes it; counts, myVote and the hot score follow', async () => {
    const publisher = await insertPerson(db());
    // One comment already, so a vote visibly moves the (logarithmic) hot score.
    const story = await insertStory(db(), publisher.id, { counts: { commentCount: 1 } });
    const reader = await signedInPerson(t);
    const notify = vi.spyOn(t.app.services.notifications, 'notify');
    const hotBefore = (await countsOf(story.id)).hot;

    const up = await reader.client.post('/api2/vote', { cgroupId: story.id, vote: 'up' });
    expect(up.body).toEqual({
      success: true,
      data: { cgroupId: story.id, upvoteCount: 1, downvoteCount: 0, myVote: 1 },
    });
    expect((await countsOf(story.id)).hot).toBeGreaterThan(hotBefore);
    expect(notify).toHaveBeenCalledWith(expect.anything(), {
      userId: publisher.id,
      actorId: reader.userId,
      kind: 'upvote',
      contentId: story.id,
    });
    const [summary] = await loadSummaries(db(), [story.id], reader.userId);
    expect(summary?.myVote).toBe(1);

    // The same vote again changes nothing and notifies no one.
    notify.mockClear();
    const again = await reader.client.post('/api2/vote', { cgroupId: story.id, vote: 'up' });
    expect(again.body.data).toMatchObject({ upvoteCount: 1, downvoteCount: 0, myVote: 1 });
    expect(notify).not.toHaveBeenCalled();

    const down = await reader.client.post('/api2/vote', { cgroupId: story.id, vote: 'down' });
    expect(down.body.data).toMatchObject({ upvoteCount: 0, downvoteCount: 1, myVote: -1 });
    expect(notify).not.toHaveBeenCalled();

    const none = await reader.client.post('/api2/vote', { cgroupId: story.id, vote: 'none' });
    expect(none.body.data).toMatchObject({ upvoteCount: 0, downvoteCount: 0, myVote: 0 });
    expect(await rowsOf(story.id, 1)).toBe(0);
    expect(await rowsOf(story.id, -1)).toBe(0);
    notify.mockRestore();
  });

  it('keeps one vote per reader and counters equal to rows under 200 concurrent toggles (TESTING §7 hot-row)', async () => {
    const publisher = await insertPerson(db());
    const story = await insertStory(db(), publisher.id);
    const readers = [];
    for (let i = 0; i < 50; i++) readers.push(await signedInPerson(t));
    const choices = ['up', 'down', 'none'] as const;

    const requests = [];
    for (let round = 0; round < 4; round++) {
      for (const [index, reader] of readers.entries()) {
        const vote = choices[(index + round * 7 + Math.floor(Math.random() * 3)) % 3]!;
        requests.push(reader.client.post('/api2/vote', { cgroupId: story.id, vote }));
      }
    }
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);

    const counts = await countsOf(story.id);
    expect(counts.up).toBe(await rowsOf(story.id, 1));
    expect(counts.down).toBe(await rowsOf(story.id, -1));
    const [perReader] = await db().select({ n: count() }).from(votes).where(eq(votes.contentId, story.id));
    expect(perReader!.n).toBeLessThanOrEqual(50);
  }, 120_000);
});
