import {
  type EditorialContent,
  isMagazineStory,
  returnToAuthor,
  submit,
  type TeamEvent,
  type TReturnSubmission,
  withdraw,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { contents } from '../content/tables.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { enforce, type LockedContent, lockForChange } from './editorial-content.ts';
import { recordRevision } from './revisions.ts';

/**
 * The review queue's moves: the author submits (or withdraws), an editor returns with a note. Each is
 * one transaction: the content's new state, its revision, the audit row and the notification.
 * Publishing and unpublishing are compose's, and call `recordPublishMove` / `recordUnpublishMove`.
 */

export type EditorialDeps = ServiceDeps & { notifications: NotificationsService };

type Row = NonNullable<LockedContent>;

/** What a move answers: where the content now stands (the route adds its address). */
export type MoveResult = Pick<Row, 'id' | 'status' | 'reviewState'> & { updatedAt: Date };

/** The audit row of an editorial move in a magazine (EXAMPLES §11), in the move's transaction. */
export function auditMove(
  tx: Tx,
  event: TeamEvent,
  entry: { row: Row; actorId: number; at: Date; data?: Record<string, unknown> },
) {
  return recordTeamEvent(tx, event, {
    magazineUserId: entry.row.publisherId,
    actorUserId: entry.actorId,
    subjectUserId: entry.row.authorId === entry.actorId ? null : entry.row.authorId,
    data: { cgroupId: entry.row.id, title: entry.row.title, ...entry.data },
    at: entry.at,
  });
}

async function setReviewState(tx: Tx, row: Row, next: Pick<EditorialContent, 'reviewState'>, at: Date) {
  await tx
    .update(contents)
    .set({
      reviewState: next.reviewState,
      // The queue waits in the order of submission; a returned story keeps its place for the record.
      submittedAt: next.reviewState === 'submitted' ? at : next.reviewState === null ? null : row.submittedAt,
      updatedAt: at,
    })
    .where(eq(contents.id, row.id));
}

/** The author sends their magazine draft to the review queue; the magazine is told. */
export async function submitContent(deps: EditorialDeps, userId: number, cgroupId: number) {
  const at = deps.clock();
  return transactionWithRetry(deps.db, (tx) => submitInTransaction(tx, deps, { userId, cgroupId, at }));
}

/**
 * The submit move in the caller's transaction (open contribution creates the draft and submits it in
 * one): core's rules, the review state, the 'submitted' revision, the audit row and the notification.
 */
export async function submitInTransaction(
  tx: Tx,
  deps: EditorialDeps,
  { userId, cgroupId, at }: { userId: number; cgroupId: number; at: Date },
): Promise<MoveResult> {
  const { row, actor, state } = await lockForChange(tx, userId, cgroupId);
  const { next } = enforce(submit(actor, state));
  await setReviewState(tx, row, next, at);
  await recordRevision(tx, { contentId: row.id, editorId: userId, kind: 'submitted', at });
  await auditMove(tx, 'editorial.submit', { row, actorId: userId, at });
  await deps.notifications.notify(tx, {
    userId: row.publisherId,
    actorId: userId,
    kind: 'submission',
    contentId: row.id,
    magazineId: row.publisherId,
  });
  return { id: row.id, ...next, updatedAt: at };
}

/** The author takes their submission out of the queue, to change it. */
export async function withdrawContent(deps: EditorialDeps, userId: number, cgroupId: number) {
  const at = deps.clock();
  return transactionWithRetry(deps.db, async (tx): Promise<MoveResult> => {
    const { row, actor, state } = await lockForChange(tx, userId, cgroupId);
    const { next } = enforce(withdraw(actor, state));
    await setReviewState(tx, row, next, at);
    await auditMove(tx, 'editorial.withdraw', { row, actorId: userId, at });
    return { id: row.id, ...next, updatedAt: at };
  });
}

/**
 * An editor sends a submission back to its author with a note; the author is told, note and all, and
 * the magazine that it went back.
 */
export async function returnContent(deps: EditorialDeps, userId: number, input: TReturnSubmission) {
  const at = deps.clock();
  return transactionWithRetry(deps.db, async (tx): Promise<MoveResult> => {
    const { row, actor, state } = await lockForChange(tx, userId, input.cgroupId);
    const { next } = enforce(returnToAuthor(actor, state));
    await setReviewState(tx, row, next, at);
    await recordRevision(tx, { contentId: row.id, editorId: userId, kind: 'returned', note: input.note, at });
    await auditMove(tx, 'editorial.return', { row, actorId: userId, at });
    await deps.notifications.notify(tx, {
      userId: row.authorId,
      actorId: userId,
      kind: 'submission_returned',
      contentId: row.id,
      magazineId: row.publisherId,
      data: { note: input.note },
    });
    // The team sees that it went back (the note stays between the editor and the author).
    await deps.notifications.notify(tx, {
      userId: row.publisherId,
      actorId: userId,
      kind: 'submission_returned',
      contentId: row.id,
      magazineId: row.publisherId,
      data: { memberId: String(row.authorId) },
    });
    return { id: row.id, ...next, updatedAt: at };
  });
}

/**
 * After compose published a magazine story (in the same transaction, which also took it out of
 * review): a 'published' revision, the audit row, its author told when an editor published it, and
 * the magazine told in any case.
 */
export async function recordPublishMove(
  tx: Tx,
  deps: EditorialDeps,
  entry: { row: Row; actorId: number; at: Date },
) {
  const { row, actorId, at } = entry;
  if (!isMagazineStory(row)) return;
  await recordRevision(tx, { contentId: row.id, editorId: actorId, kind: 'published', at });
  await auditMove(tx, 'editorial.publish', entry);
  await deps.notifications.notify(tx, {
    userId: row.authorId,
    actorId,
    kind: 'submission_published',
    contentId: row.id,
    magazineId: row.publisherId,
  });
  // And the team: a new story out under the magazine's name, whoever published it.
  await deps.notifications.notify(tx, {
    userId: row.publisherId,
    actorId,
    kind: 'submission_published',
    contentId: row.id,
    magazineId: row.publisherId,
    ...(row.authorId === actorId ? {} : { data: { memberId: String(row.authorId) } }),
  });
}

/** After compose unpublished a magazine story: the audit row. */
export async function recordUnpublishMove(tx: Tx, entry: { row: Row; actorId: number; at: Date }) {
  if (isMagazineStory(entry.row)) await auditMove(tx, 'editorial.unpublish', entry);
}
