import type { UiLanguage, VerifyOutcome } from '@masthead/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
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

  /**
   * Spends a verification link. A link of an address verified before (the same link opened again, or
   * an older link after a newer one was used) says 'already' rather than 'invalid' (issue 13).
   */
  async function verifyEmail(token: string): Promise<VerifyOutcome> {
    if (!TOKEN_SHAPE.test(token)) return 'invalid';
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
      if (!claimed) {
        const [known] = await tx
          .select({ verifiedAt: users.emailVerifiedAt })
          .from(oneTimeTokens)
          .innerJoin(users, eq(users.id, oneTimeTokens.userId))
          .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, 'verify')));
        return known?.verifiedAt ? 'already' : 'invalid';
      }
      const [before] = await tx
        .select({ verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (before?.verifiedAt) return 'already';
      await tx.update(users).set({ emailVerifiedAt: clock() }).where(eq(users.id, claimed.userId));
      return 'verified';
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
