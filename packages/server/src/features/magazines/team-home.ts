import {
  abilitiesIn,
  actingRole,
  can,
  MAGAZINE_ROLE,
  type MagazineActor,
  type MagazineKind,
  membershipIn,
  OWNER_TYPE,
  type OwnerType,
  planLabelKey,
  reopenDeadline,
  reopenDecision,
  type TeamHomePage,
  USER_TYPE,
} from '@masthead/core';
import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { planStateOf } from './plan-state.ts';
import { magazineInvitations, magazines } from './tables.ts';

/**
 * The team home, /dashboard/@{username}: the magazine, the viewer's role and what needs their attention,
 * each count read only when the viewer's rights reach it. A closed magazine says so to its members (and
 * offers its primary owner Reopen); to anyone else it does not exist.
 */

export type TeamHomeOptions = { now: Date; advancedPlanBusinessId: number | null };

async function magazineByUsername(db: DbOrTx, username: string) {
  if (username.length > 100) return null;
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      kind: magazines.kind,
      closedAt: magazines.closedAt,
    })
    .from(users)
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        eq(users.userType, USER_TYPE.magazine),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** Submissions waiting for an editor (served by contents_review_idx). */
const submissionsWaiting = (db: DbOrTx, magazineUserId: number) =>
  countOf(
    db
      .select({ n: count() })
      .from(contents)
      .where(
        and(
          eq(contents.publisherId, magazineUserId),
          eq(contents.reviewState, 'submitted'),
          isNull(contents.deletedAt),
        ),
      ),
  );

/** Invitations still open: not revoked, declined, used up or expired. */
const openInvitations = (db: DbOrTx, magazineUserId: number, now: Date) =>
  countOf(
    db
      .select({ n: count() })
      .from(magazineInvitations)
      .where(
        and(
          eq(magazineInvitations.magazineUserId, magazineUserId),
          isNull(magazineInvitations.revokedAt),
          isNull(magazineInvitations.declinedAt),
          gt(magazineInvitations.expiresAt, now),
          lt(magazineInvitations.useCount, magazineInvitations.maxUses),
        ),
      ),
  );

/** The members the viewer sees: the hidden secretAdmin counts only for masterAdmin. */
const membersCount = (db: DbOrTx, magazineUserId: number, masterAdmin: boolean) =>
  countOf(
    db
      .select({ n: count() })
      .from(magazineMembers)
      .where(
        and(
          eq(magazineMembers.magazineUserId, magazineUserId),
          masterAdmin ? undefined : ne(magazineMembers.role, MAGAZINE_ROLE.secretAdmin),
        ),
      ),
  );

export async function readTeamHome(
  db: DbOrTx,
  actor: MagazineActor,
  username: string,
  options: TeamHomeOptions,
): Promise<TeamHomePage> {
  const magazine = await magazineByUsername(db, username);
  if (!magazine) return { access: 'missing' };
  const magazineUserId = magazine.userId;
  const member = membershipIn(actor, magazineUserId);
  const closed = magazine.closedAt !== null;
  // A closed magazine does not exist for non-members; an open one is 'Access Deny' to them.
  if (closed && !member && !actor.masterAdmin) return { access: 'missing' };
  if (!closed && !can(actor, 'viewMembers', magazineUserId)) return { access: 'denied' };
  const abilities = abilitiesIn(actor, magazineUserId);
  const [submissions, invitations, members, plan] = await Promise.all([
    abilities.reviewSubmissions ? submissionsWaiting(db, magazineUserId) : null,
    abilities.inviteMembers ? openInvitations(db, magazineUserId, options.now) : null,
    closed ? 0 : membersCount(db, magazineUserId, actor.masterAdmin),
    abilities.manageBilling ? planStateOf(db, magazineUserId) : undefined,
  ]);
  return {
    access: 'ok',
    home: {
      magazine: {
        userId: magazineUserId,
        username: magazine.username,
        displayName: magazine.displayName,
        photoPath: magazine.photoPath,
        kind: (magazine.kind ?? 'magazine') as MagazineKind,
      },
      viewer: {
        role: member ? actingRole(member) : null,
        ownerType: (member && member.ownerType > 0 ? member.ownerType : OWNER_TYPE.none) as OwnerType,
      },
      abilities,
      closed: magazine.closedAt
        ? {
            closedAt: magazine.closedAt.toISOString(),
            reopenUntil: reopenDeadline(magazine.closedAt).toISOString(),
            canReopen: abilities.reopen && reopenDecision(magazine.closedAt, options.now).ok,
          }
        : null,
      attention: {
        submissions,
        invitations,
        members,
        plan:
          plan === undefined
            ? null
            : {
                labelKey: planLabelKey(plan, {
                  advancedRule: magazineUserId === options.advancedPlanBusinessId,
                }),
                current: plan?.current ?? false,
              },
      },
    },
  };
}
