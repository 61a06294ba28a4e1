import { type ActingProfile, USER_TYPE } from '@masthead/core';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { magazineMembers, sessions, users } from '../accounts/tables.ts';
import { magazines } from './tables.ts';

/**
 * SPEC §7 /api2/account/magazine/switch: the profile a session acts as (sessions.acting_profile_id).
 * Whether it still may is checked each time it is read: a member removed from or leaving the magazine,
 * or a closed magazine, no longer acts, whatever the session row says.
 */

const profileFields = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
};

/** The magazine the viewer's session acts as, when it still may; null: the person acts as themselves. */
export async function actingMagazineOf(db: DbOrTx, viewer: Viewer | null): Promise<ActingProfile | null> {
  const magazineUserId = viewer?.actingProfileId;
  if (!viewer || !magazineUserId || magazineUserId === viewer.userId) return null;
  const [row] = await db
    .select(profileFields)
    .from(magazineMembers)
    .innerJoin(users, eq(users.id, magazineMembers.magazineUserId))
    .leftJoin(magazines, eq(magazines.userId, magazineMembers.magazineUserId))
    .where(
      and(
        eq(magazineMembers.magazineUserId, magazineUserId),
        eq(magazineMembers.userId, viewer.userId),
        eq(users.userType, USER_TYPE.magazine),
        isNull(users.suspendedAt),
        isNull(magazines.closedAt),
      ),
    )
    .limit(1);
  return row ? { ...row, isMagazine: true } : null;
}

async function personalProfile(db: DbOrTx, userId: number): Promise<ActingProfile> {
  const [row] = await db.select(profileFields).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('not_found');
  return { ...row, isMagazine: false };
}

/**
 * Makes `profileId` the session's acting profile: the viewer's own id goes back to the person; any
 * other id must be a magazine the viewer may act as (the route's access checked core's 'actAs').
 */
export async function switchActingProfile(
  db: DbOrTx,
  viewer: Viewer,
  profileId: number,
): Promise<ActingProfile> {
  if (profileId === viewer.userId) {
    await db.update(sessions).set({ actingProfileId: null }).where(eq(sessions.id, viewer.sessionId));
    return personalProfile(db, viewer.userId);
  }
  const magazine = await actingMagazineOf(db, { ...viewer, actingProfileId: profileId });
  if (!magazine) throw new AppError('access_deny');
  await db.update(sessions).set({ actingProfileId: profileId }).where(eq(sessions.id, viewer.sessionId));
  return magazine;
}

/**
 * Sessions acting as a magazine go back to their person: one member's (leaving, removed) or everyone's
 * (the magazine closed). Called in the transaction of the change.
 */
export function stopActingAs(tx: DbOrTx, magazineUserId: number, userId?: number) {
  // Only members act as a magazine: their sessions are found through sessions_user_idx.
  const whose: SQL =
    userId === undefined
      ? inArray(
          sessions.userId,
          tx
            .select({ userId: magazineMembers.userId })
            .from(magazineMembers)
            .where(eq(magazineMembers.magazineUserId, magazineUserId)),
        )
      : eq(sessions.userId, userId);
  return tx
    .update(sessions)
    .set({ actingProfileId: null })
    .where(and(eq(sessions.actingProfileId, magazineUserId), whose));
}
