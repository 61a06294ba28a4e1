import type { ReportDecision } from '@masthead/core';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../accounts/tables.ts';
import { comments } from '../comments/tables.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents } from '../content/tables.ts';
import { markContentDeleted, markContentRestored } from '../content/write.ts';
import type { reports } from './tables.ts';

/**
 * What a moderator's decision does, inside its transaction. A hidden or removed story or comment takes
 * the same deleted_at that every feed, search, page and count already filters on, so it is gone for
 * readers at once; a removed comment also loses its words. A suspended person's sessions end at once.
 * Answers the ids a notification about it names.
 */
export async function applyDecision(
  tx: Tx,
  report: Pick<typeof reports.$inferSelect, 'kind' | 'targetId' | 'authorId'>,
  decision: ReportDecision,
  now: Date,
): Promise<{ contentId?: number; commentId?: number }> {
  if (report.kind === 'story') {
    if (decision !== 'dismiss') await markContentDeleted(tx, report.targetId, now);
    return { contentId: report.targetId };
  }
  if (report.kind === 'comment') {
    const [comment] = await tx
      .select({ contentId: comments.contentId })
      .from(comments)
      .where(eq(comments.id, report.targetId));
    if (decision !== 'dismiss' && comment)
      await takeDownComment(tx, report.targetId, comment.contentId, decision, now);
    return comment ? { contentId: comment.contentId, commentId: report.targetId } : {};
  }
  if (decision === 'suspend') await suspendPerson(tx, report.targetId, now);
  return {};
}

async function takeDownComment(
  tx: Tx,
  commentId: number,
  contentId: number,
  decision: ReportDecision,
  now: Date,
) {
  const [done] = await tx
    .update(comments)
    .set({
      deletedAt: now,
      updatedAt: now,
      ...(decision === 'remove' ? { body: '', photoPath: null } : {}),
    })
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  if (!done) return;
  await tx
    .update(contents)
    .set({ commentCount: sql`greatest(${contents.commentCount} - 1, 0)` })
    .where(eq(contents.id, contentId));
  await refreshHotScore(tx, contentId);
}

/** Suspends a person: they can no longer sign in, and every session of theirs ends now. */
export async function suspendPerson(tx: Tx, userId: number, now: Date) {
  await tx
    .update(users)
    .set({ suspendedAt: now })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Undoes a 'hide' (a restore): the story or comment is back for readers with its counts, in the
 * restore's transaction. Answers the ids an audit row or notification names.
 */
export async function undoHide(
  tx: Tx,
  report: Pick<typeof reports.$inferSelect, 'kind' | 'targetId'>,
  now: Date,
): Promise<{ contentId?: number; commentId?: number }> {
  if (report.kind === 'story') {
    await markContentRestored(tx, report.targetId, now);
    return { contentId: report.targetId };
  }
  const [comment] = await tx
    .update(comments)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(comments.id, report.targetId), isNotNull(comments.deletedAt)))
    .returning({ contentId: comments.contentId });
  if (!comment) return {};
  await tx
    .update(contents)
    .set({ commentCount: sql`${contents.commentCount} + 1` })
    .where(eq(contents.id, comment.contentId));
  await refreshHotScore(tx, comment.contentId);
  return { contentId: comment.contentId, commentId: report.targetId };
}
