import {
  encodeFeedCursor,
  type FeedCursor,
  isUiLanguage,
  type LanguageCount,
  MAGAZINE_ROLE,
  type UiLanguage,
} from '@masthead/core';
import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { contents, contentTopics, topicLangCounts } from './tables.ts';

/**
 * Keyset pages of content ids (newest first), each read in the order of one index, so a page costs the
 * same on page 1 and page 1,000 and a story published meanwhile never shifts or repeats an item.
 */

/**
 * A story that shows its author: not one written as the hidden secretAdmin of the magazine that
 * published it (hidden-members.ts), nor one under the magazine's byline (publisher mode). Those are the
 * magazine's, so a person's own lists leave them out. A scalar subquery, so each story the index walk
 * finds costs one primary-key probe (never a scan of the memberships).
 */
export const showsItsAuthor = sql`(${contents.publisherId} = ${contents.authorId} or (${contents.byline} = 'author' and (select ${magazineMembers.role} from ${magazineMembers} where ${magazineMembers.magazineUserId} = ${contents.publisherId} and ${magazineMembers.userId} = ${contents.authorId}) is distinct from ${MAGAZINE_ROLE.secretAdmin}))`;

/** One page of ids plus the cursor of the next page (null at the end). */
export type IdPage = { ids: number[]; nextCursor: string | null };

/** A cursor's time as a timestamptz literal with its microseconds (JS dates stop at milliseconds). */
export function cursorTime(cursor: FeedCursor): string {
  const ms = Math.floor(cursor.publishedAtUs / 1000);
  const micros = String(cursor.publishedAtUs % 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace('Z', `${micros}Z`);
}

/** A time in whole microseconds, exact (extract gives numeric on PostgreSQL 14 and later). */
export const microsOf = (column: SQLWrapper) =>
  sql<string>`floor(extract(epoch from ${column}) * 1000000)::bigint`;

function pageOf(rows: { id: number; us: string }[], limit: number): IdPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeFeedCursor({ publishedAtUs: Number(last.us), id: last.id }) : null;
  return { ids: items.map((row) => row.id), nextCursor };
}

/** A published story of the topic, as its feed lists them. */
const topicStory = (topicId: number) =>
  and(
    eq(contentTopics.topicId, topicId),
    isNotNull(contentTopics.publishedAt),
    eq(contents.status, 'published'),
    isNull(contents.deletedAt),
  );

/** Which of a topic's stories a page lists, and how many. */
export type TopicListing = {
  cursor?: FeedCursor | undefined;
  limit: number;
  /** Only those a person wrote or a magazine published (its topic page). */
  publisherId?: number | undefined;
  /** Only those in these languages (the reader's feed languages, issue 13); all when absent. */
  langs?: readonly UiLanguage[] | undefined;
};

/**
 * Ids of a topic's published stories, through content_topics_topic_feed_idx; the publisher and the
 * languages are filtered along the same index walk (one primary-key probe per story).
 */
export async function topicContentIds(db: DbOrTx, topicId: number, listing: TopicListing): Promise<IdPage> {
  const { cursor, limit, publisherId, langs } = listing;
  const rows = await db
    .select({ id: contentTopics.contentId, us: microsOf(contentTopics.publishedAt) })
    .from(contentTopics)
    .innerJoin(contents, eq(contents.id, contentTopics.contentId))
    .where(
      and(
        topicStory(topicId),
        publisherId === undefined
          ? undefined
          : or(
              eq(contents.publisherId, publisherId),
              and(eq(contents.authorId, publisherId), showsItsAuthor),
            ),
        langs === undefined ? undefined : inArray(contents.lang, [...langs]),
        cursor
          ? sql`(${contentTopics.publishedAt}, ${contentTopics.contentId}) < (${cursorTime(cursor)}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${contentTopics.publishedAt} desc nulls last, ${contentTopics.contentId} desc nulls last`)
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/**
 * Issue 13: how many of a topic's published stories are in each language the feed leaves out, most
 * first; read from the counts kept per language (content/topic-counts.ts), not counted (issue 12).
 */
export async function topicOtherLangCounts(
  db: DbOrTx,
  topicId: number,
  langs: readonly UiLanguage[],
): Promise<LanguageCount[]> {
  const rows = await db
    .select({ lang: topicLangCounts.lang, count: topicLangCounts.articleCount })
    .from(topicLangCounts)
    .where(
      and(
        eq(topicLangCounts.topicId, topicId),
        notInArray(topicLangCounts.lang, [...langs]),
        gt(topicLangCounts.articleCount, 0),
      ),
    )
    .orderBy(desc(topicLangCounts.articleCount), topicLangCounts.lang);
  return rows.flatMap((row) => (isUiLanguage(row.lang) ? [{ lang: row.lang, count: row.count }] : []));
}

/** The column a contents list is keyed on: a person's stories, a magazine's, an entity's, a type's. */
export type ContentListKey =
  | { by: 'author'; userId: number; publisherId?: number | undefined }
  | { by: 'publisher'; userId: number }
  | { by: 'entity'; entityId: number }
  | { by: 'ctype'; ctype: number };

export function keyCondition(key: ContentListKey): SQL | undefined {
  switch (key.by) {
    case 'author':
      return and(
        eq(contents.authorId, key.userId),
        key.publisherId === undefined ? undefined : eq(contents.publisherId, key.publisherId),
        showsItsAuthor,
      );
    case 'publisher':
      return eq(contents.publisherId, key.userId);
    case 'entity':
      return eq(contents.entityId, key.entityId);
    case 'ctype':
      return eq(contents.ctype, key.ctype);
  }
}

/**
 * Ids of published content by one key, through contents_author_published_idx, contents_publisher_idx,
 * contents_entity_idx or contents_ctype_idx (each (key, published_at desc, id desc)).
 */
export async function contentIdsBy(
  db: DbOrTx,
  key: ContentListKey,
  cursor: FeedCursor | undefined,
  limit: number,
  /** A further condition walked along the same index (the embed feed's language and search words). */
  filter?: SQL,
): Promise<IdPage> {
  const rows = await db
    .select({ id: contents.id, us: microsOf(contents.publishedAt) })
    .from(contents)
    .where(
      and(
        keyCondition(key),
        filter,
        eq(contents.status, 'published'),
        isNull(contents.deletedAt),
        isNotNull(contents.publishedAt),
        cursor
          ? sql`(${contents.publishedAt}, ${contents.id}) < (${cursorTime(cursor)}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${contents.publishedAt} desc nulls last, ${contents.id} desc nulls last`)
    .limit(limit + 1);
  return pageOf(rows, limit);
}
