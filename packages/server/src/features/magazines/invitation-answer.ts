import {
  dashboardPath,
  type ErrorCode,
  type InvitationAccepted,
  type InvitationDeclined,
  type InvitationPage,
  type InvitationRef,
  type InvitationState,
  type InvitationViewer,
  invitationState,
  sameAddress,
} from '@masthead/core';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { TOKEN_SHAPE } from '../accounts/account-rows.ts';
import { hashToken } from '../accounts/secrets.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { hiddenMaskFor } from './hidden-members.ts';
import {
  type InvitationRow,
  type InvitationsDeps,
  invitationByHash,
  invitationById,
  invitedRole,
  inviterOf,
  isMember,
  magazineOf,
  membershipOf,
  type PersonRow,
  personOf,
} from './invitation-rows.ts';
import { magazineInvitations } from './tables.ts';

/**
 * Answering an invitation: what its page shows, accepting it and declining it. A token is the proof
 * of an invitation (and, for one by email, of the address it was mailed to); the invitee's
 * notification, which never carries the token, names the invitation by id, and an id counts only for
 * the account whose verified address it was sent to.
 */

/** The invitation a reference stands for, as this person may reach it; null when it is none of theirs. */
async function findInvitation(db: DbOrTx, ref: InvitationRef, person: PersonRow | null) {
  if ('token' in ref) return TOKEN_SHAPE.test(ref.token) ? invitationByHash(db, hashToken(ref.token)) : null;
  const row = await invitationById(db, ref.invitationId);
  const theirs = row?.kind === 'email' && person?.emailVerifiedAt && sameAddress(person.email, row.email);
  return theirs ? row : null;
}

/** The state of an invitation, where a closed magazine withdraws every invitation to it. */
const stateOf = (row: InvitationRow, closed: boolean, now: Date): InvitationState =>
  closed && !row.revokedAt ? 'revoked' : invitationState(row, now);

/** Whether this person may take an email invitation: the account with the address it went to. */
const addressMatches = (row: InvitationRow, person: PersonRow) =>
  row.kind !== 'email' || sameAddress(person.email, row.email);

const REFUSAL: Record<Exclude<InvitationState, 'open'>, ErrorCode> = {
  expired: 'invitation.expired',
  revoked: 'invitation.revoked',
  used: 'invitation.used',
  declined: 'invitation.declined',
};

const refuse = (state: InvitationState) =>
  new AppError(state === 'open' ? 'unexpected_error' : REFUSAL[state]);

/** The invitation page: the magazine (name, logo), the role and who invited; nothing of its members. */
export async function describeInvitation(
  deps: InvitationsDeps,
  viewerId: number | null,
  ref: InvitationRef,
): Promise<InvitationPage> {
  const { db } = deps;
  const person = viewerId === null ? null : await personOf(db, viewerId);
  const row = await findInvitation(db, ref, person);
  const role = row && invitedRole(row);
  const magazine = row && (await magazineOf(db, row.magazineUserId));
  if (!row || !role || !magazine) return { state: 'invalid' };
  let viewer: InvitationViewer = 'guest';
  if (person) {
    if (await isMember(db, magazine.userId, person.userId)) viewer = 'member';
    else viewer = addressMatches(row, person) ? 'can-accept' : 'wrong-account';
  }
  return {
    state: stateOf(row, magazine.closedAt !== null, deps.clock()),
    viewer,
    invitation: {
      kind: row.kind,
      role,
      magazine: {
        userId: magazine.userId,
        username: magazine.username,
        displayName: magazine.displayName,
        photoPath: magazine.photoPath,
      },
      // Whoever holds the link is no reader of the team: a hidden inviter shows as the magazine.
      invitedBy: await inviterOf(db, row.invitedBy, await hiddenMaskFor(db, null, magazine.userId)),
      email: row.kind === 'email' ? row.email : null,
      expiresAt: row.expiresAt.toISOString(),
    },
  };
}

/** Reads the invitation and the magazine an answer is about, refusing what cannot be answered. */
async function answerable(db: DbOrTx, ref: InvitationRef, person: PersonRow) {
  const row = await findInvitation(db, ref, person);
  const role = row && invitedRole(row);
  const magazine = row && (await magazineOf(db, row.magazineUserId));
  if (!row || !role || !magazine) throw new AppError('invitation.invalid');
  return { row, role, magazine };
}

/**
 * Accepts an invitation: the membership with its role, the use counted (`use_count + 1` guarded in the
 * same statement, so 50 people racing for a one-use link make one member), the audit row and the
 * notifications to the magazine and to the inviter, in one transaction.
 */
