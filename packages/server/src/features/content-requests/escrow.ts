import { creatorShareOf, platformFeeOf } from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerAccountId, postEntry } from '../payments/ledger.ts';
import type { PaymentsContext } from '../payments/provider-setup.ts';
import { ProviderUnavailableError } from '../payments/providers/types.ts';
import { payments } from '../payments/tables.ts';
import type { RequestRow } from './rows.ts';
import { contentRequestCharges } from './tables.ts';

/**
 * The escrow of content requests in the ledger (DESIGN §4). Holding is the fee payment's settlement
 * (provider clearing → the requester's escrow, settlement.ts); here are the two ways out, each one
 * balanced entry under a key of its own, in the caller's transaction: release to the creator's wallet
 * less the platform fee, and refund back through the provider.
 */

const escrowOf = (tx: Tx, row: RequestRow) =>
  ledgerAccountId(tx, { kind: 'escrow', ownerUserId: row.requesterId, currency: row.currency });

/** Pay: the escrow goes to the creator's wallet, the platform fee to the platform's revenue. */
export async function releaseEscrow(tx: Tx, row: RequestRow, feeBasisPoints: number) {
  const amount = row.escrowMinor;
  if (amount <= 0) return;
  const escrow = await escrowOf(tx, row);
  const wallet = await ledgerAccountId(tx, {
    kind: 'user_wallet',
    ownerUserId: row.creatorId,
    currency: row.currency,
  });
  const platformFee = platformFeeOf(amount, feeBasisPoints);
  const lines = [
    { accountId: escrow, amountMinor: -amount },
    { accountId: wallet, amountMinor: creatorShareOf(amount, feeBasisPoints) },
  ];
  if (platformFee > 0)
    lines.push({
      accountId: await ledgerAccountId(tx, { kind: 'platform_revenue', currency: row.currency }),
      amountMinor: platformFee,
    });
  await postEntry(tx, {
    idempotencyKey: `content-request:${row.id}:release`,
    kind: 'content_request_release',
    memo: `content request ${row.id} paid to ${row.creatorId}`,
    lines,
  });
}

/**
 * Refund: one succeeded fee payment's amount leaves the escrow for the provider's clearing; the
 * payment is marked refunded and its charge waits for the provider's refund (`refundOwed`).
 */
export async function refundPayment(
  tx: Tx,
  row: RequestRow,
  paymentId: number,
  amountMinor: number,
  now: Date,
) {
  const escrow = await escrowOf(tx, row);
  const clearing = await ledgerAccountId(tx, { kind: 'provider_clearing', currency: row.currency });
  await postEntry(tx, {
    idempotencyKey: `content-request-payment:${paymentId}:refund`,
    kind: 'content_request_refund',
    memo: `content request ${row.id}: payment ${paymentId} refunded`,
    lines: [
      { accountId: escrow, amountMinor: -amountMinor },
      { accountId: clearing, amountMinor },
    ],
  });
  await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, paymentId));
  await tx
    .update(contentRequestCharges)
    .set({ refundState: 'pending' })
    .where(and(eq(contentRequestCharges.paymentId, paymentId), isNull(contentRequestCharges.refundState)));
}

/** Cancel with a refund: every succeeded fee payment of the request still in escrow goes back. */
export async function refundEscrow(tx: Tx, row: RequestRow, now: Date) {
  const held = await tx
    .select({ id: payments.id, amountMinor: payments.amountMinor })
    .from(payments)
    .where(and(eq(payments.contentRequestId, row.id), eq(payments.status, 'succeeded')));
  for (const payment of held) await refundPayment(tx, row, payment.id, payment.amountMinor, now);
}

/**
 * Asks the provider for every refund the ledger owes (after the transaction that recorded it, and
 * hourly for those the provider did not answer). Each refund has its own key: asking twice refunds once.
 */
export async function sendOwedRefunds(ctx: PaymentsContext, requestId?: number) {
  const owed = await ctx.db
    .select({
      paymentId: payments.id,
      providerRef: payments.providerRef,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      requestId: contentRequestCharges.requestId,
    })
    .from(contentRequestCharges)
    .innerJoin(payments, eq(payments.id, contentRequestCharges.paymentId))
    .where(
      and(
        eq(contentRequestCharges.refundState, 'pending'),
        requestId === undefined ? undefined : eq(contentRequestCharges.requestId, requestId),
      ),
    )
    .limit(100);
  for (const refund of owed) {
    if (!refund.providerRef) continue;
    try {
      const result = await ctx.providers.currentProvider().refund({
        providerRef: refund.providerRef,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        idempotencyKey: `masthead-refund-${refund.paymentId}`,
        metadata: { paymentId: String(refund.paymentId), contentRequestId: String(refund.requestId) },
      });
      await ctx.db
        .update(contentRequestCharges)
        .set({ refundState: 'done', refundRef: result.refundRef })
        .where(eq(contentRequestCharges.paymentId, refund.paymentId));
    } catch (error) {
      // Left pending: the hourly job asks again with the same key.
      if (!(error instanceof ProviderUnavailableError)) throw error;
      console.warn(`[content-requests] refund of payment ${refund.paymentId}: ${error.message}`);
    }
  }
}
