import {
  type ComposeSaveResult,
  canEdit,
  type EditorialContent,
  type MagazineActor,
  publish,
  unpublish,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents } from '../content/tables.ts';
import { listContentOnTopics, unlistContentFromTopics } from '../content/write.ts';
import { enforce, type LockedContent, lockForChange } from '../editorial/editorial-content.ts';
import { recordPublishMove, recordUnpublishMove } from '../editorial/moves.ts';
import { publishable } from './document-checks.ts';
import { type ComposeDeps, saveResult } from './own-content.ts';

/**
 * Publishes a saved content: the title and the type part must be complete. Who may is core's rule
 * (magazines/editorial.ts publish): the author as themselves; in a magazine the author with publishOwn,
 * or an editor publishing a member's submission (EXAMPLES §4: moving `status` to published is guarded
 * by itself). The first publish sets the publishing time and counts towards the author's achievements;
 * a content unpublished and published again keeps its first time. Publishing a published content
 * changes nothing.
 */
export async function publishContent(
  deps: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<ComposeSaveResult> {
  const now = deps.clock();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockForChange(tx, viewerId, cgroupId);
    if (locked.row.status === 'published') {
      enforce(canEdit(locked.actor, locked.state));
      return locked.row;
    }
    return publishLocked(tx, deps, locked, viewerId, now);
  });
  return saveResult(deps.db, row, viewerId);
}

/**
 * The publishing of a draft already locked with its actor (publishContent, and accepted work a
 * magazine commissioned, content-requests/publication.ts): core's rule decides, then topics, the hot
 * score, achievements and the editorial record follow in the caller's transaction.
 */
export async function publishLocked(
  tx: Tx,
  deps: Omit<ComposeDeps, 'content'>,
  locked: { row: NonNullable<LockedContent>; actor: MagazineActor; state: EditorialContent },
  viewerId: number,
  now: Date,
) {
  const { row: own, actor, state } = locked;
  const { next } = enforce(publish(actor, state));
  const extra = publishable(own.title, own.ctype, own.extra, {
    priceMissing: own.premium && own.priceMinor === null,
  });
  const publishedAt = own.publishedAt ?? now;
  await tx
    .update(contents)
    // Out of review as it is published (a review state belongs to drafts only).
    .set({ ...next, submittedAt: null, publishedAt, extra, updatedAt: now })
    .where(eq(contents.id, own.id));
  await listContentOnTopics(tx, own.id, publishedAt);
  await refreshHotScore(tx, own.id);
  if (own.publishedAt === null)
    await deps.achievements.recordPublished(tx, { authorId: own.authorId, ctype: own.ctype });
  await recordPublishMove(tx, deps, { row: own, actorId: viewerId, at: now });
  return { id: own.id, ...next, updatedAt: now };
}

/**
 * Back to a draft: it leaves its topic pages and their counts in the same transaction. A magazine's
 * story needs publishSubmissions there, or publishOwn for one's own.
 */
export async function unpublishContent(
  { db, clock }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<ComposeSaveResult> {
  const now = clock();
  const row = await transactionWithRetry(db, async (tx) => {
    const { row: own, actor, state } = await lockForChange(tx, viewerId, cgroupId);
    if (own.status === 'draft') {
      enforce(canEdit(actor, state));
      return own;
    }
    const { next } = enforce(unpublish(actor, state));
    await tx.update(contents).set({ status: 'draft', updatedAt: now }).where(eq(contents.id, own.id));
    await unlistContentFromTopics(tx, own.id);
    await recordUnpublishMove(tx, { row: own, actorId: viewerId, at: now });
    return { id: own.id, ...next, updatedAt: now };
  });
  return saveResult(db, row, viewerId);
}
