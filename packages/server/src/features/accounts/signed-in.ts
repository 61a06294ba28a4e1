import {
  type CurrentUser,
  isSocialTokenValid,
  isUiLanguage,
  type MagazineRoleId,
  type OwnerType,
  type UiLanguage,
  type UserType,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { magazines as magazineRows } from '../magazines/tables.ts';
import { userById } from './account-rows.ts';
import { createSession } from './sessions.ts';
import { linkedAccounts, magazineMembers, users } from './tables.ts';

/** What every way of signing in ends with: a new session, and the current-user payload (SPEC §3). */

/** Who is asking, as the route knows it: the address for rate limits, the language for mail. */
export type RequestMeta = { ip: string; userAgent: string; lang: UiLanguage };

/** A new session for the route to put in the cookie. */
export type NewSession = { token: string; sessionId: number; remember: boolean };
export type SignedIn = { user: CurrentUser; session: NewSession };

/** The current-user payload, or null for an unknown or suspended person. */
export async function currentUserIn(dbOrTx: DbOrTx, userId: number, now: Date): Promise<CurrentUser | null> {
  const user = await userById(dbOrTx, userId);
  if (!user || user.suspendedAt) return null;
  const magazine = alias(users, 'magazine');
  const magazines = await dbOrTx
    .select({
      userId: magazineMembers.magazineUserId,
      role: magazineMembers.role,
      ownerType: magazineMembers.ownerType,
      username: magazine.username,
      displayName: magazine.displayName,
    })
    .from(magazineMembers)
    .innerJoin(magazine, eq(magazine.id, magazineMembers.magazineUserId))
    // A closed magazine leaves its members' magazines (core's closing.ts).
    .leftJoin(magazineRows, eq(magazineRows.userId, magazineMembers.magazineUserId))
    .where(and(eq(magazineMembers.userId, userId), isNull(magazineRows.closedAt)))
    .orderBy(magazineMembers.createdAt, magazineMembers.magazineUserId);
  const linked = await dbOrTx
    .select({ provider: linkedAccounts.provider, expiresAt: linkedAccounts.accessTokenExpiresAt })
    .from(linkedAccounts)
    .where(eq(linkedAccounts.userId, userId));
  const facebook = linked.find((account) => account.provider === 'facebook');
  const facebookExpires = facebook?.expiresAt ? facebook.expiresAt.getTime() : null;
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    photoPath: user.photoPath,
    admin: user.admin,
    masterAdmin: user.masterAdmin,
    accessRight: [...user.accessRights],
    userType: user.userType as UserType,
    magazines: magazines.map((m) => ({
      userId: Number(m.userId),
      role: m.role as MagazineRoleId,
      ownerType: m.ownerType as OwnerType,
      username: m.username,
      displayName: m.displayName,
    })),
    langs: user.langs.filter(isUiLanguage),
    firstTimeLogin: user.firstTimeLogin,
    hasFbAc: !!facebook && isSocialTokenValid(facebookExpires, now.getTime()),
    facebookAccessTokenExpires: facebookExpires,
    hasTwAc: linked.some((account) => account.provider === 'twitter'),
  };
}

/** Starts a session for the person in the caller's transaction and answers it with their payload. */
export async function signedIn(
  tx: Tx,
  input: { userId: number; remember: boolean; meta: RequestMeta; now: Date },
): Promise<SignedIn> {
  const { userId, remember, meta, now } = input;
  const session = await createSession(tx, { userId, remember, ip: meta.ip, userAgent: meta.userAgent, now });
  const user = await currentUserIn(tx, userId, now);
  if (!user) throw new AppError('not_found');
  return { user, session: { token: session.token, sessionId: session.sessionId, remember } };
}
