import {
  type FeedCursor,
  MY_POSTS_PAGE_SIZE,
  type MyPostItem,
  type MyPostsPage,
  type MyPostsTab,
} from '@masthead/core';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import { returnNotes } from '../editorial/revisions.ts';

/** A cursor's time as a timestamptz literal with its microseconds (JS dates stop at milliseconds). */
function cursorTime(cursor: FeedCursor): string {
  const ms = Math.floor(cursor.publishedAtUs / 1000);
  const micros = String(cursor.publishedAtUs % 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace('Z', `${micros}Z`);
}

const updatedMicros = sql<string>`floor(extract(epoch from ${contents.updatedAt}) * 1000000)::bigint`;

/**
 * SPEC §2 My Posts: one tab (with each content's publisher and review state), last edited first, through contents_author_status_idx (author, status,
 * updated_at desc, id desc), keyset-paged; and both tabs' counts.
 */
export async function myPosts(
  db: Db,
  viewerId: number,
  tab: MyPostsTab,
  cursor?: FeedCursor,
): Promise<MyPostsPage> {
  const [rows, countRows] = await Promise.all([
    db
      .select({
        id: contents.id,
        us: updatedMicros,
        status: contents.status,
        updatedAt: contents.updatedAt,
        reviewState: contents.reviewState,
        submittedAt: contents.submittedAt,
      })
      .from(contents)
      .where(
        and(
          eq(contents.authorId, viewerId),
          eq(contents.status, tab),
          isNull(contents.deletedAt),
          cursor
            ? sql`(${contents.updatedAt}, ${contents.id}) < (${cursorTime(cursor)}::timestamptz, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(contents.updatedAt), desc(contents.id))
      .limit(MY_POSTS_PAGE_SIZE + 1),
    db
      .select({ status: contents.status, n: count() })
      .from(contents)
      .where(and(eq(contents.authorId, viewerId), isNull(contents.deletedAt)))
      .groupBy(contents.status),
  ]);
  const page = rows.slice(0, MY_POSTS_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > MY_POSTS_PAGE_SIZE && last
      ? `${Number(last.us).toString(36)}-${last.id.toString(36)}`
      : null;
  const summaries = await loadSummaries(
    db,
    page.map((row) => row.id),
    viewerId,
    { includeDrafts: true },
  );
  const byId = new Map(page.map((row) => [row.id, row]));
  const notes = await returnNotes(
    db,
    page.filter((row) => row.reviewState === 'returned').map((row) => row.id),
  );
  const items: MyPostItem[] = summaries.flatMap((summary) => {
    const row = byId.get(summary.cgroupId);
    if (!row) return [];
    return [
      {
        ...summary,
        status: row.status,
        updatedAt: row.updatedAt.toISOString(),
        reviewState: row.reviewState,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        reviewNote: notes.get(row.id) ?? null,
      },
    ];
  });
  const countOf = (status: MyPostsTab) => countRows.find((row) => row.status === status)?.n ?? 0;
  return { items, nextCursor, counts: { draft: countOf('draft'), published: countOf('published') } };
}
