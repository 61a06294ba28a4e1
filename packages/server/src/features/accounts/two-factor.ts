import type { TTfaVerify, UiLanguage } from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { tfaCodeMail } from '../mail/templates.ts';
import {
  type AccountsDeps,
  findToken,
  issueToken,
  MINUTE_MS,
  mailLanguage,
  tokenState,
  userById,
} from './account-rows.ts';
import { hashToken, newCode, newToken } from './secrets.ts';
import { type RequestMeta, type SignedIn, signedIn } from './signed-in.ts';
import { oneTimeTokens } from './tables.ts';

/** Two-factor codes stay valid ten minutes (TESTING §3). */
export const TFA_TTL_MS = 10 * MINUTE_MS;

/** A two-factor code counts only with the sign-in attempt (challenge) it was sent for. */
function tfaCodeHash(challenge: string, code: string) {
  return hashToken(`${challenge}:${code}`);
}

/**
 * The second step of a sign-in whose password was right: a new challenge for the browser's cookie, and a
 * code mailed to the person, in the caller's transaction. Answers the challenge.
 */
export async function startTfaChallenge(
  deps: Pick<AccountsDeps, 'clock' | 'mail'>,
  tx: DbOrTx,
  input: {
    user: { id: number; email: string | null; displayName: string; uiLang: string | null };
    remember: boolean;
    lang: UiLanguage;
  },
) {
  const { user, remember } = input;
  const challenge = newToken();
  const code = newCode();
  await issueToken(tx, {
    userId: user.id,
    purpose: 'tfa',
    ttlMs: TFA_TTL_MS,
    now: deps.clock(),
    token: challenge,
    codeHash: tfaCodeHash(challenge, code),
    remember,
  });
  await deps.mail.enqueue(tx, {
    to: user.email!,
    ...tfaCodeMail(mailLanguage(user, input.lang), { name: user.displayName, code }),
  });
  return challenge;
}

/** Two-factor sign-in: checking the mailed code, and mailing a new one. */
export function createTwoFactor(deps: AccountsDeps) {
  const { db, clock, mail, rateLimit } = deps;
  const limits = deps.config.rateLimits;

  async function liveTfaToken(challenge: string | undefined) {
    const token = challenge ? await findToken(db, challenge, 'tfa') : null;
    if (!challenge || !token || tokenState(token, clock()) !== 'valid') throw new AppError('tfa.expired');
    return { ...token, challenge };
  }

  async function verifyTfa(
    challenge: string | undefined,
    input: TTfaVerify,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const token = await liveTfaToken(challenge);
    // Counted before the code is compared: the sixth check in an hour is refused even with the right code.
    await rateLimit.consume({
      key: `tfa:check:${token.userId}`,
      limit: limits.tfaChecksPerHour,
      windowSeconds: 3600,
    });
    await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(eq(oneTimeTokens.id, token.id));
    if (token.codeHash !== tfaCodeHash(token.challenge, input.code)) throw new AppError('tfa.invalid');
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: clock() })
        .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
        .returning({ userId: oneTimeTokens.userId });
      if (!claimed) throw new AppError('tfa.expired');
      return signedIn(tx, {
        userId: claimed.userId,
        remember: token.remember || input.rememberLogin === true,
        meta,
        now: clock(),
      });
    });
  }

  async function resendTfa(challenge: string | undefined, meta: RequestMeta) {
    const token = await liveTfaToken(challenge);
    await rateLimit.consume({
      key: `tfa:resend:${token.userId}`,
      limit: limits.tfaResendsPerHour,
      windowSeconds: 3600,
    });
    const code = newCode();
    await db.transaction(async (tx) => {
      // The new code replaces the old one on the same challenge, with a fresh ten minutes.
      const [updated] = await tx
        .update(oneTimeTokens)
        .set({
          codeHash: tfaCodeHash(token.challenge, code),
          expiresAt: new Date(clock().getTime() + TFA_TTL_MS),
        })
        .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      if (!updated) throw new AppError('tfa.expired');
      const user = await userById(tx, token.userId);
      if (!user?.email) throw new AppError('tfa.expired');
      await mail.enqueue(tx, {
        to: user.email,
        ...tfaCodeMail(mailLanguage(user, meta.lang), { name: user.displayName, code }),
      });
    });
  }

  return { verifyTfa, resendTfa };
}
