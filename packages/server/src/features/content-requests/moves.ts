import { createHash } from 'node:crypto';
import {
  type ContentRequestRefusal,
  type ContentRequestView,
  deadlineWithinReach,
  type ErrorCode,
  feeAllowed,
  type MagazineActor,
  type MoveResult,
  moveOf,
  statusValue,
  type TContentRequestMove,
  type TPaymentMethod,
} from '@masthead/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { contents } from '../content/tables.ts';
import { chargePayment, checkMethod, declined } from '../payments/checkout.ts';
import type { PaymentsContext } from '../payments/provider-setup.ts';
import { ProviderUnavailableError, type SavedMethodCharge } from '../payments/providers/types.ts';
import { payments } from '../payments/tables.ts';
import { refundEscrow, releaseEscrow, sendOwedRefunds } from './escrow.ts';
import { type ContentRequestNews, tellOtherParty } from './news.ts';
import { columnsOf, findRequest, lockAsParty, partyIn, type RequestRow, stateOf, viewOf } from './rows.ts';
import { contentRequestCharges, contentRequestEvents, contentRequests } from './tables.ts';

/**
 * Every move of a request (POST /api2/content-request/move): core's table decides, under the
 * request's row lock, in one transaction with its timeline row and its money. The same idempotency
 * key again answers the request as it stands; two moves racing on one request end with one winner.
 * Moves that put the fee into escrow (accept, take the counter offer) charge the provider between two
 * transactions: the first marks the request as being charged (other moves wait, refused), the
 * settlement's hook makes the move.
 */

/** EXAMPLES §8: each refusal has its code, status and translated message. */
const REFUSAL_ERROR: Record<ContentRequestRefusal, ErrorCode> = {
  'not-party': 'not_found',
  'not-requester': 'contentRequest.not.requester',
  'not-creator': 'contentRequest.not.creator',
  'wrong-status': 'contentRequest.wrong.status',
  'deadline-passed': 'contentRequest.deadline.passed',
  'deadline-not-passed': 'contentRequest.deadline.not.passed',
  'revision-limit': 'contentRequest.revision.limit',
};

const refused = (result: MoveResult) => {
  if (result.ok) throw new Error('not a refusal');
  return new AppError(REFUSAL_ERROR[result.reason], { data: { reason: result.reason } });
};

export type ContentRequestsContext = PaymentsContext & { notify: ContentRequestNews };

const fieldError = (field: string, key: string) =>
  new AppError('validation.failed', { fields: { [field]: key } });

async function moveDone(tx: Tx, requestId: number, key: string) {
  const [event] = await tx
    .select({ id: contentRequestEvents.id })
    .from(contentRequestEvents)
    .where(and(eq(contentRequestEvents.requestId, requestId), eq(contentRequestEvents.idempotencyKey, key)))
    .limit(1);
  return event !== undefined;
}

/** The submitted work: a content of the creator's own, not deleted. */
async function checkSubmission(tx: Tx, row: RequestRow, contentId: number) {
  const [content] = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.authorId, row.creatorId), isNull(contents.deletedAt)))
    .limit(1);
  if (!content) throw fieldError('contentId', 'validation.contentRequests.submission');
}

type SavedCard = { paymentMethodRef: string; customerRef: string | null; card: RequestRow['card'] };

