import { CONTENT_BODY_MAX, type Ctype, extraSchemaOf, LIMITS } from '@masthead/core';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { refreshHotScore } from './hot-score.ts';
import { contents, contentTopics } from './tables.ts';
import { moveTopicCounts } from './topic-counts.ts';

/** A content to store: every type shares the one model; `extra` must fit its type's core schema. */
export type NewContent = {
  ctype: Ctype;
  status: 'draft' | 'published';
  authorId: number;
  publisherId: number;
  title: string;
  description?: string;
  /** Rich text; sanitised here before it is written. */
  body?: string;
  photoPath?: string | null;
  photoFocalPoint?: string | null;
  linkUrl?: string | null;
  lang: string;
  locationId?: number | null;
  entityId?: number | null;
  extra?: Record<string, unknown>;
  premium?: boolean;
  /** Defaults to now for published content. */
  publishedAt?: Date;
  /** In display order; the first is the content's main topic. */
  topicIds?: number[];
  /** Engagement counts a seed starts from (votes and reads features keep them afterwards). */
  counts?: Partial<
    Record<'upvoteCount' | 'downvoteCount' | 'commentCount' | 'readCount' | 'saveCount', number>
  >;
};

/**
 * Stores one content with its topics in the caller's transaction: content_topics carries the publishing
 * time (topic pages read one index), the topic counts move with it (topic-counts.ts; DESIGN §7: in the same
 * transaction, never read-then-written), and the hot score is computed by its SQL twin.
 */
export async function insertContent(tx: DbOrTx, input: NewContent, now: Date): Promise<number> {
  if (input.title.length > LIMITS.titleMax) {
    throw new AppError('validation.failed', { fields: { title: 'validation.too.long' } });
  }
  const schema = extraSchemaOf(input.ctype);
  const extra = input.extra ?? {};
  if (schema && !schema.safeParse(extra).success) {
    throw new AppError('validation.failed', { fields: { extra: 'validation.invalid' } });
  }
  const publishedAt = input.status === 'published' ? (input.publishedAt ?? now) : null;
  const [row] = await tx
    .insert(contents)
    .values({
      ctype: input.ctype,
      status: input.status,
      authorId: input.authorId,
      publisherId: input.publisherId,
      title: input.title,
      description: input.description ?? '',
      body: sanitizeRichText(input.body ?? '', { maxLength: CONTENT_BODY_MAX, embeds: true }),
      photoPath: input.photoPath ?? null,
      photoFocalPoint: input.photoFocalPoint ?? null,
      linkUrl: input.linkUrl ?? null,
      lang: input.lang,
      locationId: input.locationId ?? null,
      entityId: input.entityId ?? null,
      extra,
      premium: input.premium ?? false,
      publishedAt,
      createdAt: publishedAt ?? now,
      updatedAt: publishedAt ?? now,
      ...input.counts,
    })
    .returning({ id: contents.id });
  if (!row) throw new AppError('unexpected_error');
  const topicIds = [...new Set(input.topicIds ?? [])];
  if (topicIds.length > 0) {
    await tx
      .insert(contentTopics)
      .values(topicIds.map((topicId, position) => ({ contentId: row.id, topicId, position, publishedAt })));
    if (publishedAt) await moveTopicCounts(tx, row.id, topicIds, 1);
  }
  await refreshHotScore(tx, row.id);
  return row.id;
}

/**
 * Deletes a published or draft content for readers (the row stays for the author's history): it leaves
 * every topic page and counter in the same transaction. False when it was already gone.
 */
export async function markContentDeleted(tx: DbOrTx, contentId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(contents)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .returning({ id: contents.id });
  if (!row) return false;
  const unlisted = await tx
    .update(contentTopics)
    .set({ publishedAt: null })
    .where(and(eq(contentTopics.contentId, contentId), isNotNull(contentTopics.publishedAt)))
    .returning({ topicId: contentTopics.topicId });
  await moveTopicCounts(
    tx,
    contentId,
    unlisted.map((item) => item.topicId),
    -1,
  );
  return true;
}

