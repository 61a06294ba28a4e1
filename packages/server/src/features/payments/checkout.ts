import {
  CTYPE,
  type Currency,
  type DeclineReason,
  isCurrency,
  type PaymentOutcome,
  type PaymentPurpose,
  type TDonate,
  type TPaymentMethod,
  type TUnlock,
  ZDonateExtra,
} from '@masthead/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { contents } from '../content/tables.ts';
import type { PaymentsContext } from './provider-setup.ts';
import { type ChargeRequest, type PaymentProvider, ProviderUnavailableError } from './providers/types.ts';
import { hasUnlocked } from './queries.ts';
import { type PaymentRow, settle } from './settlement.ts';
import { payments } from './tables.ts';

/**
 * Checkout of donations and premium unlocks (DESIGN §4). A payment row is made first (pending, under
 * the client's idempotency key), the provider is charged outside any transaction under a key derived
 * from that row, and the outcome is settled in one transaction (settlement.ts).
 */

type PayRequest = {
  payerId: number;
  contentId: number;
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: Currency;
  paymentMethod: TPaymentMethod;
  idempotencyKey: string;
  description: string;
};

export const declined = (reason: DeclineReason | null) =>
  new AppError('payment.declined', { data: { reason: reason ?? 'card_declined' } });

/** The key the provider sees for a payment: one payment, one charge, however often it is retried. */
const providerKey = (paymentId: number) => `masthead-payment-${paymentId}`;

/** The sandbox takes test cards, Stripe takes a Stripe.js PaymentMethod: anything else is refused. */
export function checkMethod(config: AppConfig, method: TPaymentMethod) {
  const wanted = config.payments.provider === 'stripe' ? 'stripe' : 'card';
  if (method.type !== wanted)
    throw new AppError('validation.failed', { fields: { paymentMethod: 'validation.payments.method' } });
}

async function findPayment(db: Db, payerId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, payerId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * The payment of this checkout: made now, or the one already made under the same key (which must be
 * for the same thing), or, for premium, the reader's purchase already on its way.
 */
async function openPayment(ctx: PaymentsContext, request: PayRequest): Promise<PaymentRow> {
  const { db, clock } = ctx;
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = clock();
    const [made] = await db
      .insert(payments)
      .values({
        payerId: request.payerId,
        contentId: request.contentId,
        purpose: request.purpose,
        amountMinor: request.amountMinor,
        currency: request.currency,
        provider: ctx.providers.currentProvider().name,
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    const same = await findPayment(db, request.payerId, request.idempotencyKey);
    if (same) {
      const fits =
        same.contentId === request.contentId &&
        same.purpose === request.purpose &&
        same.amountMinor === request.amountMinor &&
        same.currency === request.currency;
      if (!fits)
        throw new AppError('validation.failed', {
          fields: { idempotencyKey: 'validation.payments.keyReused' },
        });
      return same;
    }
    if (request.purpose === 'premium') {
      const [active] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.payerId, request.payerId),
            eq(payments.contentId, request.contentId),
            eq(payments.purpose, 'premium'),
            inArray(payments.status, ['pending', 'succeeded']),
          ),
        )
        .limit(1);
      if (active) return active;
    }
    // The conflicting row changed status between the two statements: try again.
  }
  throw new AppError('service.unavailable');
}

/** Opens (or finds) the checkout's payment and charges it. */
async function pay(ctx: PaymentsContext, request: PayRequest): Promise<PaymentOutcome> {
  const payment = await openPayment(ctx, request);
  return chargePayment(ctx, payment, {
    paymentMethod: request.paymentMethod,
    description: request.description,
  });
}

/**
 * Charges the provider for a pending payment (again, safely: the provider key is the payment's) and
 * settles what it answers. A payment already settled answers as it stands, charging nothing.
 */
