import { BLOGS_ACCESS_RIGHT, hasAccessRight } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';

/**
 * Who reviews blogs and recommendations (SPEC §6): masterAdmin has every right, an admin only those in
 * its list. Suspended people have none.
 */
export async function canReview(db: Db, viewerId: number): Promise<boolean> {
  const [row] = await db
    .select({
      admin: users.admin,
      masterAdmin: users.masterAdmin,
      accessRights: users.accessRights,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, viewerId))
    .limit(1);
  if (!row || row.suspendedAt) return false;
  return hasAccessRight(
    { admin: row.admin, masterAdmin: row.masterAdmin, accessRight: row.accessRights },
    BLOGS_ACCESS_RIGHT,
  );
}
