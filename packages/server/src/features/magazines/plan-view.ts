import {
  billingOptions,
  can,
  isCurrency,
  type MagazineActor,
  magazinePlanFor,
  PLAN_CURRENCY,
  PLAN_RENEWAL_MAX_ATTEMPTS,
  type PlanBilling,
  type PlanGroupId,
  type PlanReceipt,
  type PlanState,
  type PlanView,
  planLabelKey,
  planPhase,
  planPriceMinor,
} from '@masthead/core';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { payments } from '../payments/tables.ts';
import { type HiddenMask, hiddenMaskFor } from './hidden-members.ts';
import {
  billingStateOf,
  hasAdvancedRule,
  isSpecialAccount,
  openMagazine,
  type PlanRow,
  pendingPlanPayment,
  planRowOf,
} from './plan-rows.ts';
import { planCharges } from './plan-tables.ts';

/**
 * The plan page's answer (GET /api2/magazine/plan): the plan for every member, and billing (prices,
 * dates, the card, receipts, what may be done) only for those with manageBilling. An allowlist: no
 * provider reference ever leaves the server.
 */

/** Receipts the plan page lists, newest first. */
export const PLAN_RECEIPTS_LIMIT = 24;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const planStateOfRow = (row: PlanRow | null): PlanState | null =>
  row ? { group: row.planGroup as PlanGroupId, current: row.status !== 'expired' } : null;

async function planReceipts(db: DbOrTx, magazineUserId: number, mask: HiddenMask): Promise<PlanReceipt[]> {
  const rows = await db
    .select({ payment: payments, charge: planCharges, paidBy: users.displayName, payerName: users.username })
    .from(planCharges)
    .innerJoin(payments, eq(payments.id, planCharges.paymentId))
    .innerJoin(users, eq(users.id, payments.payerId))
    .where(eq(planCharges.magazineUserId, magazineUserId))
    .orderBy(desc(planCharges.createdAt), desc(planCharges.paymentId))
    .limit(PLAN_RECEIPTS_LIMIT);
  return rows.map(({ payment, charge, paidBy, payerName }) => ({
    paymentId: payment.id,
    kind: charge.kind,
    planGroup: charge.planGroup as PlanGroupId,
    status: payment.status,
    amountMinor: payment.amountMinor,
    currency: isCurrency(payment.currency) ? payment.currency : PLAN_CURRENCY,
    declineReason: payment.declineReason,
    createdAt: payment.createdAt.toISOString(),
    // A hidden secretAdmin pays in the magazine's name (hidden-members.ts).
    paidBy: mask.hides(payment.payerId) && mask.magazine ? mask.magazine.displayName : paidBy || payerName,
  }));
}

async function billingOf(
  deps: ServiceDeps,
  magazineUserId: number,
  row: PlanRow | null,
  mask: HiddenMask,
): Promise<PlanBilling> {
  const now = deps.clock();
  const state = billingStateOf(row);
  const [owner] = row?.billingUserId
    ? await deps.db
        .select({ userId: users.id, displayName: users.displayName, username: users.username })
        .from(users)
        .where(eq(users.id, row.billingUserId))
    : [];
  const options = billingOptions(state, now);
  return {
    status: row?.status ?? null,
    priceMinor: state ? planPriceMinor(state.group) : 0,
    currency: PLAN_CURRENCY,
    periodStart: iso(row?.periodStart ?? null),
    periodEnd: iso(row?.periodEnd ?? null),
    nextPlanGroup: state?.nextPlanGroup ?? null,
    nextRenewalAt: row?.status === 'past_due' ? iso(row.nextRenewalAt) : null,
    renewalAttempts: row?.renewalAttempts ?? 0,
    maxRenewalAttempts: PLAN_RENEWAL_MAX_ATTEMPTS,
    paymentMethod: row?.paymentMethodRef && row.card ? row.card : null,
    billingOwner: owner
      ? mask.ref({ userId: owner.userId, displayName: owner.displayName || owner.username }, (magazine) => ({
          userId: magazine.userId,
          displayName: magazine.displayName,
        }))
      : null,
    offers: options.offers.map((quote) => ({
      group: quote.group,
      kind: quote.kind,
      amountMinor: quote.amountMinor,
      currency: quote.currency,
      periodEnd: quote.periodEnd.toISOString(),
      days: quote.days,
    })),
    downgrades: options.downgrades,
    canCancel: options.canCancel,
    canResume: options.canResume,
    paymentInProgress: (await pendingPlanPayment(deps.db, magazineUserId, now)) !== null,
    receipts: await planReceipts(deps.db, magazineUserId, mask),
  };
}

/** The plan of an open magazine as this actor may see it; null when there is no such magazine. */
export async function readPlanView(
  deps: ServiceDeps,
  actor: MagazineActor,
  magazineUserId: number,
): Promise<PlanView | null> {
  const magazine = await openMagazine(deps.db, magazineUserId);
  if (!magazine) return null;
  const row = await planRowOf(deps.db, magazineUserId);
  const state = planStateOfRow(row);
  const specialHandling = await isSpecialAccount(deps.db, deps.config, magazineUserId);
  const advancedRule = hasAdvancedRule(deps.config, magazineUserId);
  const billing = can(actor, 'manageBilling', magazineUserId);
  const phase = planPhase(billingStateOf(row));
  return {
    magazine,
    magazinePlan: magazinePlanFor(state, { specialHandling, advancedRule }),
    labelKey: planLabelKey(state, { advancedRule }),
    // What is scheduled or failing is billing: the rest of the team sees a paid plan as active.
    phase: billing || !['downgrading', 'canceling', 'past_due'].includes(phase) ? phase : 'active',
    group: state?.group ?? null,
    specialHandling,
    billing: billing
      ? await billingOf(deps, magazineUserId, row, await hiddenMaskFor(deps.db, actor, magazineUserId))
      : null,
  };
}
