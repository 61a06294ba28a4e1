import { isCommonPassword, type TSignup, USER_TYPE, withEnglish } from '@masthead/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import { type AccountsDeps, audit } from './account-rows.ts';
import { mailVerificationLink } from './email-verification.ts';
import { hashPassword } from './secrets.ts';
import { type RequestMeta, type SignedIn, signedIn } from './signed-in.ts';
import { users } from './tables.ts';

/** Finds the SQLSTATE of a database error, also when the query builder wrapped it. */
function isUniqueViolation(error: unknown) {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Refuses an email or username already taken, in any case, naming the field that clashed. */
async function assertFree(db: Db, email: string, username: string) {
  const [taken] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`,
    )
    .limit(2);
  if (!taken) return;
  if (taken.email?.toLowerCase() === email.toLowerCase()) {
    throw new AppError('email.used', { fields: { email: 'error.email.used' } });
  }
  throw new AppError('username.used', { fields: { username: 'error.username.used' } });
}

/** A rate limit's refusal, worded as sign-up's own: too many new accounts from this address. */
async function asSignupLimit(consumed: Promise<void>): Promise<void> {
  try {
    await consumed;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rate.limited') throw error;
    throw new AppError('signup.limited', {
      ...(error.data ? { data: error.data } : {}),
      ...(error.headers ? { headers: error.headers } : {}),
    });
  }
}

/** Sign-up: a new person, their verification mail, and their first session. */
export function createSignUp(deps: AccountsDeps) {
  const { db, config, clock, rateLimit } = deps;
  const limits = config.rateLimits;

  async function signup(input: TSignup, meta: RequestMeta): Promise<SignedIn> {
    const address = addressKey(meta.ip);
    // Attempts are limited per half hour; accounts actually created, per day (TESTING §3). Either
    // refusal says it is about new accounts from this address (issue 13), with the same Retry-After.
    await asSignupLimit(
      rateLimit.consume({
        key: `signup:attempt:${address}`,
        limit: limits.signupPerAddressPer30Min,
        windowSeconds: 1800,
      }),
    );
    if (isCommonPassword(input.password))
      throw new AppError('password.common', { fields: { password: 'error.password.common' } });
    await assertFree(db, input.email, input.username);
    await asSignupLimit(
      rateLimit.consume({
        key: `signup:account:${address}`,
        limit: limits.signupPerAddressPerDay,
        windowSeconds: 86_400,
      }),
    );

    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    const now = clock();
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            userType: USER_TYPE.person,
            email: input.email,
            username: input.username,
            displayName: input.displayName,
            passwordHash,
            passwordChangedAt: now,
            uiLang: input.lang ?? null,
            timeZone: input.timeZone ?? null,
            // SPEC §1: the feed starts in the language the person signed up in, and English.
            langs: withEnglish([input.lang ?? meta.lang]),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        const userId = created!.id;
        await mailVerificationLink(deps, tx, {
          userId,
          email: input.email,
          name: input.displayName,
          lang: input.lang ?? meta.lang,
        });
        await audit(tx, 'account.signup', {
          actorUserId: userId,
          subjectUserId: userId,
          data: { ip: meta.ip },
          at: clock(),
        });
        return signedIn(tx, { userId, remember: input.rememberLogin === true, meta, now: clock() });
      });
    } catch (error) {
      // Two sign-ups raced past the check above: the unique index decides, and we say which name clashed.
      if (isUniqueViolation(error)) await assertFree(db, input.email, input.username);
      if (error instanceof AppError) throw error;
      // SPEC §8 signup.unexpected: nothing was written, and the person is told to try again later.
      throw new AppError('signup.unexpected', { cause: error });
    }
  }

  return { signup };
}
