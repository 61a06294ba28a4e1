import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents } from '../content/tables.ts';
import { type FilesService, keysOfImagePath } from '../files/service.ts';
import { comments } from './tables.ts';

/**
 * Taking comments away: the author deletes their own, a magazine's editors and up remove those on its
 * stories. Either way a soft delete, so the replies keep their thread, counted in the same transaction.
 */
export function createCommentRemoval(deps: ServiceDeps & { files: FilesService }) {
  const { db, clock, files } = deps;

  /** Loads one of the viewer's own comments that is not deleted: 404 when gone, 403 when someone else's. */
  async function ownComment(userId: number, commentId: number) {
    const [row] = await db
      .select({
        userId: comments.userId,
        contentId: comments.contentId,
        deletedAt: comments.deletedAt,
      })
      .from(comments)
      .where(eq(comments.id, commentId));
    if (!row || row.deletedAt !== null) throw new AppError('not_found');
    if (row.userId !== userId) throw new AppError('access_deny');
    return row;
  }

  /** POST /api2/comment/delete: a soft delete, so the replies keep their thread. */
  async function remove(userId: number, commentId: number) {
    const { contentId } = await ownComment(userId, commentId);
    return softDelete(commentId, contentId);
  }

  /**
   * POST /api2/magazine/comment/remove: a comment on one of the magazine's stories, removed by one of
   * its editors and up (the route checked moderateComments in that magazine), with its audit row.
   * A comment elsewhere is 404, as for anyone else.
   */
  async function moderate(actorId: number, magazineUserId: number, commentId: number) {
    const [row] = await db
      .select({
        contentId: comments.contentId,
        authorId: comments.userId,
        deletedAt: comments.deletedAt,
        publisherId: contents.publisherId,
      })
      .from(comments)
      .innerJoin(contents, eq(contents.id, comments.contentId))
      .where(eq(comments.id, commentId));
    if (!row || row.deletedAt !== null || row.publisherId !== magazineUserId) throw new AppError('not_found');
    return softDelete(commentId, row.contentId, async (tx) => {
      await recordTeamEvent(tx, 'editorial.comment.remove', {
        magazineUserId,
        actorUserId: actorId,
        subjectUserId: row.authorId === actorId ? null : row.authorId,
        data: { cgroupId: row.contentId, commentId },
        at: clock(),
      });
    });
  }

  /** Deletes a comment for readers (body and photo gone, its place kept for its replies) and counts it. */
  async function softDelete(commentId: number, contentId: number, alongside?: (tx: Tx) => Promise<void>) {
    const removedPhoto = await transactionWithRetry(db, async (tx) => {
      await tx
        .select({ id: contents.id })
        .from(contents)
        .where(eq(contents.id, contentId))
        .for('no key update');
      const [previous] = await tx
        .select({ photoPath: comments.photoPath })
        .from(comments)
        .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
        .for('no key update');
      // Deleted meanwhile (another tab): nothing left to do.
      if (!previous) throw new AppError('not_found');
      await tx
        .update(comments)
        .set({ deletedAt: clock(), updatedAt: clock(), body: '', photoPath: null })
        .where(eq(comments.id, commentId));
      await tx
        .update(contents)
        .set({ commentCount: sql`${contents.commentCount} - 1` })
        .where(eq(contents.id, contentId));
      await refreshHotScore(tx, contentId);
      await alongside?.(tx);
      return previous.photoPath;
    });
    await deleteFiles(keysOfImagePath(removedPhoto));
    const [content] = await db
      .select({ commentCount: contents.commentCount })
      .from(contents)
      .where(eq(contents.id, contentId));
    return { commentId, deleted: true, commentCount: content?.commentCount ?? 0 };
  }

  /** Best effort: a file left behind costs disk space, never correctness. */
  async function deleteFiles(keys: string[]) {
    await Promise.all(keys.map((key) => files.storage.delete(key).catch(() => {})));
  }

  return { ownComment, remove, moderate, deleteFiles };
}
