import { isUiLanguage, type ResetTokenState, type UiLanguage } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { auditLog } from '../audit/tables.ts';
import type { MailService } from '../mail/service.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import { hashToken, newToken } from './secrets.ts';
import { oneTimeTokens, type TokenPurpose, users } from './tables.ts';

/** The rows every accounts use case shares: people, one-time tokens, the audit log, and their mail. */

/** What the accounts use cases are built from: the service deps, the mail outbox and the rate limiter. */
export type AccountsDeps = ServiceDeps & { mail: MailService; rateLimit: RateLimiter };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** The shape of every token we hand out; anything else is refused before the database is asked. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export async function userById(dbOrTx: DbOrTx, userId: number) {
  const [row] = await dbOrTx.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export function uiLanguageOrNull(code: string | null): UiLanguage | null {
  return isUiLanguage(code) ? code : null;
}

/** Mail goes out in the person's interface language, else in the language of the request. */
export function mailLanguage(user: { uiLang: string | null }, fallback: UiLanguage) {
  return uiLanguageOrNull(user.uiLang) ?? fallback;
}

/** An absolute link for a mail: the page and its token. */
export function mailLink(publicUrl: string, path: string, token: string) {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

export function audit(
  tx: DbOrTx,
  action: string,
  entry: { actorUserId: number | null; subjectUserId: number; data?: Record<string, unknown>; at: Date },
) {
  return tx.insert(auditLog).values({
    action,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId,
    data: entry.data ?? {},
    createdAt: entry.at,
  });
}

/** Stores a new one-time token (only its hash) and answers the token itself; ttlMs null never expires. */
export async function issueToken(
  tx: DbOrTx,
  input: {
    userId: number;
    purpose: TokenPurpose;
    ttlMs: number | null;
    now: Date;
    codeHash?: string;
    remember?: boolean;
    token?: string;
  },
) {
  const token = input.token ?? newToken();
  const { now } = input;
  await tx.insert(oneTimeTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    codeHash: input.codeHash ?? null,
    remember: input.remember ?? false,
    expiresAt: input.ttlMs === null ? null : new Date(now.getTime() + input.ttlMs),
    createdAt: now,
  });
  return token;
}

export async function findToken(dbOrTx: DbOrTx, token: string, purpose: TokenPurpose) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await dbOrTx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

export function tokenState(
  row: { usedAt: Date | null; expiresAt: Date | null } | null,
  now: Date,
): ResetTokenState {
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
