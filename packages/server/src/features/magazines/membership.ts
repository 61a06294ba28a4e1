import {
  actingRole,
  decide,
  finalClosingCutoff,
  type MagazineActor,
  type MagazineCloseResult,
  type MagazineLeaveResult,
  type MagazineRight,
  type Membership,
  reopenDeadline,
  reopenDecision,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { stopActingAs } from './acting-profile.ts';
import { magazines } from './tables.ts';

/**
 * SPEC §6 / §7: a member leaves a magazine; its primary owner closes it, and may reopen it within
 * CLOSE_UNDO_DAYS (core's closing.ts says what a closed magazine is). Each is one transaction with its
 * audit row; the rights are core's policy, checked against the rows as the transaction locked them.
 */

export type MembershipDeps = ServiceDeps & { notifications: NotificationsService };

const nameOf = (row: { displayName: string; username: string }) => row.displayName || row.username;

/**
 * Locks the magazine's settings row (made with the defaults for a magazine from before the table) and
 * the viewer's membership, in that order, and answers both with the actor as the transaction sees them.
 */
async function lockForMembershipChange(tx: Tx, actor: MagazineActor, magazineUserId: number) {
  const [magazine] = await tx
    .select({ userId: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, magazineUserId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  if (!magazine) throw new AppError('not_found');
  await tx.insert(magazines).values({ userId: magazineUserId }).onConflictDoNothing();
  const [settings] = await tx
    .select({ closedAt: magazines.closedAt })
    .from(magazines)
    .where(eq(magazines.userId, magazineUserId))
    .for('update');
  const [own] = await tx
    .select({ role: magazineMembers.role, ownerType: magazineMembers.ownerType })
    .from(magazineMembers)
    .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, actor.userId)))
    .for('update');
  const closedAt = settings?.closedAt ?? null;
  const membership: Membership | null = own ? { magazineUserId, ...own, closed: closedAt !== null } : null;
  const current: MagazineActor = {
    ...actor,
    memberships: [
      ...actor.memberships.filter((member) => member.magazineUserId !== magazineUserId),
      ...(membership ? [membership] : []),
    ],
  };
  return { magazine, closedAt, membership, actor: current };
}

/** A refusal says access_deny and nothing more: the reason stays on the server. */
function enforce(actor: MagazineActor, right: MagazineRight, magazineUserId: number) {
  if (!decide(actor, right, magazineUserId).ok) throw new AppError('access_deny');
}

/** The viewer leaves: their membership goes, with its audit row and a notification to the magazine. */
export async function leaveMagazine(
  deps: MembershipDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<MagazineLeaveResult> {
  return transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockForMembershipChange(tx, actor, magazineUserId);
    enforce(locked.actor, 'leave', magazineUserId);
    const from = locked.membership ? actingRole(locked.membership) : null;
    await stopActingAs(tx, magazineUserId, actor.userId);
    await tx
      .delete(magazineMembers)
      .where(
        and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, actor.userId)),
      );
    await recordTeamEvent(tx, 'magazine.member.leave', {
      magazineUserId,
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
      data: { from, to: null },
      at: deps.clock(),
    });
    await deps.notifications.notify(tx, {
      userId: magazineUserId,
      actorId: actor.userId,
      kind: 'member_left',
    });
    return { magazineUserId, name: nameOf(locked.magazine) };
  });
}

/** The primary owner closes the magazine; closing one already closed answers as the first closing did. */
export async function closeMagazine(
  deps: MembershipDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<MagazineCloseResult> {
  return transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockForMembershipChange(tx, actor, magazineUserId);
    const name = nameOf(locked.magazine);
    if (locked.closedAt) {
      enforce(locked.actor, 'reopen', magazineUserId);
      return { magazineUserId, name, reopenUntil: reopenDeadline(locked.closedAt).toISOString() };
    }
    enforce(locked.actor, 'close', magazineUserId);
    const now = deps.clock();
    await tx
      .update(magazines)
      .set({ closedAt: now, closedBy: actor.userId, updatedAt: now })
      .where(eq(magazines.userId, magazineUserId));
    await stopActingAs(tx, magazineUserId);
    await recordTeamEvent(tx, 'magazine.closed', {
      magazineUserId,
      actorUserId: actor.userId,
      at: now,
    });
    return { magazineUserId, name, reopenUntil: reopenDeadline(now).toISOString() };
  });
}

/** The primary owner reopens a closed magazine within the undo window: everything is as it was. */
export async function reopenMagazine(
  deps: MembershipDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<MagazineLeaveResult> {
  return transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockForMembershipChange(tx, actor, magazineUserId);
    const name = nameOf(locked.magazine);
    // Reopening one already open (a second click of Undo) changes nothing, for the one who could close it.
    if (!locked.closedAt) {
      enforce(locked.actor, 'close', magazineUserId);
      return { magazineUserId, name };
    }
    enforce(locked.actor, 'reopen', magazineUserId);
    const now = deps.clock();
    if (!reopenDecision(locked.closedAt, now).ok) throw new AppError('access_deny');
    await tx
      .update(magazines)
      .set({ closedAt: null, closedBy: null, updatedAt: now })
      .where(eq(magazines.userId, magazineUserId));
    await recordTeamEvent(tx, 'magazine.reopened', { magazineUserId, actorUserId: actor.userId, at: now });
    return { magazineUserId, name };
  });
}

/** Closed magazines whose undo window has passed and that still have members; a batch per run. */
const FINALISE_BATCH = 50;

async function finaliseOne(tx: Tx, magazineUserId: number, cutoff: Date, now: Date) {
  const [claimed] = await tx
    .select({ userId: magazines.userId })
    .from(magazines)
    .where(and(eq(magazines.userId, magazineUserId), sql`${magazines.closedAt} <= ${cutoff.toISOString()}`))
    .for('update', { skipLocked: true });
  if (!claimed) return;
  await stopActingAs(tx, magazineUserId);
  const removed = await tx
    .delete(magazineMembers)
    .where(eq(magazineMembers.magazineUserId, magazineUserId))
    .returning({
      userId: magazineMembers.userId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
    });
  for (const member of removed)
    await recordTeamEvent(tx, 'magazine.member.remove', {
      magazineUserId,
      actorUserId: null,
      subjectUserId: member.userId,
      data: { from: actingRole(member), to: null, reason: 'closed' },
      at: now,
    });
}

/**
 * The housekeeping job: a closing older than CLOSE_UNDO_DAYS is final. Its memberships go (each with
 * its audit row); the magazine stays, closed, as the publisher of its stories. Claims its rows with
 * SKIP LOCKED, so several processes may run it; a later run finds nothing left to do.
 */
export async function finaliseClosings(deps: ServiceDeps): Promise<number> {
  const now = deps.clock();
  const cutoff = finalClosingCutoff(now);
  const due = await dueClosings(deps.db, cutoff);
  for (const magazineUserId of due)
    await transactionWithRetry(deps.db, (tx) => finaliseOne(tx, magazineUserId, cutoff, now));
  return due.length;
}

async function dueClosings(db: DbOrTx, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ userId: magazines.userId })
    .from(magazines)
    .where(
      and(
        sql`${magazines.closedAt} <= ${cutoff.toISOString()}`,
        sql`exists (select 1 from ${magazineMembers} where ${magazineMembers.magazineUserId} = ${magazines.userId})`,
      ),
    )
    .orderBy(magazines.closedAt)
    .limit(FINALISE_BATCH);
  return rows.map((row) => row.userId);
}
