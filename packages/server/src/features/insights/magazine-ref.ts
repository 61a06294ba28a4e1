import { USER_TYPE } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';

/** A magazine as the dashboard pages name it. */
export type MagazineRef = { userId: number; username: string; displayName: string };

const columns = { userId: users.id, username: users.username, displayName: users.displayName };

/** The magazine with this id, or null (a person's id is no magazine). */
export async function magazineById(db: DbOrTx, userId: number): Promise<MagazineRef | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  return row ?? null;
}

/** The magazine a dashboard address names (any case), or null. */
export async function magazineByUsername(db: DbOrTx, username: string): Promise<MagazineRef | null> {
  if (username.length > 100) return null;
  const [row] = await db
    .select(columns)
    .from(users)
    .where(
      and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.userType, USER_TYPE.magazine)),
    )
    .limit(1);
  return row ?? null;
}
