import { moveOf, statusValue } from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { SettlementHook } from '../payments/settlement.ts';
import { refundPayment } from './escrow.ts';
import { type ContentRequestNews, tellOtherParty } from './news.ts';
import { columnsOf, lockRequest, stateOf } from './rows.ts';
import { contentRequestCharges, contentRequestEvents, contentRequests } from './tables.ts';

/**
 * What a content request's fee payment does once it settles, in the settlement's transaction (like
 * plan-apply.ts): a success makes the move it was charged for (accept, or take the counter offer) and
 * the escrow holds the fee; a decline frees the request for other moves. A success that comes when
 * the move can no longer be made (a late webhook) is refunded rather than kept.
 */
export const contentRequestSettlementHook =
  (notify: ContentRequestNews): SettlementHook =>
  async (tx, { payment, now }) => {
    if (payment.purpose !== 'content_request' || payment.contentRequestId === null) return;
    const row = await lockRequest(tx, payment.contentRequestId);
    if (!row) return;
    const [charge] = await tx
      .select()
      .from(contentRequestCharges)
      .where(eq(contentRequestCharges.paymentId, payment.id));
    if (!charge) return;
    const charging = row.chargingPaymentId === payment.id;

    if (payment.status !== 'succeeded') {
      if (charging)
        await tx
          .update(contentRequests)
          .set({ chargingPaymentId: null, updatedAt: now })
          .where(eq(contentRequests.id, row.id));
      return;
    }

    const party = charge.action === 'accept' ? 'creator' : 'requester';
    const state = stateOf(row);
    const paidOffer = charge.action === 'accept' ? state.offer : state.counterOffer;
    const sameOffer =
      paidOffer !== null &&
      paidOffer.feeMinor === charge.feeMinor &&
      paidOffer.deadline.getTime() === charge.deadline.getTime();
    const moved = moveOf(charge.action, state, party, now);
    if (!charging || !sameOffer || !moved.ok) {
      await refundPayment(tx, row, payment.id, payment.amountMinor, now);
      if (charging)
        await tx
          .update(contentRequests)
          .set({ chargingPaymentId: null, updatedAt: now })
          .where(eq(contentRequests.id, row.id));
      return;
    }
    await tx
      .update(contentRequests)
      .set({
        ...columnsOf(moved.next, now),
        escrowMinor: row.escrowMinor + payment.amountMinor,
        chargingPaymentId: null,
      })
      .where(eq(contentRequests.id, row.id));
    await tx.insert(contentRequestEvents).values({
      requestId: row.id,
      actorId: charge.actorId,
      action: charge.action,
      fromStatus: row.status,
      toStatus: statusValue(moved.next.status),
      feeMinor: charge.feeMinor,
      deadline: charge.deadline,
      idempotencyKey: charge.moveKey,
      at: now,
    });
    await tellOtherParty(notify, tx, row, {
      action: charge.action,
      actorId: charge.actorId,
      toStatus: statusValue(moved.next.status),
    });
  };
