import {
  abilitiesIn,
  encodeFeedCursor,
  type FeedCursor,
  type MagazineActor,
  REVIEW_QUEUE_PAGE_SIZE,
  REVIEW_QUEUE_TABS,
  type ReviewQueuePage,
  type ReviewQueueTab,
  USER_TYPE,
} from '@masthead/core';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { cursorTime, microsOf } from '../content/feed-queries.ts';
import { contents } from '../content/tables.ts';
import { returnNotes } from './revisions.ts';

/**
 * A magazine's review queue: its submissions oldest first (contents_review_idx: publisher, review
 * state, submitted time, id), keyset-paged, with both tabs' counts. Only those who review submissions
 * reach it (the route and the page check reviewSubmissions).
 */
export async function reviewQueue(
  db: Db,
  actor: MagazineActor,
  magazineUserId: number,
  tab: ReviewQueueTab,
  cursor?: FeedCursor,
): Promise<ReviewQueuePage | null> {
  const [magazine] = await db
    .select({ userId: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, magazineUserId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  if (!magazine) return null;
  const inQueue = (state: ReviewQueueTab) =>
    and(
      eq(contents.publisherId, magazineUserId),
      eq(contents.reviewState, state),
      isNull(contents.deletedAt),
    );
  const [rows, countRows] = await Promise.all([
    db
      .select({
        cgroupId: contents.id,
        ctype: contents.ctype,
        title: contents.title,
        reviewState: contents.reviewState,
        submittedAt: contents.submittedAt,
        updatedAt: contents.updatedAt,
        us: microsOf(contents.submittedAt),
        author: {
          userId: users.id,
          username: users.username,
          displayName: users.displayName,
          photoPath: users.photoPath,
          userType: users.userType,
        },
      })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.authorId))
      .where(
        and(
          inQueue(tab),
          cursor
            ? sql`(${contents.submittedAt}, ${contents.id}) > (${cursorTime(cursor)}::timestamptz, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(asc(contents.submittedAt), asc(contents.id))
      .limit(REVIEW_QUEUE_PAGE_SIZE + 1),
    db
      .select({ state: contents.reviewState, n: count() })
      .from(contents)
      .where(
        and(
          eq(contents.publisherId, magazineUserId),
          isNotNull(contents.reviewState),
          isNull(contents.deletedAt),
        ),
      )
      .groupBy(contents.reviewState),
  ]);
  const page = rows.slice(0, REVIEW_QUEUE_PAGE_SIZE);
  const last = page.at(-1);
  const notes =
    tab === 'returned'
      ? await returnNotes(
          db,
          page.map((row) => row.cgroupId),
        )
      : new Map();
  const counts = Object.fromEntries(
    REVIEW_QUEUE_TABS.map((state) => [state, countRows.find((row) => row.state === state)?.n ?? 0]),
  ) as Record<ReviewQueueTab, number>;
  return {
    magazine,
    tab,
    items: page.map((row) => ({
      cgroupId: row.cgroupId,
      ctype: row.ctype,
      title: row.title,
      author: row.author,
      reviewState: row.reviewState ?? tab,
      // A queued story always has its submission time (set by the move that queued it).
      submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      note: notes.get(row.cgroupId) ?? null,
    })),
    nextCursor:
      rows.length > REVIEW_QUEUE_PAGE_SIZE && last
        ? encodeFeedCursor({ publishedAtUs: Number(last.us), id: last.cgroupId })
        : null,
    counts,
    abilities: abilitiesIn(actor, magazineUserId),
  };
}
