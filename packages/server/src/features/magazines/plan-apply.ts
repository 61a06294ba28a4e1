import {
  afterRenewalFailure,
  type DeclineReason,
  PLAN_CURRENCY,
  PLAN_GROUP,
  type PlanEventChange,
  type PlanGroupId,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import type { PaymentRow, SettlementHook } from '../payments/settlement.ts';
import { mailPlanReceipt, mailRenewalFailed, type PlanMailDeps } from './plan-mail.ts';
import { openMagazine, type PlanRow } from './plan-rows.ts';
import { planCharges } from './plan-tables.ts';
import { magazinePlans } from './tables.ts';

/**
 * What a plan payment does once it settles (DESIGN §4), in the settlement's transaction: a payment
 * that succeeded starts, upgrades or renews the plan it was made for; a declined renewal moves the plan
 * to past due (tried again later) or, after the last attempt, to expired. Each writes its audit row
 * ('magazine.plan') and its mail. A payment made for a period the plan has since left is left for a
 * person to review (the money stays in the ledger).
 */

type Charge = typeof planCharges.$inferSelect;

const samePeriod = (plan: PlanRow, charge: Charge) =>
  (plan.periodEnd?.getTime() ?? null) === (charge.basePeriodEnd?.getTime() ?? null);

/** The audit row of a plan change (EXAMPLES §11), in the change's transaction; null actor: the billing job. */
export function recordPlanEvent(
  tx: Tx,
  entry: { magazineUserId: number; actorUserId: number | null; change: PlanEventChange; at: Date },
  data: Record<string, unknown> = {},
) {
  return recordTeamEvent(tx, 'magazine.plan', {
    magazineUserId: entry.magazineUserId,
    actorUserId: entry.actorUserId,
    data: { change: entry.change, ...data },
    at: entry.at,
  });
}

async function magazineOf(tx: Tx, magazineUserId: number) {
  return (await openMagazine(tx, magazineUserId)) ?? { username: String(magazineUserId), displayName: '' };
}

async function applyPaid(
  deps: PlanMailDeps,
  tx: Tx,
  payment: PaymentRow,
  charge: Charge,
  plan: PlanRow,
  now: Date,
) {
  const group = charge.planGroup as PlanGroupId;
  await tx
    .update(magazinePlans)
    .set({
      planGroup: group,
      status: 'active',
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      nextPlanGroup: null,
      provider: payment.provider,
      paymentMethodRef: charge.paymentMethodRef ?? plan.paymentMethodRef,
      customerRef: charge.customerRef ?? plan.customerRef,
      card: charge.card ?? plan.card,
      billingUserId: payment.payerId,
      renewalAttempts: 0,
      nextRenewalAt: charge.periodEnd,
      updatedAt: now,
    })
    .where(eq(magazinePlans.magazineUserId, plan.magazineUserId));
  // A renewal is the billing job's doing; a subscription or an upgrade the payer's.
  const actorUserId = charge.kind === 'renewal' ? null : payment.payerId;
  await recordPlanEvent(
    tx,
    { magazineUserId: plan.magazineUserId, actorUserId, change: charge.kind, at: now },
    {
      from: plan.status === 'expired' ? null : plan.planGroup,
      to: group,
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      periodEnd: charge.periodEnd.toISOString(),
    },
  );
  await mailPlanReceipt(deps, tx, {
    payerId: payment.payerId,
    magazine: await magazineOf(tx, plan.magazineUserId),
    group,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    periodEnd: charge.periodEnd,
    card: charge.card ?? plan.card,
  });
}

/**
 * A renewal that did not go through (declined, or no saved card to charge): the scheduled downgrade
 * still applies, the plan is past due until the next attempt, or expired after the last one.
 */
export async function applyRenewalFailure(
  deps: PlanMailDeps,
  tx: Tx,
  plan: PlanRow,
  failure: {
    group: PlanGroupId;
    amountMinor: number;
    declineReason: DeclineReason;
    payerId: number | null;
    paymentId: number | null;
  },
  now: Date,
) {
  const attempts = plan.renewalAttempts + 1;
  const next = afterRenewalFailure(attempts, now);
  const nextRenewalAt = next.status === 'past_due' ? next.nextRenewalAt : null;
  await tx
    .update(magazinePlans)
    .set({
      planGroup: failure.group,
      nextPlanGroup: null,
      status: next.status,
      renewalAttempts: attempts,
      nextRenewalAt,
      updatedAt: now,
    })
    .where(eq(magazinePlans.magazineUserId, plan.magazineUserId));
  const change = next.status === 'expired' ? 'expired' : 'renewal_failed';
  await recordPlanEvent(
    tx,
    { magazineUserId: plan.magazineUserId, actorUserId: null, change, at: now },
    {
      from: plan.planGroup,
      to: failure.group,
      attempts,
      reason: failure.declineReason,
      paymentId: failure.paymentId,
    },
  );
  if (failure.payerId !== null)
    await mailRenewalFailed(deps, tx, {
      payerId: failure.payerId,
      magazine: await magazineOf(tx, plan.magazineUserId),
      group: failure.group,
      amountMinor: failure.amountMinor,
      currency: PLAN_CURRENCY,
      declineReason: failure.declineReason,
      nextAttemptAt: nextRenewalAt,
    });
}

/**
 * A paid plan back on free (a cancellation taking effect): no period, nothing to renew, no card kept.
 * Stripe's Customer stays, so a later card joins it.
 */
export async function endPaidPlan(
  tx: Tx,
  plan: PlanRow,
  entry: { actorUserId: number | null; reason: 'cancel' | 'end' },
  now: Date,
) {
  await tx
    .update(magazinePlans)
    .set({
      planGroup: PLAN_GROUP.free,
      status: 'active',
      periodStart: null,
      periodEnd: null,
      nextPlanGroup: null,
      paymentMethodRef: null,
      card: null,
      renewalAttempts: 0,
      nextRenewalAt: null,
      updatedAt: now,
    })
    .where(eq(magazinePlans.magazineUserId, plan.magazineUserId));
  await recordPlanEvent(
    tx,
    { magazineUserId: plan.magazineUserId, actorUserId: entry.actorUserId, change: entry.reason, at: now },
    { from: plan.planGroup, to: PLAN_GROUP.free },
  );
}

/** The payments settlement's hook for plan payments (services.ts hands it to the payments service). */
export function planSettlementHook(deps: PlanMailDeps): SettlementHook {
  return async (tx, { payment, now }) => {
    if (payment.purpose !== 'plan' || payment.magazineUserId === null) return;
    const [charge] = await tx.select().from(planCharges).where(eq(planCharges.paymentId, payment.id));
    const [plan] = await tx
      .select()
      .from(magazinePlans)
      .where(eq(magazinePlans.magazineUserId, payment.magazineUserId))
      .for('update');
    if (!charge || !plan) {
      console.error(`[plans] payment ${payment.id} settled without its plan charge; left for review`);
      return;
    }
    if (payment.status === 'declined' && charge.kind !== 'renewal') return;
    if (!samePeriod(plan, charge)) {
      console.error(`[plans] payment ${payment.id} is for a period the plan has left; left for review`);
      await recordPlanEvent(
        tx,
        { magazineUserId: plan.magazineUserId, actorUserId: null, change: 'review', at: now },
        { paymentId: payment.id, status: payment.status },
      );
      return;
    }
    if (payment.status === 'succeeded') return applyPaid(deps, tx, payment, charge, plan, now);
    if (payment.status === 'declined')
      return applyRenewalFailure(
        deps,
        tx,
        plan,
        {
          group: charge.planGroup as PlanGroupId,
          amountMinor: payment.amountMinor,
          declineReason: payment.declineReason ?? 'card_declined',
          payerId: payment.payerId,
          paymentId: payment.id,
        },
        now,
      );
  };
}
