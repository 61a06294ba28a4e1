import { TIMINGS } from '@masthead/core';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { hashToken, newToken } from './secrets.ts';
import { sessions, users } from './tables.ts';

/** DESIGN §7: 365 days with remember-login; otherwise a browser-session cookie with an idle limit. */
export const REMEMBER_MS = TIMINGS.rememberLoginMs;
export const IDLE_LIMIT_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each write. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type Viewer = {
  userId: number;
  sessionId: number;
  uiLang: string | null;
  remember: boolean;
  /** SPEC §7 switch: the magazine the session acts as, as stored (checked when read: acting-profile.ts). */
  actingProfileId?: number | null;
};

export async function createSession(
  db: DbOrTx,
  input: { userId: number; remember: boolean; ip: string; userAgent: string; now: Date },
) {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + (input.remember ? REMEMBER_MS : IDLE_LIMIT_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      remember: input.remember,
      ip: input.ip.slice(0, 64),
      userAgent: input.userAgent.slice(0, 400),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** A live session's row by its token's hash, built once: every request with a cookie reads it. */
const sessionRow = preparedPerDb((db, name) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      remember: sessions.remember,
      actingProfileId: sessions.actingProfileId,
      lastSeenAt: sessions.lastSeenAt,
      uiLang: users.uiLang,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        sql`${users.suspendedAt} is null`,
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The viewer of a session cookie, or null when it is unknown, expired, idle too long or suspended. */
export async function resolveSession(db: DbOrTx, token: string, now: Date): Promise<Viewer | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await sessionRow(db).execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  if (row.lastSeenAt.getTime() + TOUCH_EVERY_MS < now.getTime()) {
    const expiresAt = row.remember ? undefined : new Date(now.getTime() + IDLE_LIMIT_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, ...(expiresAt ? { expiresAt } : {}) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    uiLang: row.uiLang,
    remember: row.remember,
    actingProfileId: row.actingProfileId,
  };
}

/**
 * SPEC §4 login-failure flag: why a session cookie the browser still sends no longer signs anyone in,
 * when it is a reason the reader must act on (sign in again). 'expired': past its time or idle limit;
 * 'ended': its row is gone (revoked from another device, or every session ended by a password change
 * or reset). A suspended person gets no flag: signing in again would not help.
 */
export type SessionEndReason = 'expired' | 'ended';

export async function staleSessionReason(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<SessionEndReason | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, suspendedAt: users.suspendedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return 'ended';
  if (row.suspendedAt !== null) return null;
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : null;
}

export const endSession = (db: DbOrTx, sessionId: number) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

/** After a password change or reset every other session of the person ends (TESTING §3). */
export const endOtherSessions = (db: DbOrTx, userId: number, keepSessionId: number | null) =>
  db
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );

export const purgeExpiredSessions = (db: DbOrTx, now: Date) =>
  db.delete(sessions).where(lt(sessions.expiresAt, now));
