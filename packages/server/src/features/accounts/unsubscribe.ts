import { DEFAULT_NOTIFICATION_SETTINGS, type TUnsubscribe } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findToken, issueToken, mailLink, userById } from './account-rows.ts';
import { newToken } from './secrets.ts';
import { oneTimeTokens, users } from './tables.ts';

/** j***@example.com: enough for a person to recognise their address, not enough to harvest it. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The unsubscribe link of notification mail, and what following it does. */
export function createUnsubscribe({ db, config, clock }: ServiceDeps) {
  /**
   * The person's unsubscribe address for a notification mail. One token per person, made the first time
   * a mail needs it and reused by every later mail, so links in older mail keep working. Unlike other
   * tokens its value is kept (in code_hash) to be written again; it can only switch mail off.
   */
  async function unsubscribeLink(tx: DbOrTx, userId: number): Promise<string> {
    // Locking the person's row makes two mails written at once share one token.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ token: oneTimeTokens.codeHash })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'unsubscribe')))
      .limit(1);
    if (existing?.token) return mailLink(config.publicUrl, '/unsubscribe.html', existing.token);
    const token = newToken();
    await issueToken(tx, {
      userId,
      purpose: 'unsubscribe',
      ttlMs: null,
      now: clock(),
      token,
      codeHash: token,
    });
    return mailLink(config.publicUrl, '/unsubscribe.html', token);
  }

  async function unsubscribe(input: TUnsubscribe) {
    const token = await findToken(db, input.token, 'unsubscribe');
    if (!token) throw new AppError('unsubscribe.invalid.token');
    const patch = input.list
      ? { [input.list]: false }
      : Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_SETTINGS).map((key) => [key, false]));
    const [row] = await db
      .update(users)
      .set({
        notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(patch)}::jsonb`,
        updatedAt: clock(),
      })
      .where(and(eq(users.id, token.userId), sql`${users.email} is not null`))
      .returning({ id: users.id });
    if (!row) throw new AppError('unsubscribe.email.not.found');
  }

  async function describeUnsubscribe(token: string): Promise<{ email: string } | null> {
    const row = await findToken(db, token, 'unsubscribe');
    if (!row) return null;
    const user = await userById(db, row.userId);
    return user?.email ? { email: maskEmail(user.email) } : null;
  }

  return { unsubscribeLink, unsubscribe, describeUnsubscribe };
}
