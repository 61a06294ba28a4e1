import { hotScore } from '@masthead/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson } from '../../test/reading-fixtures.ts';
import { hotScoreExpression, refreshHotScore } from '../content/hot-score.ts';
import { contents } from '../content/tables.ts';

/** Core's hotScore and its SQL twin must rank alike: the same inputs give the same score. */
let t: TestApp;
let publisherId = 0;
beforeAll(async () => {
  t = await createTestApp();
  publisherId = (await insertPerson(t.database.db)).id;
});
afterAll(() => t.close());

const counts = fc.record({
  upvoteCount: fc.integer({ min: 0, max: 1_000_000 }),
  downvoteCount: fc.integer({ min: 0, max: 1_000_000 }),
  commentCount: fc.integer({ min: 0, max: 100_000 }),
  readCount: fc.integer({ min: 0, max: 50_000_000 }),
  publishedAt: fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-01-01T00:00:00Z'),
    noInvalidDate: true,
  }),
});

describe('hot score parity', () => {
  it('gives the same score in SQL (refreshHotScore) as in core (hotScore)', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(counts, async (input) => {
        const [row] = await db
          .insert(contents)
          .values({
            ctype: 9,
            status: 'published',
            authorId: publisherId,
            publisherId,
            title: 'Parity',
            ...input,
          })
          .returning({ id: contents.id });
        await refreshHotScore(db, row!.id);
        const [stored] = await db
          .select({ hot: contents.hotScore })
          .from(contents)
          .where(eq(contents.id, row!.id));
        expect(stored!.hot).toBeCloseTo(hotScore(input), 9);
      }),
      { numRuns: 150 },
    );
  });

  it('falls back to the creation time for content without a publishing time', async () => {
    const db = t.database.db;
    const createdAt = new Date('2026-11-01T08:30:00Z');
    const [row] = await db
      .insert(contents)
      .values({ ctype: 9, authorId: publisherId, publisherId, title: 'Draft', createdAt, upvoteCount: 3 })
      .returning({ id: contents.id });
    const [scored] = await db
      .update(contents)
      .set({ hotScore: hotScoreExpression })
      .where(eq(contents.id, row!.id))
      .returning({ hot: contents.hotScore });
    expect(scored!.hot).toBeCloseTo(
      hotScore({ upvoteCount: 3, downvoteCount: 0, commentCount: 0, readCount: 0, publishedAt: createdAt }),
      9,
    );
  });

  it('orders a day-newer story above one with nine times its engagement', () => {
    const base = { downvoteCount: 0, commentCount: 0, readCount: 0 };
    const older = hotScore({ ...base, upvoteCount: 90, publishedAt: new Date('2026-11-20T00:00:00Z') });
    const newer = hotScore({ ...base, upvoteCount: 10, publishedAt: new Date('2026-11-21T00:00:00Z') });
    expect(newer).toBeGreaterThan(older);
  });
});
