import type { UiLanguage } from '@masthead/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyEmailMail } from '../mail/templates.ts';
import {
  type AccountsDeps,
  HOUR_MS,
  issueToken,
  mailLanguage,
  mailLink,
  TOKEN_SHAPE,
  userById,
} from './account-rows.ts';
import { hashToken } from './secrets.ts';
import type { RequestMeta } from './signed-in.ts';
import { oneTimeTokens, users } from './tables.ts';

/** Verification links stay valid a day (TESTING §3). */
export const VERIFY_TTL_MS = 24 * HOUR_MS;

/** Issues a verification link and mails it, in the caller's transaction (sign-up and resend). */
export async function mailVerificationLink(
  deps: Pick<AccountsDeps, 'config' | 'clock' | 'mail'>,
  tx: DbOrTx,
  to: { userId: number; email: string; name: string; lang: UiLanguage },
) {
  const token = await issueToken(tx, {
    userId: to.userId,
    purpose: 'verify',
    ttlMs: VERIFY_TTL_MS,
    now: deps.clock(),
  });
  await deps.mail.enqueue(tx, {
    to: to.email,
    ...verifyEmailMail(to.lang, {
      name: to.name,
      link: mailLink(deps.config.publicUrl, '/verify_email.html', token),
    }),
  });
}

/** Email verification: the mailed link, and sending it again. */
export function createEmailVerification(deps: AccountsDeps) {
  const { db, clock, rateLimit } = deps;
  const limits = deps.config.rateLimits;

  async function verifyEmail(token: string): Promise<boolean> {
    if (!TOKEN_SHAPE.test(token)) return false;
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: clock() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(token)),
            eq(oneTimeTokens.purpose, 'verify'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, clock()),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      if (!claimed) return false;
      await tx
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock().toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, claimed.userId));
      return true;
    });
  }

  /** Sends a new verification link; false when the address is already verified. */
  async function resendVerification(userId: number, meta: RequestMeta): Promise<boolean> {
    const user = await userById(db, userId);
    if (!user?.email) throw new AppError('not_found');
    if (user.emailVerifiedAt) return false;
    await rateLimit.consume({
      key: `verify:resend:${userId}`,
      limit: limits.forgotPerEmailPer30Min,
      windowSeconds: 1800,
    });
    const email = user.email;
    await db.transaction((tx) =>
      mailVerificationLink(deps, tx, {
        userId,
        email,
        name: user.displayName,
        lang: mailLanguage(user, meta.lang),
      }),
    );
    return true;
  }

  return { verifyEmail, resendVerification };
}
