import { type PaymentOutcome, PLAN_GROUP, quotePlan, type TPlanSubscribe } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { chargePayment, checkMethod, declined } from '../payments/checkout.ts';
import type { PaymentsContext } from '../payments/provider-setup.ts';
import { ProviderUnavailableError } from '../payments/providers/types.ts';
import { type PaymentRow, settle } from '../payments/settlement.ts';
import { payments } from '../payments/tables.ts';
import { billingStateOf, lockPlanRow, openMagazine, pendingPlanPayment } from './plan-rows.ts';
import { planCharges } from './plan-tables.ts';
import { magazinePlans } from './tables.ts';

/**
 * Subscribe or upgrade (DESIGN §4 plan billing): the owner pays the server's price for a paid group now.
 * The payment and what it pays for (plan_charges) are made under the plan's row lock, so a second
 * checkout for the same plan waits and is then refused while the first is on its way; the card is
 * saved with the provider for renewals, then charged with that saved method. The plan changes when the
 * payment settles (plan-apply.ts), in the settlement's transaction, once.
 */

const keyReused = () =>
  new AppError('validation.failed', { fields: { idempotencyKey: 'validation.payments.keyReused' } });

/** The checkout's payment: the one already made under this key, or a new one at today's price. */
async function openPlanPayment(ctx: PaymentsContext, payerId: number, input: TPlanSubscribe) {
  const { magazineUserId } = input;
  return transactionWithRetry(ctx.db, async (tx) => {
    const now = ctx.clock();
    // A magazine without a plan row gets one that says the same ('Plan Expired'), so there is a row to lock.
    await tx
      .insert(magazinePlans)
      .values({ magazineUserId, planGroup: PLAN_GROUP.free, status: 'expired', updatedAt: now })
      .onConflictDoNothing();
    const plan = await lockPlanRow(tx, magazineUserId);
    if (!plan) throw new AppError('not_found');

    const [same] = await tx
      .select({ payment: payments, planGroup: planCharges.planGroup })
      .from(payments)
      .leftJoin(planCharges, eq(planCharges.paymentId, payments.id))
      .where(and(eq(payments.payerId, payerId), eq(payments.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (same) {
      const fits = same.payment.magazineUserId === magazineUserId && same.planGroup === input.planGroup;
      if (!fits) throw keyReused();
      return same.payment;
    }
    if (await pendingPlanPayment(tx, magazineUserId, now)) throw new AppError('plan.payment.in.progress');
    const quoted = quotePlan(billingStateOf(plan), input.planGroup, now);
    if (!quoted.ok) throw new AppError('plan.change.not.allowed', { data: { reason: quoted.reason } });
    const { quote } = quoted;
    if (quote.amountMinor !== input.expectedAmountMinor)
      throw new AppError('plan.price.changed', { data: { amountMinor: quote.amountMinor } });

    const [payment] = await tx
      .insert(payments)
      .values({
        payerId,
        magazineUserId,
        purpose: 'plan',
        amountMinor: quote.amountMinor,
        currency: quote.currency,
        provider: ctx.providers.currentProvider().name,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) throw keyReused();
    await tx.insert(planCharges).values({
      paymentId: payment.id,
      magazineUserId,
      kind: quote.kind,
      planGroup: quote.group,
      fromGroup: plan.planGroup,
      periodStart: quote.periodStart,
      periodEnd: quote.periodEnd,
      basePeriodEnd: plan.periodEnd,
      createdAt: now,
    });
    return payment;
  });
}

/** The card kept for renewals: saved once per payment (a retry reuses it), on the plan's Stripe Customer. */
async function savedMethodOf(ctx: PaymentsContext, payment: PaymentRow, input: TPlanSubscribe) {
  const [charge] = await ctx.db.select().from(planCharges).where(eq(planCharges.paymentId, payment.id));
  if (!charge) throw new AppError('not_found');
  if (charge.paymentMethodRef)
    return {
      type: 'saved' as const,
      paymentMethodRef: charge.paymentMethodRef,
      customerRef: charge.customerRef,
    };
  const [plan] = await ctx.db
    .select({ provider: magazinePlans.provider, customerRef: magazinePlans.customerRef })
    .from(magazinePlans)
    .where(eq(magazinePlans.magazineUserId, input.magazineUserId));
  const provider = ctx.providers.currentProvider();
  let saved: Awaited<ReturnType<typeof provider.saveMethod>>;
  try {
    saved = await provider.saveMethod({
      paymentMethod: input.paymentMethod,
      customerRef: plan?.provider === provider.name ? (plan.customerRef ?? null) : null,
      idempotencyKey: `masthead-plan-method-${payment.id}`,
      description: `Masthead plan of magazine ${input.magazineUserId}`,
      metadata: { magazineUserId: String(input.magazineUserId), paymentId: String(payment.id) },
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      console.warn(`[plans] payment ${payment.id}: ${error.message}`);
      throw new AppError('service.unavailable');
    }
    throw error;
  }
  if (saved.status === 'declined') {
    const settled = await settle(ctx, payment.id, {
      status: 'declined',
      providerRef: null,
      declineReason: saved.declineReason,
    });
    throw declined(settled.declineReason ?? saved.declineReason);
  }
  const { method } = saved;
  await ctx.db
    .update(planCharges)
    .set({ paymentMethodRef: method.paymentMethodRef, customerRef: method.customerRef, card: method.card })
    .where(eq(planCharges.paymentId, payment.id));
  return {
    type: 'saved' as const,
    paymentMethodRef: method.paymentMethodRef,
    customerRef: method.customerRef,
  };
}

/** POST /api2/magazine/plan/subscribe: the route's access has checked manageBilling in this magazine. */
export async function subscribePlan(
  ctx: PaymentsContext,
  payerId: number,
  input: TPlanSubscribe,
): Promise<PaymentOutcome> {
  checkMethod(ctx.config, input.paymentMethod);
  if (!(await openMagazine(ctx.db, input.magazineUserId))) throw new AppError('not_found');
  const payment = await openPlanPayment(ctx, payerId, input);
  if (payment.status !== 'pending')
    return chargePayment(ctx, payment, { paymentMethod: input.paymentMethod, description: '' });
  const method = await savedMethodOf(ctx, payment, input);
  return chargePayment(ctx, payment, {
    paymentMethod: method,
    description: `Masthead plan of magazine ${input.magazineUserId}`,
    session: 'on_session',
  });
}
