import type { ComposeSaveResult } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents } from '../content/tables.ts';
import { listContentOnTopics, unlistContentFromTopics } from '../content/write.ts';
import { publishable } from './document-checks.ts';
import { type ComposeDeps, lockOwn, saveResult } from './own-content.ts';

/**
 * Publishes the viewer's saved content: the title and the type part must be complete. The first
 * publish sets the publishing time and counts towards the author's achievements; a content
 * unpublished and published again keeps its first time. Publishing a published content changes nothing.
 */
export async function publishContent(
  { db, clock, achievements }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<ComposeSaveResult> {
  const now = clock();
  const row = await transactionWithRetry(db, async (tx) => {
    const own = await lockOwn(tx, viewerId, cgroupId);
    if (own.status === 'published') return own;
    const extra = publishable(own.title, own.ctype, own.extra, {
      priceMissing: own.premium && own.priceMinor === null,
    });
    const publishedAt = own.publishedAt ?? now;
    await tx
      .update(contents)
      .set({ status: 'published', publishedAt, extra, updatedAt: now })
      .where(eq(contents.id, own.id));
    await listContentOnTopics(tx, own.id, publishedAt);
    await refreshHotScore(tx, own.id);
    if (own.publishedAt === null)
      await achievements.recordPublished(tx, { authorId: own.authorId, ctype: own.ctype });
    return { id: own.id, status: 'published' as const, updatedAt: now };
  });
  return saveResult(db, row, viewerId);
}

/** Back to a draft: it leaves its topic pages and their counts in the same transaction. */
export async function unpublishContent(
  { db, clock }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<ComposeSaveResult> {
  const now = clock();
  const row = await transactionWithRetry(db, async (tx) => {
    const own = await lockOwn(tx, viewerId, cgroupId);
    if (own.status === 'draft') return own;
    await tx.update(contents).set({ status: 'draft', updatedAt: now }).where(eq(contents.id, own.id));
    await unlistContentFromTopics(tx, own.id);
    return { id: own.id, status: 'draft' as const, updatedAt: now };
  });
  return saveResult(db, row, viewerId);
}
