import {
  can,
  isClosingFinal,
  type MagazineActor,
  type MagazineKind,
  type OwnerType,
  planLabelKey,
  reopenDeadline,
  type SwitcherMagazine,
  type SwitcherView,
} from '@masthead/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { actingMagazineOf } from './acting-profile.ts';
import { planStatesOf } from './plan-state.ts';
import { magazines } from './tables.ts';

/**
 * GET /api2/magazine/switcher: the viewer's own profile and their magazines as the switcher lists them
 * (role, plan, whether they may leave or close each). A closed magazine is answered only to its primary
 * owner, while it can still be reopened; core's switcherEntries applies SPEC §6's rules per flavour.
 */
export async function readSwitcher(
  db: DbOrTx,
  viewer: Viewer,
  options: { now: Date; advancedPlanBusinessId: number | null },
): Promise<SwitcherView> {
  const [person] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      masterAdmin: users.masterAdmin,
    })
    .from(users)
    .where(and(eq(users.id, viewer.userId), isNull(users.suspendedAt)))
    .limit(1);
  if (!person) throw new AppError('not_found');
  const magazine = alias(users, 'magazine');
  const rows = await db
    .select({
      userId: magazine.id,
      username: magazine.username,
      displayName: magazine.displayName,
      photoPath: magazine.photoPath,
      kind: magazines.kind,
      closedAt: magazines.closedAt,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
    })
    .from(magazineMembers)
    .innerJoin(magazine, eq(magazine.id, magazineMembers.magazineUserId))
    .leftJoin(magazines, eq(magazines.userId, magazineMembers.magazineUserId))
    .where(and(eq(magazineMembers.userId, viewer.userId), isNull(magazine.suspendedAt)))
    .orderBy(asc(magazineMembers.createdAt), asc(magazineMembers.magazineUserId));
  const actor: MagazineActor = {
    userId: person.userId,
    masterAdmin: person.masterAdmin,
    memberships: rows.map((row) => ({
      magazineUserId: row.userId,
      role: row.role,
      ownerType: row.ownerType,
      closed: row.closedAt !== null,
    })),
  };
  const shown = rows.filter(
    (row) =>
      row.closedAt === null ||
      (can(actor, 'reopen', row.userId) && !isClosingFinal(row.closedAt, options.now)),
  );
  const plans = await planStatesOf(
    db,
    shown.map((row) => row.userId),
  );
  const acting = await actingMagazineOf(db, viewer);
  return {
    personal: {
      userId: person.userId,
      username: person.username,
      displayName: person.displayName,
      photoPath: person.photoPath,
    },
    magazines: shown.map(
      (row): SwitcherMagazine => ({
        userId: row.userId,
        username: row.username,
        displayName: row.displayName,
        photoPath: row.photoPath,
        kind: (row.kind ?? 'magazine') as MagazineKind,
        role: row.role,
        ownerType: row.ownerType as OwnerType,
        planLabelKey: planLabelKey(plans.get(row.userId) ?? null, {
          advancedRule: row.userId === options.advancedPlanBusinessId,
        }),
        closed: row.closedAt ? { reopenUntil: reopenDeadline(row.closedAt).toISOString() } : null,
        canLeave: can(actor, 'leave', row.userId),
        canClose: can(actor, 'close', row.userId),
        canReopen: can(actor, 'reopen', row.userId),
      }),
    ),
    actingProfileId: acting?.userId ?? person.userId,
  };
}
