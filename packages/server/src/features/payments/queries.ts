import { type ContentExtra, type ContentPage, isCurrency } from '@masthead/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ownerBalance } from './ledger.ts';
import { contentUnlocks, payments } from './tables.ts';

/** What the content page needs to know of a content to decide its paywall. */
export type PaywallSource = {
  id: number;
  authorId: number;
  publisherId: number;
  premium: boolean;
  priceMinor: number | null;
  currency: string | null;
};

/** Whether a reader has unlocked a premium story (content_unlocks' primary key). */
export async function hasUnlocked(db: DbOrTx, contentId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ paymentId: contentUnlocks.paymentId })
    .from(contentUnlocks)
    .where(and(eq(contentUnlocks.contentId, contentId), eq(contentUnlocks.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * DESIGN §4 premium: a priced premium content's paywall for one viewer. Its author (and the profile it
 * is published under) and readers who paid read the body; everyone else, guests included, does not.
 * Null for free content. A premium flag without a valid price still locks the body (never leaks it).
 */
export async function paywallFor(
  db: DbOrTx,
  content: PaywallSource,
  viewerId: number | null,
): Promise<ContentPage['paywall']> {
  if (!content.premium) return null;
  const priceMinor = content.priceMinor ?? 0;
  const currency = content.currency && isCurrency(content.currency) ? content.currency : 'USD';
  const own = viewerId !== null && (viewerId === content.authorId || viewerId === content.publisherId);
  const unlocked = own || (viewerId !== null && (await hasUnlocked(db, content.id, viewerId)));
  return { priceMinor, currency, unlocked };
}

/** A fundraiser's raised total (its donations account's balance) and how many people gave. */
export async function fundraiserTotals(
  db: DbOrTx,
  contentId: number,
  currency: string,
): Promise<{ raisedMinor: number; supporters: number }> {
  if (!isCurrency(currency)) return { raisedMinor: 0, supporters: 0 };
  const [raisedMinor, [supporters]] = await Promise.all([
    ownerBalance(db, { kind: 'content_donations', ownerContentId: contentId, currency }),
    db
      .select({ n: sql<number>`count(distinct ${payments.payerId})::int` })
      .from(payments)
      .where(
        and(
          eq(payments.contentId, contentId),
          eq(payments.purpose, 'donation'),
          eq(payments.status, 'succeeded'),
        ),
      ),
  ]);
  return { raisedMinor, supporters: supporters?.n ?? 0 };
}

/** Types whose reading matter is their extra part: locked premium content shows none of it. */
const PAYWALLED_EXTRA = new Set<ContentExtra['kind']>(['list', 'quiz', 'database', 'chat']);

/**
 * What a content page may show of a content to this viewer: a locked premium content has no body (and
 * no list, quiz, table or transcript); a fundraiser's raised total is its ledger balance, whatever was
 * stored in its extra part.
 */
export function paidView(
  body: string,
  extra: ContentExtra,
  paywall: ContentPage['paywall'],
  fundraiser: { raisedMinor: number } | null,
): { body: string; extra: ContentExtra } {
  const locked = paywall !== null && !paywall.unlocked;
  if (locked) return { body: '', extra: PAYWALLED_EXTRA.has(extra.kind) ? { kind: 'none' } : extra };
  if (extra.kind === 'donate' && fundraiser)
    return { body, extra: { ...extra, raisedMinor: fundraiser.raisedMinor } };
  return { body, extra };
}