/** The moves that move no money in (everything but accept and take the counter offer). */
async function plainMove(
  ctx: ContentRequestsContext,
  actor: MagazineActor,
  input: Exclude<TContentRequestMove, { action: 'accept' | 'takeCounterOffer' }>,
  saved: SavedCard | null,
): Promise<{ row: RequestRow; refunded: boolean }> {
  return transactionWithRetry(ctx.db, async (tx) => {
    const { row, party } = await lockAsParty(tx, input.id, actor);
    if (await moveDone(tx, row.id, input.idempotencyKey)) return { row, refunded: false };
    if (row.chargingPaymentId !== null) throw new AppError('contentRequest.payment.in.progress');
    const now = ctx.clock();
    const state = stateOf(row);
    let offer: { feeMinor: number; deadline: Date } | undefined;
    if (input.action === 'counter') {
      offer = { feeMinor: input.feeMinor, deadline: new Date(input.deadline) };
      if (!feeAllowed(offer.feeMinor, row.currency))
        throw fieldError('feeMinor', 'validation.contentRequests.fee');
      if (!deadlineWithinReach(offer.deadline, now) && offer.deadline.getTime() > now.getTime())
        throw fieldError('deadline', 'validation.contentRequests.deadline');
    }
    const result = moveOf(input.action, state, party, now, offer);
    if (!result.ok) throw refused(result);
    const extra: Partial<typeof contentRequests.$inferInsert> = {};
    if (input.action === 'send') {
      const card = saved ?? (row.paymentMethodRef ? null : undefined);
      if (card === undefined) throw fieldError('paymentMethod', 'validation.contentRequests.card');
      if (card) Object.assign(extra, { ...card, cardOwnerId: actor.userId });
    }
    if (input.action === 'submit') {
      await checkSubmission(tx, row, input.contentId);
      extra.submissionContentId = input.contentId;
    }
    if (result.escrow === 'release') {
      await releaseEscrow(tx, row, ctx.config.contentRequests.platformFeeBasisPoints);
      extra.escrowMinor = 0;
    }
    if (result.escrow === 'refund') {
      await refundEscrow(tx, row, now);
      extra.escrowMinor = 0;
    }
    const [updated] = await tx
      .update(contentRequests)
      .set({ ...columnsOf(result.next, now), ...extra })
      .where(eq(contentRequests.id, row.id))
      .returning();
    await tx.insert(contentRequestEvents).values({
      requestId: row.id,
      actorId: actor.userId,
      action: input.action,
      fromStatus: row.status,
      toStatus: statusValue(result.next.status),
      note: 'note' in input ? (input.note ?? '') : '',
      ...(offer ? { feeMinor: offer.feeMinor, deadline: offer.deadline } : {}),
      idempotencyKey: input.idempotencyKey,
      at: now,
    });
    await tellOtherParty(ctx.notify, tx, row, {
      action: input.action,
      actorId: actor.userId,
      toStatus: statusValue(result.next.status),
    });
    return { row: updated ?? row, refunded: result.escrow === 'refund' };
  });
}

/** The provider's key of a move's payment: one move, one payment, however often it is retried. */
const paymentKeyOf = (requestId: number, moveKey: string) =>
  `crq-${requestId}-${createHash('sha256').update(moveKey).digest('hex').slice(0, 40)}`;

