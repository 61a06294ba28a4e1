import {
  type CurrentUser,
  isSocialTokenValid,
  isUiLanguage,
  type MagazineRoleId,
  type OwnerType,
  type UiLanguage,
  type UserType,
} from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { AppError } from '../../http/app-error.ts';
import { createSession } from './sessions.ts';
import { linkedAccounts, users } from './tables.ts';

/** What every way of signing in ends with: a new session, and the current-user payload (SPEC §3). */

/** Who is asking, as the route knows it: the address for rate limits, the language for mail. */
export type RequestMeta = { ip: string; userAgent: string; lang: UiLanguage };

/** A new session for the route to put in the cookie. */
export type NewSession = { token: string; sessionId: number; remember: boolean };
export type SignedIn = { user: CurrentUser; session: NewSession };

/** A magazine of the person's, as the current-user payload lists it. */
type MagazineJson = {
  userId: number;
  role: MagazineRoleId;
  ownerType: OwnerType;
  username: string;
  displayName: string;
};

/**
 * The person's magazines, oldest membership first, as one JSON array (magazine_members_user_idx). A
 * closed magazine leaves its members' magazines (core's closing.ts).
 */
const magazinesOf = sql<MagazineJson[]>`(
  select coalesce(json_agg(json_build_object(
    'userId', mm.magazine_user_id, 'role', mm.role, 'ownerType', mm.owner_type,
    'username', m.username, 'displayName', m.display_name) order by mm.created_at, mm.magazine_user_id), '[]'::json)
  from magazine_members mm
  join users m on m.id = mm.magazine_user_id
  left join magazines mr on mr.user_id = mm.magazine_user_id
  where mm.user_id = users.id and mr.closed_at is null)`;

/** Whether the person linked an account of `provider` (linked_accounts' primary key). */
const linked = (provider: string) =>
  sql<boolean>`exists (select 1 from linked_accounts la where la.user_id = users.id and la.provider = ${provider})`;

/** The Facebook token's expiry: when the linked account has one. */
const facebookExpiry = sql`(select la.access_token_expires_at from linked_accounts la
  where la.user_id = users.id and la.provider = 'facebook')`.mapWith(linkedAccounts.accessTokenExpiresAt);

/** The person's row with their magazines and linked accounts, built once (every signed-in page). */
const currentUserRow = preparedPerDb((db, name) =>
  db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      admin: users.admin,
      masterAdmin: users.masterAdmin,
      accessRights: users.accessRights,
      userType: users.userType,
      langs: users.langs,
      firstTimeLogin: users.firstTimeLogin,
      suspendedAt: users.suspendedAt,
      magazines: magazinesOf,
      facebook: linked('facebook'),
      facebookExpiresAt: facebookExpiry,
      twitter: linked('twitter'),
      // For a page's 'check your inbox' banner (viewerOfPageIn), in the same read.
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

/**
 * The current-user payload, or null for an unknown or suspended person: one query, the person's row by
 * primary key with their magazines and linked accounts beside it (every page of a signed-in reader).
 */
export async function currentUserIn(dbOrTx: DbOrTx, userId: number, now: Date): Promise<CurrentUser | null> {
  return (await viewerOfPageIn(dbOrTx, userId, now))?.user ?? null;
}

/**
 * What a signed-in reader's page needs of them, in the one query of currentUserIn: the payload, and
 * their address while it waits for verification (the 'check your inbox' banner), else null.
 */
export async function viewerOfPageIn(
  dbOrTx: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ user: CurrentUser; unverifiedEmail: string | null } | null> {
  const [user] = await currentUserRow(dbOrTx).execute({ userId });
  if (!user || user.suspendedAt) return null;
  const facebookExpires = user.facebookExpiresAt ? (user.facebookExpiresAt as Date).getTime() : null;
  return {
    user: {
      userId: user.id,
      username: user.username,
      displayName: user.displayName,
      photoPath: user.photoPath,
      admin: user.admin,
      masterAdmin: user.masterAdmin,
      accessRight: [...user.accessRights],
      userType: user.userType as UserType,
      magazines: user.magazines.map((m) => ({
        userId: Number(m.userId),
        role: m.role,
        ownerType: m.ownerType,
        username: m.username,
        displayName: m.displayName,
      })),
      langs: user.langs.filter(isUiLanguage),
      firstTimeLogin: user.firstTimeLogin,
      hasFbAc: user.facebook && isSocialTokenValid(facebookExpires, now.getTime()),
      facebookAccessTokenExpires: facebookExpires,
      hasTwAc: user.twitter,
    },
    unverifiedEmail: user.email && !user.emailVerifiedAt ? user.email : null,
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
