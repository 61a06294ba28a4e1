import {
  canOpen,
  type EditorialContent,
  type EditorialDecision,
  type EditorialMove,
  type EditorialRefusal,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type Actor, loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/**
 * What every change of a content shares: the content locked with what the editorial rules read, and
 * the actor as the transaction sees them (their membership in its magazine locked, so a role taken away
 * meanwhile waits for this change or counts in it). Core's state machine decides; this maps its answer.
 */

/** The columns the compose and editorial changes read of a content. */
export const contentColumns = {
  id: contents.id,
  ctype: contents.ctype,
  status: contents.status,
  authorId: contents.authorId,
  publisherId: contents.publisherId,
  reviewState: contents.reviewState,
  submittedAt: contents.submittedAt,
  byline: contents.byline,
  title: contents.title,
  lang: contents.lang,
  extra: contents.extra,
  premium: contents.premium,
  priceMinor: contents.priceMinor,
  publishedAt: contents.publishedAt,
  previewCode: contents.previewCode,
  photoPath: contents.photoPath,
  updatedAt: contents.updatedAt,
};

export type LockedContent = Awaited<ReturnType<typeof lockedRow>>;

/** A content not deleted, locked for the rest of the transaction with what the rules read. */
export async function lockedRow(tx: DbOrTx, cgroupId: number) {
  const [row] = await tx
    .select(contentColumns)
    .from(contents)
    .where(and(eq(contents.id, cgroupId), isNull(contents.deletedAt)))
    .for('update');
  return row;
}

/** The actor with their membership in this magazine locked for the rest of the transaction. */
export async function actorIn(tx: Tx, userId: number, magazineUserId: number): Promise<Actor> {
  if (magazineUserId !== userId)
    await tx
      .select({ role: magazineMembers.role })
      .from(magazineMembers)
      .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, userId)))
      .for('share');
  return loadActor(tx, userId);
}

/** Only what the rules read (a row carries more). */
export const editorialStateOf = (row: EditorialContent): EditorialContent => ({
  authorId: row.authorId,
  publisherId: row.publisherId,
  status: row.status,
  reviewState: row.reviewState,
});

/**
 * The content and the actor, locked. One the actor may not open (someone's private draft, another
 * magazine's story), a deleted one and an unknown id all answer 404 alike: nobody learns which exist.
 */
export async function lockForChange(tx: Tx, userId: number, cgroupId: number) {
  const row = await lockedRow(tx, cgroupId);
  if (!row) throw new AppError('not_found');
  const actor = await actorIn(tx, userId, row.publisherId);
  if (!canOpen(actor, editorialStateOf(row)).ok) throw new AppError('not_found');
  return { row, actor, state: editorialStateOf(row) };
}

/** A refusal of core's rules as an answer: not allowed is 403; a state that moved on meanwhile is 409. */
export function refusalError(reason: EditorialRefusal): AppError {
  if (reason === 'not-author' || reason === 'not-member' || reason === 'role')
    return new AppError('access_deny');
  return new AppError('editorial.conflict');
}

/** Throws the refusal of a decision or a move; answers the move's next state. */
export function enforce<D extends EditorialDecision | EditorialMove>(decision: D): Extract<D, { ok: true }> {
  if (!decision.ok) throw refusalError(decision.reason);
  return decision as Extract<D, { ok: true }>;
}