/** Accept, or take the counter offer: the payment is made (or found) under the row lock. */
async function openFeePayment(
  ctx: ContentRequestsContext,
  actor: MagazineActor,
  input: Extract<TContentRequestMove, { action: 'accept' | 'takeCounterOffer' }>,
) {
  return transactionWithRetry(ctx.db, async (tx) => {
    const { row, party } = await lockAsParty(tx, input.id, actor);
    if (await moveDone(tx, row.id, input.idempotencyKey)) return { row, payment: null };
    if (row.chargingPaymentId !== null) {
      const [charge] = await tx
        .select({ moveKey: contentRequestCharges.moveKey, payment: payments })
        .from(contentRequestCharges)
        .innerJoin(payments, eq(payments.id, contentRequestCharges.paymentId))
        .where(eq(contentRequestCharges.paymentId, row.chargingPaymentId));
      // The same move retried (a timeout, a double click) carries on with its payment.
      if (charge?.moveKey === input.idempotencyKey) return { row, payment: charge.payment };
      throw new AppError('contentRequest.payment.in.progress');
    }
    const now = ctx.clock();
    const state = stateOf(row);
    const result = moveOf(input.action, state, party, now);
    if (!result.ok) throw refused(result);
    const offer = input.action === 'accept' ? state.offer : state.counterOffer;
    if (!offer) throw new AppError('contentRequest.wrong.status');
    // The creator's accept charges the card the requester saved when sending; taking a counter
    // offer is paid by the member taking it.
    const payerId = input.action === 'accept' ? row.cardOwnerId : actor.userId;
    if (payerId === null || (input.action === 'accept' && !row.paymentMethodRef))
      throw new AppError('contentRequest.wrong.status');
    // Each attempt is a payment of its own (a declined card, then another, under one move key).
    const [attempts] = await tx
      .select({ n: count() })
      .from(contentRequestCharges)
      .where(eq(contentRequestCharges.requestId, row.id));
    const [payment] = await tx
      .insert(payments)
      .values({
        payerId,
        contentRequestId: row.id,
        purpose: 'content_request',
        amountMinor: offer.feeMinor,
        currency: row.currency,
        provider: ctx.providers.currentProvider().name,
        idempotencyKey: paymentKeyOf(row.id, `${input.idempotencyKey}:${attempts?.n ?? 0}`),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new AppError('unexpected_error');
    await tx.insert(contentRequestCharges).values({
      paymentId: payment.id,
      requestId: row.id,
      action: input.action,
      actorId: actor.userId,
      moveKey: input.idempotencyKey,
      feeMinor: offer.feeMinor,
      deadline: offer.deadline,
      createdAt: now,
    });
    await tx
      .update(contentRequests)
      .set({ chargingPaymentId: payment.id, updatedAt: now })
      .where(eq(contentRequests.id, row.id));
    return { row, payment };
  });
}

async function holdEscrow(
  ctx: ContentRequestsContext,
  actor: MagazineActor,
  input: Extract<TContentRequestMove, { action: 'accept' | 'takeCounterOffer' }>,
) {
  const card = input.action === 'takeCounterOffer' ? input.paymentMethod : undefined;
  if (card) checkMethod(ctx.config, card);
  const { row, payment } = await openFeePayment(ctx, actor, input);
  if (payment) {
    const method: TPaymentMethod | SavedMethodCharge | null = card
      ? card
      : row.paymentMethodRef
        ? { type: 'saved', paymentMethodRef: row.paymentMethodRef, customerRef: row.customerRef }
        : null;
    if (!method) throw fieldError('paymentMethod', 'validation.contentRequests.card');
    try {
      await chargePayment(ctx, payment, {
        paymentMethod: method,
        description: `Masthead content request ${row.id}`,
        // The requester is away when the creator accepts.
        ...(method.type === 'saved'
          ? { session: input.action === 'accept' ? 'off_session' : 'on_session' }
          : {}),
      });
    } finally {
      await sendOwedRefunds(ctx, row.id);
    }
  }
}

/** Saves the card a send brings (before the row lock: the provider is over the network). */
async function saveCard(
  ctx: ContentRequestsContext,
  requestId: number,
  method: TPaymentMethod,
): Promise<SavedCard> {
  checkMethod(ctx.config, method);
  let saved: Awaited<ReturnType<ReturnType<PaymentsContext['providers']['currentProvider']>['saveMethod']>>;
  try {
    saved = await ctx.providers.currentProvider().saveMethod({
      paymentMethod: method,
      customerRef: null,
      idempotencyKey: `masthead-content-request-method-${requestId}-${Date.now()}`,
      description: `Masthead content request ${requestId}`,
      metadata: { contentRequestId: String(requestId) },
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError('service.unavailable');
    throw error;
  }
  if (saved.status === 'declined') throw declined(saved.declineReason);
  return {
    paymentMethodRef: saved.method.paymentMethodRef,
    customerRef: saved.method.customerRef,
    card: saved.method.card,
  };
}

/** POST /api2/content-request/move */
export async function makeMove(
  ctx: ContentRequestsContext,
  actor: MagazineActor,
  input: TContentRequestMove,
): Promise<ContentRequestView> {
  if (input.action === 'accept' || input.action === 'takeCounterOffer') {
    await holdEscrow(ctx, actor, input);
  } else {
    let saved: SavedCard | null = null;
    if (input.action === 'send' && input.paymentMethod) {
      // Strangers learn nothing, and no card is kept for them.
      const row = await findRequest(ctx.db, input.id);
      if (!row) throw new AppError('not_found');
      partyIn(row, actor);
      saved = await saveCard(ctx, input.id, input.paymentMethod);
    }
    const { refunded } = await plainMove(ctx, actor, input, saved);
    if (refunded) await sendOwedRefunds(ctx, input.id);
  }
  const [row] = await ctx.db.select().from(contentRequests).where(eq(contentRequests.id, input.id));
  if (!row) throw new AppError('not_found');
  return viewOf(ctx, row, actor);
}
