import { MAGAZINE_ROLE, type MagazineActor } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { magazineMembers } from '../accounts/tables.ts';

/**
 * The members the viewer may not see (SPEC §6: a secretAdmin is hidden from the team unless the viewer
 * is masterAdmin): their moves are shown as the magazine's, and news about them is left out.
 */
export async function hiddenMembersFor(
  db: DbOrTx,
  actor: Pick<MagazineActor, 'masterAdmin'>,
  magazineUserId: number,
): Promise<Set<number>> {
  if (actor.masterAdmin) return new Set();
  const rows = await db
    .select({ userId: magazineMembers.userId })
    .from(magazineMembers)
    .where(
      and(
        eq(magazineMembers.magazineUserId, magazineUserId),
        eq(magazineMembers.role, MAGAZINE_ROLE.secretAdmin),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
