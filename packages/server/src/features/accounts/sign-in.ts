import { type CurrentUser, type TLogin, USER_TYPE } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { tooMany } from '../rate-limit/service.ts';
import type { AccountsDeps } from './account-rows.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, newToken, verifyPassword } from './secrets.ts';
import { endSession } from './sessions.ts';
import { currentUserIn, type RequestMeta, type SignedIn, signedIn, viewerOfPageIn } from './signed-in.ts';
import { users } from './tables.ts';
import { startTfaChallenge } from './two-factor.ts';

export type LoginResult = ({ kind: 'signed-in' } & SignedIn) | { kind: 'tfa'; challenge: string };

/** The longest sign-in lock, however many failures came before. */
const MAX_LOCK_MINUTES = 24 * 60;

// ---- The per-account lock, shared by sign-in and the change of password ----

const dummyHashes = new Map<number, Promise<string>>();

/** A wrong name must cost what a wrong password costs, so the dummy hash has the configured scrypt cost. */
export function dummyPasswordHash(cost: number) {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = DUMMY_PASSWORD_HASH.startsWith(`scrypt$${cost}$`)
      ? Promise.resolve(DUMMY_PASSWORD_HASH)
      : hashPassword(newToken(), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Counts a failure in one statement; from the limit on, each failure doubles the lock (capped at a day). */
export async function recordFailure({ db, config, clock }: ServiceDeps, userId: number) {
  const limits = config.rateLimits;
  const limit = limits.loginFailuresPerAccount;
  const next = sql`${users.failedLogins} + 1`;
  await db
    .update(users)
    .set({
      failedLogins: next,
      lockedUntil: sql`case when ${next} >= ${limit}::int
        then ${clock().toISOString()}::timestamptz
          + least(${limits.loginLockMinutes}::int * power(2, least(${next} - ${limit}::int, 20)), ${MAX_LOCK_MINUTES}::int)
            * interval '1 minute'
        else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId));
}

/** A locked account answers 429 with the wait, even to the right password. */
export function assertNotLocked(user: { lockedUntil: Date | null }, now: Date) {
  const waitMs = (user.lockedUntil?.getTime() ?? 0) - now.getTime();
  if (waitMs > 0) throw tooMany(Math.ceil(waitMs / 1000));
}

function clearFailures(tx: DbOrTx, userId: number) {
  return tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

// ---- Sign-in, sign-out and the signed-in person ----

/** Sign-in with the per-account lock, sign-out, and the current-user payload. */
export function createSignIn(deps: AccountsDeps) {
  const { db, config, clock, rateLimit } = deps;
  const limits = config.rateLimits;

  async function login(input: TLogin, meta: RequestMeta): Promise<LoginResult> {
    const address = addressKey(meta.ip);
    await rateLimit.consume(
      { key: `login:minute:${address}`, limit: limits.loginPerAddressPerMinute, windowSeconds: 60 },
      { key: `login:hour:${address}`, limit: limits.loginPerAddressPerHour, windowSeconds: 3600 },
    );
    const name = input.login.toLowerCase();
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.userType, USER_TYPE.person),
          name.includes('@') ? sql`lower(${users.email}) = ${name}` : sql`lower(${users.username}) = ${name}`,
        ),
      )
      .limit(1);
    if (!user?.passwordHash) {
      // The same work as a real check, so that the answer's timing does not tell which names exist.
      await verifyPassword(await dummyPasswordHash(config.passwordHashCost), input.password);
      throw new AppError('login.failed');
    }
    assertNotLocked(user, clock());
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await recordFailure(deps, user.id);
      throw new AppError('login.failed');
    }
    if (user.suspendedAt) throw new AppError('access_deny');
    const remember = input.rememberLogin === true;

    if (user.tfaEnabled) {
      const challenge = await db.transaction(async (tx) => {
        await clearFailures(tx, user.id);
        return startTfaChallenge(deps, tx, { user, remember, lang: meta.lang });
      });
      return { kind: 'tfa', challenge };
    }
    const result = await db.transaction(async (tx) => {
      await clearFailures(tx, user.id);
      return signedIn(tx, { userId: user.id, remember, meta, now: clock() });
    });
    return { kind: 'signed-in', ...result };
  }

  async function logout(sessionId: number) {
    await endSession(db, sessionId);
  }

  function currentUser(userId: number): Promise<CurrentUser | null> {
    return currentUserIn(db, userId, clock());
  }

  /** The current user with their unverified address, for a page (one query). */
  function viewerOfPage(userId: number) {
    return viewerOfPageIn(db, userId, clock());
  }

  /** The person has seen the first-visit welcome. */
  async function markVisited(userId: number) {
    await db.update(users).set({ firstTimeLogin: false }).where(eq(users.id, userId));
  }

  return { login, logout, currentUser, viewerOfPage, markVisited };
}
