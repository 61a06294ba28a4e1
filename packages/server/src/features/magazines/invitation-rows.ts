import {
  type ActingRole,
  type InviterView,
  MAGAZINE_ROLE,
  OWNER_TYPE,
  roleOfId,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import type { MailService } from '../mail/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import type { HiddenMask } from './hidden-members.ts';
import { magazineInvitations, magazines } from './tables.ts';

/** The rows the invitation use cases share: magazines, invitations, people and memberships. */

/** What the invitation use cases are built from. */
export type InvitationsDeps = ServiceDeps & {
  mail: MailService;
  notifications: NotificationsService;
  rateLimit: RateLimiter;
};

export type InvitationRow = typeof magazineInvitations.$inferSelect;

/** A magazine as invitations name it: null when no magazine has this id. */
export async function magazineOf(db: DbOrTx, magazineUserId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      closedAt: magazines.closedAt,
    })
    .from(users)
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(and(eq(users.id, magazineUserId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  return row ?? null;
}

export type MagazineRef = NonNullable<Awaited<ReturnType<typeof magazineOf>>>;

/** The person (never a magazine) with this id, as invitations need them. */
export async function personOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      uiLang: users.uiLang,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, USER_TYPE.person)))
    .limit(1);
  return row ?? null;
}

export type PersonRow = NonNullable<Awaited<ReturnType<typeof personOf>>>;

/** The person whose sign-in address this is, if any. */
export async function personByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.userType, USER_TYPE.person)))
    .limit(1);
  return row ? personOf(db, row.userId) : null;
}

export async function isMember(db: DbOrTx, magazineUserId: number, userId: number) {
  const [row] = await db
    .select({ userId: magazineMembers.userId })
    .from(magazineMembers)
    .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The role an invitation gives; null for a stored number that is no invitable role. */
export function invitedRole(row: Pick<InvitationRow, 'role'>): ActingRole | null {
  const role = roleOfId(row.role);
  return role === null || role === 'secretAdmin' ? null : role;
}

/** How a role is stored in magazine_members: an owner made by invitation is a (non-primary) owner. */
export const membershipOf = (role: ActingRole) => ({
  role: MAGAZINE_ROLE[role],
  ownerType: role === 'owner' ? OWNER_TYPE.owner : OWNER_TYPE.none,
});

export async function invitationById(db: DbOrTx, invitationId: number) {
  const [row] = await db
    .select()
    .from(magazineInvitations)
    .where(eq(magazineInvitations.id, invitationId))
    .limit(1);
  return row ?? null;
}

export async function invitationByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(magazineInvitations)
    .where(eq(magazineInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** A person (or the magazine in a hidden member's place) as lists and the invitation page show an inviter. */
export const inviterViewOf = (person: InviterView): InviterView => ({
  userId: person.userId,
  username: person.username,
  displayName: person.displayName,
  photoPath: person.photoPath,
});

/** Who sent an invitation (an allowlist: no address); a hidden secretAdmin shows as the magazine. */
export async function inviterOf(
  db: DbOrTx,
  userId: number | null,
  mask: HiddenMask,
): Promise<InviterView | null> {
  if (userId === null) return null;
  const person = await personOf(db, userId);
  return person ? mask.ref(inviterViewOf(person), inviterViewOf) : null;
}

/** Open email invitations to this address in this magazine (what a new one replaces). */
export const openEmailInvitation = (magazineUserId: number, email: string) =>
  and(
    eq(magazineInvitations.magazineUserId, magazineUserId),
    eq(magazineInvitations.kind, 'email'),
    sql`lower(${magazineInvitations.email}) = ${email.toLowerCase()}`,
    isNull(magazineInvitations.revokedAt),
    isNull(magazineInvitations.declinedAt),
    eq(magazineInvitations.useCount, 0),
  );
