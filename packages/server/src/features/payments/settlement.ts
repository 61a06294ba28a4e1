import type { DeclineReason, PaymentPurpose, PaymentStatus } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contents } from '../content/tables.ts';
import { contentRequests } from '../content-requests/tables.ts';
import { ledgerAccountId, postEntry } from './ledger.ts';
import { contentUnlocks, payments } from './tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a settlement moves the payment to. */
export type Settlement =
  | { status: 'succeeded'; providerRef: string | null }
  | { status: 'declined'; providerRef: string | null; declineReason: DeclineReason };

/**
 * What a feature does when one of its payments changes status (plans apply what was paid for), in the
 * settlement's transaction, so the payment, its money and its effect land together, once.
 */
export type SettlementHook = (
  tx: Tx,
  event: { payment: PaymentRow; previousStatus: PaymentStatus; now: Date },
) => Promise<void>;

export type SettlementContext = ServiceDeps & { onSettled?: SettlementHook | undefined };

/** The ledger entry of a payment's success: at most one per payment. */
const settleKey = (paymentId: number) => `payment:${paymentId}:settled`;

/**
 * Moves a payment to its outcome, once, in one transaction with the money: on success the status, a
 * balanced ledger entry (the provider's clearing account pays the fundraiser's donations account or
 * the author's wallet or the platform) and, for premium, the unlock; then the feature's hook (a plan is
 * applied). A payment already succeeded stays as it is; a
 * decline never follows a success; a success after a decline is recorded (the money was taken).
 * Checkouts, their retries and webhooks all meet here.
 */
export async function settle(
  { db, clock, onSettled }: SettlementContext,
  paymentId: number,
  outcome: Settlement,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new AppError('not_found');
    const now = clock();
    if (outcome.status === 'declined') {
      if (payment.status !== 'pending') return payment;
      const [updated] = await tx
        .update(payments)
        .set({
          status: 'declined',
          declineReason: outcome.declineReason,
          providerRef: payment.providerRef ?? outcome.providerRef,
          updatedAt: now,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (updated) await onSettled?.(tx, { payment: updated, previousStatus: payment.status, now });
      return updated ?? payment;
    }
    if (payment.status === 'succeeded' || payment.status === 'refunded') return payment;
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'succeeded',
        declineReason: null,
        providerRef: payment.providerRef ?? outcome.providerRef,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    const currency = payment.currency;
    const clearing = await ledgerAccountId(tx, { kind: 'provider_clearing', currency });
    const credit = await creditAccount(tx, payment);
    await postEntry(tx, {
      idempotencyKey: settleKey(payment.id),
      kind: ENTRY_KIND[payment.purpose],
      memo: `${payment.provider} payment ${payment.id} for ${
        payment.purpose === 'plan'
          ? `the plan of ${payment.magazineUserId}`
          : payment.purpose === 'content_request'
            ? `content request ${payment.contentRequestId}`
            : `content ${payment.contentId}`
      }`,
      lines: [
        { accountId: clearing, amountMinor: -payment.amountMinor },
        { accountId: credit, amountMinor: payment.amountMinor },
      ],
    });
    if (payment.purpose === 'premium' && payment.contentId !== null) {
      await tx
        .insert(contentUnlocks)
        .values({
          contentId: payment.contentId,
          userId: payment.payerId,
          paymentId: payment.id,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    if (updated) await onSettled?.(tx, { payment: updated, previousStatus: payment.status, now });
    return updated ?? payment;
  });
}

const ENTRY_KIND: Record<PaymentPurpose, string> = {
  donation: 'donation',
  premium: 'premium_unlock',
  plan: 'plan_payment',
  content_request: 'content_request_escrow',
};

/** Where a successful payment's money goes: the fundraiser, the premium story's author, or the platform. */
async function creditAccount(tx: Tx, payment: PaymentRow): Promise<number> {
  const { currency } = payment;
  if (payment.purpose === 'plan') return ledgerAccountId(tx, { kind: 'platform_revenue', currency });
  // A content request's fee is held in its requester's escrow until paid or refunded.
  if (payment.purpose === 'content_request') {
    if (payment.contentRequestId === null) throw new AppError('unexpected_error');
    const [request] = await tx
      .select({ requesterId: contentRequests.requesterId })
      .from(contentRequests)
      .where(eq(contentRequests.id, payment.contentRequestId));
    if (!request) throw new AppError('not_found');
    return ledgerAccountId(tx, { kind: 'escrow', ownerUserId: request.requesterId, currency });
  }
  if (payment.contentId === null) throw new AppError('unexpected_error');
  if (payment.purpose === 'donation')
    return ledgerAccountId(tx, { kind: 'content_donations', ownerContentId: payment.contentId, currency });
  const [content] = await tx
    .select({ authorId: contents.authorId })
    .from(contents)
    .where(eq(contents.id, payment.contentId));
  if (!content) throw new AppError('not_found');
  return ledgerAccountId(tx, { kind: 'user_wallet', ownerUserId: content.authorId, currency });
}