export async function acceptInvitation(
  deps: InvitationsDeps,
  viewerId: number,
  ref: InvitationRef,
): Promise<InvitationAccepted> {
  const { db } = deps;
  const person = await personOf(db, viewerId);
  if (!person) throw new AppError('access_deny');
  const { row, role, magazine } = await answerable(db, ref, person);
  const now = deps.clock();
  if (await isMember(db, magazine.userId, person.userId)) throw new AppError('invitation.already.member');
  const state = stateOf(row, magazine.closedAt !== null, now);
  if (state !== 'open') throw refuse(state);
  if (!addressMatches(row, person)) throw new AppError('invitation.wrong.account');

  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(magazineInvitations)
      .set({ useCount: sql`${magazineInvitations.useCount} + 1` })
      .where(
        and(
          eq(magazineInvitations.id, row.id),
          isNull(magazineInvitations.revokedAt),
          isNull(magazineInvitations.declinedAt),
          gt(magazineInvitations.expiresAt, now),
          lt(magazineInvitations.useCount, magazineInvitations.maxUses),
        ),
      )
      .returning({ id: magazineInvitations.id });
    if (!claimed) {
      // Someone else took the last use (or it was revoked) since the checks above.
      const current = await invitationById(tx, row.id);
      throw refuse(current ? invitationState(current, now) : 'revoked');
    }
    const [joined] = await tx
      .insert(magazineMembers)
      .values({
        magazineUserId: magazine.userId,
        userId: person.userId,
        ...membershipOf(role),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: magazineMembers.userId });
    // Joined a moment ago by another request: roll the use back with everything else.
    if (!joined) throw new AppError('invitation.already.member');
    // The token was mailed to this address: holding it proves the address, as the verification link does.
    if (row.kind === 'email' && 'token' in ref && !person.emailVerifiedAt)
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, person.userId));
    await recordTeamEvent(tx, 'magazine.member.join', {
      magazineUserId: magazine.userId,
      actorUserId: person.userId,
      subjectUserId: person.userId,
      data: { role, invitationId: row.id, kind: row.kind, invitedBy: row.invitedBy },
      at: now,
    });
    await deps.notifications.notify(tx, {
      userId: magazine.userId,
      actorId: person.userId,
      kind: 'member_joined',
      magazineId: magazine.userId,
      // The invitation accepted: the team reads 'accepted an invitation and joined'.
      data: { role, invitationId: String(row.id) },
    });
    if (row.invitedBy !== null)
      await deps.notifications.notify(tx, {
        userId: row.invitedBy,
        actorId: person.userId,
        kind: 'invitation_accepted',
        magazineId: magazine.userId,
        data: { role },
      });
  });
  return {
    magazine: { userId: magazine.userId, username: magazine.username, displayName: magazine.displayName },
    role,
    dashboardPath: dashboardPath(magazine.username),
  };
}

/**
 * Declines an invitation. One by email is marked declined (and can no longer be accepted), with its
 * audit row; a link is simply not used, so declining it stores nothing.
 */
export async function declineInvitation(
  deps: InvitationsDeps,
  viewerId: number,
  ref: InvitationRef,
): Promise<InvitationDeclined> {
  const { db } = deps;
  const person = await personOf(db, viewerId);
  if (!person) throw new AppError('access_deny');
  const { row, magazine } = await answerable(db, ref, person);
  const answer = {
    magazine: { userId: magazine.userId, username: magazine.username, displayName: magazine.displayName },
  };
  const now = deps.clock();
  const state = stateOf(row, magazine.closedAt !== null, now);
  if (state !== 'open') throw refuse(state);
  if (row.kind === 'link') return answer;
  if (!addressMatches(row, person)) throw new AppError('invitation.wrong.account');
  await db.transaction(async (tx) => {
    const [declined] = await tx
      .update(magazineInvitations)
      .set({ declinedAt: now })
      .where(
        and(
          eq(magazineInvitations.id, row.id),
          isNull(magazineInvitations.revokedAt),
          isNull(magazineInvitations.declinedAt),
          eq(magazineInvitations.useCount, 0),
        ),
      )
      .returning({ id: magazineInvitations.id });
    if (!declined) {
      const current = await invitationById(tx, row.id);
      throw refuse(current ? invitationState(current, now) : 'revoked');
    }
    await recordTeamEvent(tx, 'magazine.invitation.decline', {
      magazineUserId: magazine.userId,
      actorUserId: person.userId,
      subjectUserId: person.userId,
      data: { invitationId: row.id, role: invitedRole(row) },
      at: now,
    });
  });
  return answer;
}
