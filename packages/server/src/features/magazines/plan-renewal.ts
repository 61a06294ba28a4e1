import { can, OWNER_TYPE, PLAN_CURRENCY, PLAN_GROUP, renewalPlan } from '@masthead/core';
import { and, asc, eq, gt, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { chargePayment } from '../payments/checkout.ts';
import type { PaymentsContext } from '../payments/provider-setup.ts';
import type { PaymentRow } from '../payments/settlement.ts';
import { payments } from '../payments/tables.ts';
import { applyRenewalFailure, endPaidPlan } from './plan-apply.ts';
import type { PlanMailDeps } from './plan-mail.ts';
import { billingStateOf, openMagazine, type PlanRow, pendingPlanPayment } from './plan-rows.ts';
import { planCharges } from './plan-tables.ts';
import { magazinePlans } from './tables.ts';

/**
 * The renewal job (DESIGN §2 durable jobs, §4 plan billing). Due plans are claimed with FOR UPDATE SKIP
 * LOCKED, so several app processes may run it side by side; each claim writes the renewal's pending
 * payment and moves the plan's next attempt a lease ahead, in one transaction. The saved card is then
 * charged off-session under a key of the payment (one per period and attempt), and the settlement
 * applies the outcome (plan-apply.ts). A process that dies mid-charge leaves the payment pending: the
 * next run after the lease takes the same payment and the provider answers the same charge.
 */

/** How long a claimed plan is left to the process that claimed it. */
export const RENEWAL_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;

export type RenewalRun = { charged: number; ended: number; failed: number; skipped: number };

type Claimed = {
  payment: PaymentRow;
  method: { paymentMethodRef: string; customerRef: string | null };
  magazineUserId: number;
};

/** One key per magazine, period and attempt: a retried run finds the payment it made. */
const renewalKey = (plan: PlanRow & { periodEnd: Date }) =>
  `plan-renewal-${plan.magazineUserId}-${Math.floor(plan.periodEnd.getTime() / 1000)}-${plan.renewalAttempts + 1}`;

/**
 * Who pays a renewal: the owner whose card was saved, while they still manage billing here (SPEC §6);
 * a card is never charged for a team its holder has left or no longer owns. Otherwise nobody is charged
 * and the primary owner hears of it.
 */
async function payerOf(tx: Tx, plan: PlanRow): Promise<{ payerId: number | null; mayCharge: boolean }> {
  if (plan.billingUserId !== null) {
    const [person] = await tx
      .select({ masterAdmin: users.masterAdmin, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, plan.billingUserId));
    const memberships = await tx
      .select({
        magazineUserId: magazineMembers.magazineUserId,
        role: magazineMembers.role,
        ownerType: magazineMembers.ownerType,
      })
      .from(magazineMembers)
      .where(
        and(
          eq(magazineMembers.magazineUserId, plan.magazineUserId),
          eq(magazineMembers.userId, plan.billingUserId),
        ),
      );
    const actor = { userId: plan.billingUserId, masterAdmin: person?.masterAdmin ?? false, memberships };
    if (person && !person.suspendedAt && can(actor, 'manageBilling', plan.magazineUserId))
      return { payerId: plan.billingUserId, mayCharge: true };
  }
  const [owner] = await tx
    .select({ userId: magazineMembers.userId })
    .from(magazineMembers)
    .where(
      and(
        eq(magazineMembers.magazineUserId, plan.magazineUserId),
        eq(magazineMembers.ownerType, OWNER_TYPE.primary),
      ),
    )
    .limit(1);
  return { payerId: owner?.userId ?? null, mayCharge: false };
}

async function existingRenewal(tx: Tx, plan: PlanRow, key: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.magazineUserId, plan.magazineUserId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Claims one due plan: ends it, fails it (nothing to charge), or makes its renewal payment. */
async function claimOne(
  deps: PlanMailDeps,
  ctx: PaymentsContext,
  tx: Tx,
  plan: PlanRow,
  now: Date,
): Promise<Claimed | 'ended' | 'failed' | 'skipped'> {
  const state = billingStateOf(plan);
  if (!state || !plan.periodEnd) return 'skipped';
  const next = renewalPlan({ ...state, periodEnd: plan.periodEnd });
  // A closed magazine is charged nothing more: its plan ends with the period.
  if (next.kind === 'end' || !(await openMagazine(tx, plan.magazineUserId))) {
    await endPaidPlan(tx, plan, { actorUserId: null, reason: 'end' }, now);
    return 'ended';
  }
  const lease = () =>
    tx
      .update(magazinePlans)
      .set({ nextRenewalAt: new Date(now.getTime() + RENEWAL_LEASE_MS) })
      .where(eq(magazinePlans.magazineUserId, plan.magazineUserId));
  const key = renewalKey({ ...plan, periodEnd: plan.periodEnd });
  const { payerId, mayCharge } = await payerOf(tx, plan);
  const method = plan.paymentMethodRef
    ? { paymentMethodRef: plan.paymentMethodRef, customerRef: plan.customerRef }
    : null;
  const provider = ctx.providers.currentProvider().name;
  if (payerId === null || !mayCharge || !method || plan.provider !== provider) {
    // No card that may be charged: a failed attempt like a decline, said to the owner.
    await applyRenewalFailure(
      deps,
      tx,
      plan,
      {
        group: next.group,
        amountMinor: next.amountMinor,
        declineReason: 'processing_error',
        payerId,
        paymentId: null,
      },
      now,
    );
    return 'failed';
  }
  const earlier = await existingRenewal(tx, plan, key);
  if (earlier) {
    if (earlier.status !== 'pending') return 'skipped';
    await lease();
    return { payment: earlier, method, magazineUserId: plan.magazineUserId };
  }
  // A subscription or an upgrade being confirmed goes first; the renewal waits for the next run.
  if (await pendingPlanPayment(tx, plan.magazineUserId, now)) return 'skipped';
  const [payment] = await tx
    .insert(payments)
    .values({
      payerId,
      magazineUserId: plan.magazineUserId,
      purpose: 'plan',
      amountMinor: next.amountMinor,
      currency: PLAN_CURRENCY,
      provider,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) return 'skipped';
  await tx.insert(planCharges).values({
    paymentId: payment.id,
    magazineUserId: plan.magazineUserId,
    kind: 'renewal',
    planGroup: next.group,
    fromGroup: plan.planGroup,
    periodStart: next.periodStart,
    periodEnd: next.periodEnd,
    basePeriodEnd: plan.periodEnd,
    paymentMethodRef: method.paymentMethodRef,
    customerRef: method.customerRef,
    card: plan.card,
    createdAt: now,
  });
  await lease();
  return { payment, method, magazineUserId: plan.magazineUserId };
}

/** Renews (or ends) every plan whose time has come; returns what it did. */
export async function renewDuePlans(deps: PlanMailDeps, ctx: PaymentsContext): Promise<RenewalRun> {
  const run: RenewalRun = { charged: 0, ended: 0, failed: 0, skipped: 0 };
  for (;;) {
    const now = ctx.clock();
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(magazinePlans)
        .where(
          and(
            gt(magazinePlans.planGroup, PLAN_GROUP.free),
            or(eq(magazinePlans.status, 'active'), eq(magazinePlans.status, 'past_due')),
            lte(magazinePlans.nextRenewalAt, now),
          ),
        )
        .orderBy(asc(magazinePlans.nextRenewalAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const work: Claimed[] = [];
      for (const plan of due) {
        const outcome = await claimOne(deps, ctx, tx, plan, now);
        if (typeof outcome === 'object') work.push(outcome);
        else run[outcome] += 1;
      }
      return { work, batch: due.length };
    });
    for (const item of claimed.work) {
      try {
        await chargePayment(ctx, item.payment, {
          paymentMethod: { type: 'saved', ...item.method },
          description: `Masthead plan renewal of magazine ${item.magazineUserId}`,
          session: 'off_session',
        });
        run.charged += 1;
      } catch (error) {
        // A decline has been applied by the settlement; an unreachable provider leaves it for the next run.
        if (error instanceof AppError && error.code === 'payment.declined') run.failed += 1;
        else if (error instanceof AppError && error.code === 'service.unavailable') run.skipped += 1;
        else throw error;
      }
    }
    // A full batch may have more behind it; skipped plans stay due, so stop when nothing moved.
    if (claimed.batch < BATCH_SIZE || claimed.work.length === 0) return run;
  }
}
