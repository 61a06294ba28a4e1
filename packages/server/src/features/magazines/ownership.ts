import {
  canTransferOwnership,
  isSecretAdmin,
  MAGAZINE_ROLE,
  type MagazineActor,
  OWNER_TYPE,
  type TOwnershipTransfer,
} from '@masthead/core';
import { and, eq, inArray, or } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import type { InvitationsDeps } from './invitation-rows.ts';

/**
 * Transfers the primary ownership (SPEC §3 ownerType 1) to another member: they become the primary
 * owner, the former primary owner an owner (ownerType 2). One transaction with its audit row and the
 * new primary owner's notification; the rule is core's canTransferOwnership.
 */
export async function transferOwnership(
  deps: Pick<InvitationsDeps, 'db' | 'clock' | 'notifications'>,
  actor: MagazineActor,
  input: TOwnershipTransfer,
) {
  const { magazineUserId, userId } = input;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // The target, the actor and the primary owner, locked in user-id order (as team changes lock), so
    // that two transfers at once cannot both succeed on the same primary owner.
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
          or(
            inArray(magazineMembers.userId, [userId, actor.userId]),
            eq(magazineMembers.ownerType, OWNER_TYPE.primary),
          ),
        ),
      )
      .orderBy(magazineMembers.userId)
      .for('update');
    const target = rows.find((row) => row.userId === userId);
    if (!target || (isSecretAdmin(target) && !actor.masterAdmin)) throw new AppError('not_found');
    const own = rows.find((row) => row.userId === actor.userId);
    const current: MagazineActor = {
      ...actor,
      memberships: [
        ...actor.memberships.filter((member) => member.magazineUserId !== magazineUserId),
        ...(own ? [own] : []),
      ],
    };
    if (!canTransferOwnership(current, target).ok) throw new AppError('access_deny');
    const primary = rows.find((row) => row.ownerType === OWNER_TYPE.primary && row.userId !== userId);
    if (primary)
      await tx
        .update(magazineMembers)
        .set({ role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner })
        .where(
          and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, primary.userId)),
        );
    await tx
      .update(magazineMembers)
      .set({ role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary })
      .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, userId)));
    await recordTeamEvent(tx, 'magazine.ownership.transfer', {
      magazineUserId,
      actorUserId: actor.userId,
      subjectUserId: userId,
      data: { from: primary?.userId ?? null, to: userId },
      at: now,
    });
    await deps.notifications.notify(tx, {
      userId,
      actorId: actor.userId,
      kind: 'role_changed',
      magazineId: magazineUserId,
      data: { role: 'primaryOwner' },
    });
    await deps.notifications.notify(tx, {
      userId: magazineUserId,
      actorId: actor.userId,
      kind: 'role_changed',
      magazineId: magazineUserId,
      data: { role: 'primaryOwner', memberId: String(userId) },
    });
  });
}
