import {
  isCommonPassword,
  type ResetTokenState,
  type TChangePassword,
  type TResetPassword,
  type UiLanguage,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import { passwordChangedMail, resetPasswordMail } from '../mail/templates.ts';
import {
  type AccountsDeps,
  audit,
  findToken,
  HOUR_MS,
  issueToken,
  mailLanguage,
  mailLink,
  tokenState,
  userById,
} from './account-rows.ts';
import { hashPassword, hashToken, verifyPassword } from './secrets.ts';
import { endOtherSessions } from './sessions.ts';
import { assertNotLocked, dummyPasswordHash, recordFailure } from './sign-in.ts';
import { type RequestMeta, type SignedIn, signedIn } from './signed-in.ts';
import { oneTimeTokens, users } from './tables.ts';

/** Reset links stay valid an hour (TESTING §3). */
export const RESET_TTL_MS = HOUR_MS;

/** The mail that tells a person their password changed, with the way back if it was not them. */
function passwordChangedNotice(
  config: AppConfig,
  user: { email: string | null; uiLang: string | null; displayName: string; username: string },
  lang: UiLanguage,
  time: Date,
) {
  return {
    to: user.email ?? '',
    ...passwordChangedMail(mailLanguage(user, lang), {
      name: user.displayName,
      username: user.username,
      time,
      forgotLink: `${config.publicUrl}/forgot_password.html`,
    }),
  };
}

/** Passwords: the forgotten-password link, the reset it leads to, and the change from settings. */
export function createPasswords(deps: AccountsDeps) {
  const { db, config, clock, mail, rateLimit } = deps;
  const limits = config.rateLimits;

  async function forgotPassword(email: string, meta: RequestMeta) {
    await rateLimit.consume(
      {
        key: `forgot:address:${addressKey(meta.ip)}`,
        limit: limits.forgotPerAddressPerHour,
        windowSeconds: 3600,
      },
      {
        key: `forgot:email:${email.toLowerCase()}`,
        limit: limits.forgotPerEmailPer30Min,
        windowSeconds: 1800,
      },
    );
    const [user] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.userType, USER_TYPE.person)))
      .limit(1);
    if (!user?.email)
      throw new AppError('email.not.registered', { fields: { email: 'error.email.not.registered' } });
    const to = user.email;
    await db.transaction(async (tx) => {
      // Only the newest link works: earlier ones expire now.
      await tx
        .update(oneTimeTokens)
        .set({ expiresAt: clock() })
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.purpose, 'reset'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, clock()),
          ),
        );
      const token = await issueToken(tx, {
        userId: user.id,
        purpose: 'reset',
        ttlMs: RESET_TTL_MS,
        now: clock(),
      });
      await mail.enqueue(tx, {
        to,
        ...resetPasswordMail(mailLanguage(user, meta.lang), {
          name: user.displayName,
          link: mailLink(config.publicUrl, '/reset_password.html', token),
        }),
      });
    });
  }

  async function checkResetToken(token: string): Promise<ResetTokenState> {
    return tokenState(await findToken(db, token, 'reset'), clock());
  }

  async function resetPassword(input: TResetPassword, meta: RequestMeta): Promise<SignedIn> {
    const state = await checkResetToken(input.token);
    if (state === 'invalid')
      throw new AppError('validation.failed', { fields: { token: 'validation.invalid' } });
    if (state === 'used') throw new AppError('resetPassword.used');
    if (state === 'expired') throw new AppError('resetPassword.expired');
    if (isCommonPassword(input.password))
      throw new AppError('password.common', { fields: { password: 'error.password.common' } });
    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: clock() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(input.token)),
            eq(oneTimeTokens.purpose, 'reset'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, clock()),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      if (!claimed) throw new AppError('resetPassword.used');
      const [user] = await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: clock(),
          failedLogins: 0,
          lockedUntil: null,
          // The link came by mail, so the address is proven.
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock().toISOString()}::timestamptz)`,
          updatedAt: clock(),
        })
        .where(eq(users.id, claimed.userId))
        .returning();
      await endOtherSessions(tx, claimed.userId, null);
      await audit(tx, 'password.reset', {
        actorUserId: claimed.userId,
        subjectUserId: claimed.userId,
        data: { ip: meta.ip },
        at: clock(),
      });
      await mail.enqueue(tx, passwordChangedNotice(config, user!, meta.lang, clock()));
      return signedIn(tx, { userId: claimed.userId, remember: false, meta, now: clock() });
    });
  }

  /** The signed-in person's change: the current password counts toward the sign-in lock. */
  async function changePassword(
    userId: number,
    sessionId: number,
    input: TChangePassword,
    meta: RequestMeta,
  ) {
    const user = await userById(db, userId);
    if (!user) throw new AppError('not_found');
    assertNotLocked(user, clock());
    const stored = user.passwordHash ?? (await dummyPasswordHash(config.passwordHashCost));
    if (!(await verifyPassword(stored, input.currentPassword))) {
      await recordFailure(deps, userId);
      throw new AppError('password.current.incorrect', {
        fields: { currentPassword: 'error.password.current.incorrect' },
      });
    }
    if (isCommonPassword(input.newPassword)) {
      throw new AppError('password.common', { fields: { newPassword: 'error.password.common' } });
    }
    const passwordHash = await hashPassword(input.newPassword, config.passwordHashCost);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: clock(),
          failedLogins: 0,
          lockedUntil: null,
          updatedAt: clock(),
        })
        .where(eq(users.id, userId));
      await endOtherSessions(tx, userId, sessionId);
      await audit(tx, 'password.change', {
        actorUserId: userId,
        subjectUserId: userId,
        data: { ip: meta.ip },
        at: clock(),
      });
      await mail.enqueue(tx, passwordChangedNotice(config, user, meta.lang, clock()));
    });
  }

  return { forgotPassword, checkResetToken, resetPassword, changePassword };
}
