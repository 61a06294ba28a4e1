import {
  cancelsAtOnce,
  PLAN_GROUP,
  type PlanGroupId,
  resumePlan,
  scheduleChange,
  type TPlanDowngrade,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { endPaidPlan, recordPlanEvent } from './plan-apply.ts';
import { billingStateOf, lockPlanRow, openMagazine, type PlanRow, pendingPlanPayment } from './plan-rows.ts';
import { magazinePlans } from './tables.ts';

/**
 * Downgrade, cancel and resume (DESIGN §4 plan billing): nothing is charged or refunded; a move down
 * waits for the period end (nextPlanGroup) and can be undone until then ('Resume'). A past-due plan is
 * cancelled at once. Each is one transaction with its audit row; none runs while a payment for the plan
 * is being confirmed.
 */

const refused = (reason: string) => new AppError('plan.change.not.allowed', { data: { reason } });

async function withLockedPlan(
  deps: ServiceDeps,
  magazineUserId: number,
  change: (tx: Tx, plan: PlanRow, now: Date) => Promise<void>,
) {
  if (!(await openMagazine(deps.db, magazineUserId))) throw new AppError('not_found');
  await transactionWithRetry(deps.db, async (tx) => {
    const now = deps.clock();
    const plan = await lockPlanRow(tx, magazineUserId);
    if (!plan) throw refused('not-in-paid-period');
    if (await pendingPlanPayment(tx, magazineUserId, now)) throw new AppError('plan.payment.in.progress');
    await change(tx, plan, now);
  });
}

async function scheduleMove(tx: Tx, plan: PlanRow, actorUserId: number, group: PlanGroupId, now: Date) {
  const decision = scheduleChange(billingStateOf(plan), group, now);
  if (!decision.ok) throw refused(decision.reason);
  await tx
    .update(magazinePlans)
    .set({ nextPlanGroup: group, updatedAt: now })
    .where(eq(magazinePlans.magazineUserId, plan.magazineUserId));
  const change = group === PLAN_GROUP.free ? 'cancel_scheduled' : 'downgrade_scheduled';
  await recordPlanEvent(
    tx,
    { magazineUserId: plan.magazineUserId, actorUserId, change, at: now },
    { from: plan.planGroup, to: group, at: decision.at.toISOString() },
  );
}

/** POST /api2/magazine/plan/downgrade: a lower paid group from the period end. */
export const downgradePlan = (deps: ServiceDeps, actorUserId: number, input: TPlanDowngrade) =>
  withLockedPlan(deps, input.magazineUserId, (tx, plan, now) =>
    scheduleMove(tx, plan, actorUserId, input.planGroup, now),
  );

/** POST /api2/magazine/plan/cancel: back to free at the period end (at once when past due). */
export const cancelPlan = (deps: ServiceDeps, actorUserId: number, magazineUserId: number) =>
  withLockedPlan(deps, magazineUserId, async (tx, plan, now) => {
    if (cancelsAtOnce(billingStateOf(plan)))
      return endPaidPlan(tx, plan, { actorUserId, reason: 'cancel' }, now);
    if (plan.nextPlanGroup === PLAN_GROUP.free) throw refused('nothing-to-cancel');
    await scheduleMove(tx, plan, actorUserId, PLAN_GROUP.free, now);
  });

/** POST /api2/magazine/plan/resume: the scheduled downgrade or cancellation is dropped. */
export const resumeScheduledPlan = (deps: ServiceDeps, actorUserId: number, magazineUserId: number) =>
  withLockedPlan(deps, magazineUserId, async (tx, plan, now) => {
    const decision = resumePlan(billingStateOf(plan), now);
    if (!decision.ok) throw refused(decision.reason);
    await tx
      .update(magazinePlans)
      .set({ nextPlanGroup: null, updatedAt: now })
      .where(eq(magazinePlans.magazineUserId, magazineUserId));
    await recordPlanEvent(
      tx,
      { magazineUserId, actorUserId, change: 'resume', at: now },
      { from: plan.nextPlanGroup, to: plan.planGroup },
    );
  });