/**
 * Undoes markContentDeleted for a moderator's restore: the content is back for readers, a published one
 * on its topics' pages and counters again. False when it was not deleted.
 */
export async function markContentRestored(tx: DbOrTx, contentId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(contents)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(contents.id, contentId), isNotNull(contents.deletedAt)))
    .returning({ status: contents.status, publishedAt: contents.publishedAt });
  if (!row) return false;
  if (row.status === 'published' && row.publishedAt) {
    const listed = await tx
      .update(contentTopics)
      .set({ publishedAt: row.publishedAt })
      .where(and(eq(contentTopics.contentId, contentId), isNull(contentTopics.publishedAt)))
      .returning({ topicId: contentTopics.topicId });
    await moveTopicCounts(
      tx,
      contentId,
      listed.map((item) => item.topicId),
      1,
    );
  }
  await refreshHotScore(tx, contentId);
  return true;
}

/**
 * Sets a content's topics, in order (the first is its main topic), in the caller's transaction, with the
 * content's row already locked. `publishedAt` is the content's publishing time while it is published
 * (new topics list it at once and count it), null for a draft. Topics that went leave their pages.
 */
export async function replaceContentTopics(
  tx: DbOrTx,
  contentId: number,
  topicIds: readonly number[],
  publishedAt: Date | null,
): Promise<void> {
  const wanted = [...new Set(topicIds)];
  const existing = await tx
    .select({ topicId: contentTopics.topicId, publishedAt: contentTopics.publishedAt })
    .from(contentTopics)
    .where(eq(contentTopics.contentId, contentId));
  const gone = existing.filter((row) => !wanted.includes(row.topicId));
  if (gone.length > 0) {
    await tx.delete(contentTopics).where(
      and(
        eq(contentTopics.contentId, contentId),
        inArray(
          contentTopics.topicId,
          gone.map((row) => row.topicId),
        ),
      ),
    );
    await moveTopicCounts(
      tx,
      contentId,
      gone.filter((row) => row.publishedAt !== null).map((row) => row.topicId),
      -1,
    );
  }
  const known = new Set(existing.map((row) => row.topicId));
  for (const [position, topicId] of wanted.entries()) {
    if (known.has(topicId))
      await tx
        .update(contentTopics)
        .set({ position })
        .where(and(eq(contentTopics.contentId, contentId), eq(contentTopics.topicId, topicId)));
  }
  const added = wanted.filter((topicId) => !known.has(topicId));
  if (added.length > 0) {
    await tx
      .insert(contentTopics)
      .values(
        added.map((topicId) => ({ contentId, topicId, position: wanted.indexOf(topicId), publishedAt })),
      );
    if (publishedAt) await moveTopicCounts(tx, contentId, added, 1);
  }
}

/** Publishing: the content appears on its topics' pages with its publishing time, counted once each. */
export async function listContentOnTopics(tx: DbOrTx, contentId: number, publishedAt: Date): Promise<void> {
  const listed = await tx
    .update(contentTopics)
    .set({ publishedAt })
    .where(and(eq(contentTopics.contentId, contentId), isNull(contentTopics.publishedAt)))
    .returning({ topicId: contentTopics.topicId });
  await moveTopicCounts(
    tx,
    contentId,
    listed.map((row) => row.topicId),
    1,
  );
}

/** Unpublishing: the content leaves its topics' pages and their counts. */
export async function unlistContentFromTopics(tx: DbOrTx, contentId: number): Promise<void> {
  const unlisted = await tx
    .update(contentTopics)
    .set({ publishedAt: null })
    .where(and(eq(contentTopics.contentId, contentId), isNotNull(contentTopics.publishedAt)))
    .returning({ topicId: contentTopics.topicId });
  await moveTopicCounts(
    tx,
    contentId,
    unlisted.map((row) => row.topicId),
    -1,
  );
}