export async function chargePayment(
  ctx: PaymentsContext,
  payment: PaymentRow,
  charge: Pick<ChargeRequest, 'paymentMethod' | 'description' | 'session'>,
): Promise<PaymentOutcome> {
  if (payment.status === 'succeeded') return { paymentId: payment.id, status: 'succeeded', charged: true };
  if (payment.status === 'declined') throw declined(payment.declineReason);
  if (payment.status === 'refunded')
    throw new AppError('validation.failed', {
      fields: { idempotencyKey: 'validation.payments.keyReused' },
    });

  let result: Awaited<ReturnType<PaymentProvider['charge']>>;
  try {
    result = await ctx.providers.currentProvider().charge({
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      ...charge,
      idempotencyKey: providerKey(payment.id),
      metadata: {
        paymentId: String(payment.id),
        purpose: payment.purpose,
        ...(payment.contentId !== null ? { contentId: String(payment.contentId) } : {}),
        ...(payment.magazineUserId !== null ? { magazineUserId: String(payment.magazineUserId) } : {}),
      },
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      // Whether money was taken is unknown: the payment stays pending, a retry with the key is safe.
      console.warn(`[payments] payment ${payment.id}: ${error.message}`);
      throw new AppError('service.unavailable');
    }
    throw error;
  }

  if (result.status === 'declined') {
    const settled = await settle(ctx, payment.id, result);
    // A success recorded meanwhile (a webhook) wins over this answer.
    if (settled.status === 'succeeded') return { paymentId: payment.id, status: 'succeeded', charged: true };
    throw declined(settled.declineReason ?? result.declineReason);
  }
  if (result.status === 'succeeded') {
    await settle(ctx, payment.id, result);
    return { paymentId: payment.id, status: 'succeeded', charged: true };
  }
  if (result.providerRef) {
    await ctx.db
      .update(payments)
      .set({ providerRef: result.providerRef, updatedAt: ctx.clock() })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)));
  }
  return {
    paymentId: payment.id,
    status: 'pending',
    charged: true,
    ...(result.clientSecret ? { clientSecret: result.clientSecret } : {}),
  };
}

/** A published, visible content by id, with what payments need of it. */
async function payableContent(db: Db, cgroupId: number) {
  const [row] = await db
    .select({
      id: contents.id,
      ctype: contents.ctype,
      title: contents.title,
      authorId: contents.authorId,
      publisherId: contents.publisherId,
      extra: contents.extra,
      premium: contents.premium,
      priceMinor: contents.priceMinor,
      currency: contents.currency,
    })
    .from(contents)
    .where(and(eq(contents.id, cgroupId), eq(contents.status, 'published'), isNull(contents.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** POST /api2/payments/donate: a reader gives to a published fundraiser, in its currency. */
export async function donate(ctx: PaymentsContext, payerId: number, input: TDonate): Promise<PaymentOutcome> {
  checkMethod(ctx.config, input.paymentMethod);
  const content = await payableContent(ctx.db, input.cgroupId);
  if (!content || content.ctype !== CTYPE.donate) throw new AppError('not_found');
  const extra = ZDonateExtra.safeParse(content.extra);
  if (!extra.success || !isCurrency(extra.data.currency)) throw new AppError('not_found');
  if (extra.data.currency !== input.currency)
    throw new AppError('validation.failed', { fields: { currency: 'validation.payments.currency' } });
  return pay(ctx, {
    payerId,
    contentId: content.id,
    purpose: 'donation',
    amountMinor: input.amountMinor,
    currency: extra.data.currency,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey,
    description: `Donation: ${content.title}`.slice(0, 200),
  });
}

/**
 * POST /api2/payments/unlock: a reader buys a premium story at the price stored on it (never the
 * client's). Its author, and a reader who has it already, are charged nothing.
 */
export async function unlockPremium(
  ctx: PaymentsContext,
  payerId: number,
  input: TUnlock,
): Promise<PaymentOutcome> {
  const { db } = ctx;
  checkMethod(ctx.config, input.paymentMethod);
  const content = await payableContent(db, input.cgroupId);
  if (!content?.premium || !content.priceMinor || content.priceMinor <= 0) throw new AppError('not_found');
  if (!content.currency || !isCurrency(content.currency)) throw new AppError('not_found');
  if (payerId === content.authorId || payerId === content.publisherId)
    return { paymentId: null, status: 'succeeded', charged: false };
  const previous = await findPayment(db, payerId, input.idempotencyKey);
  if (!previous && (await hasUnlocked(db, content.id, payerId)))
    return { paymentId: null, status: 'succeeded', charged: false };
  return pay(ctx, {
    payerId,
    contentId: content.id,
    purpose: 'premium',
    amountMinor: content.priceMinor,
    currency: content.currency,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey,
    description: `Premium: ${content.title}`.slice(0, 200),
  });
}
