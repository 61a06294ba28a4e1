import {
  ACTING_ROLES,
  abilitiesIn,
  actingRole,
  canAssignRole,
  canRemoveMember,
  type Decision,
  isSecretAdmin,
  MAGAZINE_ROLE,
  type MagazineActor,
  type Membership,
  OWNER_TYPE,
  type OwnerType,
  pickerRoles,
  type TeamMemberView,
  type TeamView,
  type TMemberRemove,
  type TMemberRoleChange,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { stopActingAs } from './acting-profile.ts';
import type { MembershipDeps } from './membership.ts';

/** Team changes notify the member they concern, in their transaction. */
export type TeamDeps = MembershipDeps;

/**
 * SPEC §6 team page: read a magazine's members with what the actor may do to each, change a member's
 * role, remove a member. The rules are core's (canAssignRole, canRemoveMember); each change is one
 * transaction with its audit row (EXAMPLES §11) and the notification of the member it concerns: a
 * 'role_changed' with the new role, or, for a removal, a 'role_changed' without one (no role any
 * more, as the audit row's `to: null` says; worded "{name} removed you from {magazine}").
 */

type MemberRow = Membership & {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
};

const rank = (member: Membership) => {
  const role = actingRole(member);
  return role === null ? ACTING_ROLES.length : ACTING_ROLES.indexOf(role);
};

async function magazineById(db: DbOrTx, magazineUserId: number) {
  const [row] = await db
    .select({ userId: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, magazineUserId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  return row ?? null;
}

async function memberRows(db: DbOrTx, magazineUserId: number): Promise<MemberRow[]> {
  return db
    .select({
      magazineUserId: magazineMembers.magazineUserId,
      userId: magazineMembers.userId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
    })
    .from(magazineMembers)
    .innerJoin(users, eq(users.id, magazineMembers.userId))
    .where(eq(magazineMembers.magazineUserId, magazineUserId));
}

/** The presenter: an allowlist of fields; the hidden secretAdmin only for masterAdmin. */
function presentMember(actor: MagazineActor, row: MemberRow): TeamMemberView | null {
  const role = actingRole(row);
  if (role === null) return null;
  return {
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    photoPath: row.photoPath,
    role,
    ownerType: (row.ownerType > 0 ? row.ownerType : OWNER_TYPE.none) as OwnerType,
    assignableRoles: pickerRoles(actor, row),
    removable: canRemoveMember(actor, row).ok,
  };
}

/** The team as the actor may see it; null when no magazine has this id. */
export async function readTeam(
  db: DbOrTx,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<TeamView | null> {
  const magazine = await magazineById(db, magazineUserId);
  if (!magazine) return null;
  const rows = await memberRows(db, magazineUserId);
  const members = rows
    .filter((row) => actor.masterAdmin || !isSecretAdmin(row))
    .sort((a, b) => rank(a) - rank(b) || a.displayName.localeCompare(b.displayName) || a.userId - b.userId)
    .flatMap((row) => presentMember(actor, row) ?? []);
  return { magazine, members, abilities: abilitiesIn(actor, magazineUserId) };
}

/**
 * Locks the target's membership and the actor's own, in one statement ordered by user id (so that two
 * members acting on each other at once cannot deadlock), and answers the target with the actor as the
 * transaction sees them: a role taken away a moment ago no longer counts.
 */
async function lockForChange(tx: DbOrTx, actor: MagazineActor, magazineUserId: number, userId: number) {
  const rows = await tx
    .select({
      magazineUserId: magazineMembers.magazineUserId,
      userId: magazineMembers.userId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
    })
    .from(magazineMembers)
    .where(
      and(
        eq(magazineMembers.magazineUserId, magazineUserId),
        inArray(magazineMembers.userId, [userId, actor.userId]),
      ),
    )
    .orderBy(magazineMembers.userId)
    .for('update');
  const target = rows.find((row) => row.userId === userId);
  // A hidden secretAdmin is not found by those who may not see it.
  if (!target || (isSecretAdmin(target) && !actor.masterAdmin)) throw new AppError('not_found');
  const own = rows.find((row) => row.userId === actor.userId);
  const current: MagazineActor = {
    ...actor,
    memberships: [
      ...actor.memberships.filter((member) => member.magazineUserId !== magazineUserId),
      ...(own ? [own] : []),
    ],
  };
  return { target, actor: current };
}

/** A refusal says access_deny and nothing more: the reason stays on the server. */
function enforce(decision: Decision) {
  if (!decision.ok) throw new AppError('access_deny');
}

const whereMember = (magazineUserId: number, userId: number) =>
  and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, userId));

/** Gives a member another role from the picker; an owner made here is a (non-primary) owner. */
export async function changeMemberRole(deps: TeamDeps, actor: MagazineActor, input: TMemberRoleChange) {
  const { magazineUserId, userId, role } = input;
  await deps.db.transaction(async (tx) => {
    const { target, actor: current } = await lockForChange(tx, actor, magazineUserId, userId);
    enforce(canAssignRole(current, target, role));
    const from = actingRole(target);
    if (from === role) return;
    await tx
      .update(magazineMembers)
      .set({
        role: MAGAZINE_ROLE[role],
        ownerType: role === 'owner' ? OWNER_TYPE.owner : OWNER_TYPE.none,
      })
      .where(whereMember(magazineUserId, userId));
    await recordTeamEvent(tx, 'magazine.member.role', {
      magazineUserId,
      actorUserId: actor.userId,
      subjectUserId: userId,
      data: { from, to: role },
      at: deps.clock(),
    });
    await deps.notifications.notify(tx, {
      userId,
      actorId: actor.userId,
      kind: 'role_changed',
      magazineId: magazineUserId,
      data: { role },
    });
    await deps.notifications.notify(tx, {
      userId: magazineUserId,
      actorId: actor.userId,
      kind: 'role_changed',
      magazineId: magazineUserId,
      data: { role, memberId: String(userId) },
    });
  });
}

/** Takes a member off the team. */
export async function removeMember(deps: TeamDeps, actor: MagazineActor, input: TMemberRemove) {
  const { magazineUserId, userId } = input;
  await deps.db.transaction(async (tx) => {
    const { target, actor: current } = await lockForChange(tx, actor, magazineUserId, userId);
    enforce(canRemoveMember(current, target));
    await stopActingAs(tx, magazineUserId, userId);
    await tx.delete(magazineMembers).where(whereMember(magazineUserId, userId));
    await recordTeamEvent(tx, 'magazine.member.remove', {
      magazineUserId,
      actorUserId: actor.userId,
      subjectUserId: userId,
      data: { from: actingRole(target), to: null },
      at: deps.clock(),
    });
    await deps.notifications.notify(tx, {
      userId,
      actorId: actor.userId,
      kind: 'role_changed',
      magazineId: magazineUserId,
    });
    await deps.notifications.notify(tx, {
      userId: magazineUserId,
      actorId: actor.userId,
      kind: 'role_changed',
      magazineId: magazineUserId,
      data: { memberId: String(userId) },
    });
  });
}
