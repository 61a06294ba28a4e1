import {
  featuresFor,
  type MagazinePlan,
  magazinePlanOf,
  PLAN_CURRENCY,
  PLAN_GROUP,
  PLAN_MONTHLY_PRICE_MINOR,
  PLAN_PERIOD_DAYS,
  type PlanGroupId,
  type PlanState,
  planKeyOf,
} from './plans.ts';

/**
 * DESIGN §4 plan billing as pure rules, with time passed in: what a subscription or an upgrade costs
 * now, when a downgrade or a cancellation takes effect, what a renewal charges and what a failed one
 * leads to. The server stores the outcome (magazine_plans); pages show the same numbers before paying.
 *
 * Upgrades mid-period are prorated: the difference between the two monthly prices for the whole days
 * left in the period (rounded up to a minor unit), paid now; the period end stays. Everything else that
 * pays (a first subscription, a plan that expired or is past due) pays the full monthly price for a new
 * period starting now. Downgrades and cancellations wait for the period end and can be undone until then.
 */

export const DAY_MS = 86_400_000;

/** Hours between a failed renewal and the next attempt; after the last attempt fails the plan expires. */
export const PLAN_RENEWAL_RETRY_HOURS = [24, 72, 120] as const;
/** The charge at period end plus one per retry. */
export const PLAN_RENEWAL_MAX_ATTEMPTS = PLAN_RENEWAL_RETRY_HOURS.length + 1;

/**
 * A plan payment the provider has not settled yet (a bank check, a renewal on its way) holds the plan's
 * checkout this long, so that two payments for one plan never run side by side.
 */
export const PLAN_PAYMENT_HOLD_MINUTES = 30;

/** The groups one pays for, and those one may move down to before the period ends. */
export const PAID_PLAN_GROUPS = [PLAN_GROUP.standard, PLAN_GROUP.pro, PLAN_GROUP.enterprise] as const;
export type PaidPlanGroup = (typeof PAID_PLAN_GROUPS)[number];
export const DOWNGRADE_PLAN_GROUPS = [PLAN_GROUP.standard, PLAN_GROUP.pro] as const;
export type DowngradePlanGroup = (typeof DOWNGRADE_PLAN_GROUPS)[number];

export const PLAN_STATUSES = ['active', 'past_due', 'expired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Why a payment for a plan was made: a first or new period, an upgrade mid-period, or a renewal. */
export const PLAN_CHARGE_KINDS = ['subscribe', 'upgrade', 'renewal'] as const;
export type PlanChargeKind = (typeof PLAN_CHARGE_KINDS)[number];

export const planPriceMinor = (group: PlanGroupId): number =>
  PLAN_MONTHLY_PRICE_MINOR[planKeyOf(group) ?? 'free'];

export const isPlanGroup = (value: number): value is PlanGroupId =>
  Number.isInteger(value) && value >= PLAN_GROUP.free && value <= PLAN_GROUP.enterprise;

/** What the billing rules know of a magazine's plan (its magazine_plans row); null: it has none. */
export type BillingState = {
  group: PlanGroupId;
  status: PlanStatus;
  periodStart: Date | null;
  periodEnd: Date | null;
  nextPlanGroup: PlanGroupId | null;
};

/**
 * Where a plan stands, as the plan page explains it: none ('Plan Expired'), free, paid and renewing,
 * paid with a downgrade or a cancellation waiting for the period end, a failing renewal, expired.
 */
export type PlanPhase = 'none' | 'free' | 'active' | 'downgrading' | 'canceling' | 'past_due' | 'expired';

export function planPhase(plan: BillingState | null): PlanPhase {
  if (!plan) return 'none';
  if (plan.status === 'expired') return 'expired';
  if (plan.group === PLAN_GROUP.free) return 'free';
  if (plan.status === 'past_due') return 'past_due';
  if (plan.nextPlanGroup === PLAN_GROUP.free) return 'canceling';
  if (plan.nextPlanGroup !== null) return 'downgrading';
  return 'active';
}

/** A paid plan in a period that has not ended: the only state that upgrades by proration or schedules changes. */
const inPaidPeriod = (plan: BillingState | null, now: Date): plan is BillingState & { periodEnd: Date } =>
  plan !== null &&
  plan.status === 'active' &&
  plan.group > PLAN_GROUP.free &&
  plan.periodEnd !== null &&
  plan.periodEnd.getTime() > now.getTime();

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** What paying for a group now costs, and the period it pays for. */
export type PlanQuote = {
  group: PaidPlanGroup;
  kind: 'subscribe' | 'upgrade';
  amountMinor: number;
  currency: typeof PLAN_CURRENCY;
  periodStart: Date;
  periodEnd: Date;
  /** Whole days of the period the amount pays for (30 for a new period). */
  days: number;
};

export type QuoteRefusal = 'not-paid-group' | 'not-an-upgrade';

/** Whole days left in a period, counting a started day as a day (at least 1, at most a period). */
export function daysLeft(periodEnd: Date, now: Date): number {
  const days = Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS);
  return Math.min(PLAN_PERIOD_DAYS, Math.max(1, days));
}

/** The prorated price of moving up for the days left: the price difference, rounded up to a minor unit. */
export function prorationMinor(from: PlanGroupId, to: PlanGroupId, days: number): number {
  const difference = planPriceMinor(to) - planPriceMinor(from);
  return Math.ceil((difference * days) / PLAN_PERIOD_DAYS);
}

/**
 * The price of moving a magazine to a paid group now: an upgrade within a paid period pays the prorated
 * difference and keeps the period end; anything else pays a full new period from now. A group at or
 * below the current paid one is no upgrade (a downgrade waits for the period end instead).
 */
export function quotePlan(
  plan: BillingState | null,
  toGroup: number,
  now: Date,
): { ok: true; quote: PlanQuote } | { ok: false; reason: QuoteRefusal } {
  const paid = PAID_PLAN_GROUPS.find((group) => group === toGroup);
  if (paid === undefined) return { ok: false, reason: 'not-paid-group' };
  if (inPaidPeriod(plan, now)) {
    if (paid <= plan.group) return { ok: false, reason: 'not-an-upgrade' };
    const days = daysLeft(plan.periodEnd, now);
    return {
      ok: true,
      quote: {
        group: paid,
        kind: 'upgrade',
        amountMinor: prorationMinor(plan.group, paid, days),
        currency: PLAN_CURRENCY,
        periodStart: plan.periodStart ?? now,
        periodEnd: plan.periodEnd,
        days,
      },
    };
  }
  return {
    ok: true,
    quote: {
      group: paid,
      kind: 'subscribe',
      amountMinor: planPriceMinor(paid),
      currency: PLAN_CURRENCY,
      periodStart: now,
      periodEnd: addDays(now, PLAN_PERIOD_DAYS),
      days: PLAN_PERIOD_DAYS,
    },
  };
}

export type ChangeRefusal = 'not-in-paid-period' | 'not-lower' | 'nothing-scheduled';
type Change = { ok: true; at: Date } | { ok: false; reason: ChangeRefusal };

/**
 * A move down (to a lower paid group, or to free: a cancellation) is scheduled for the period end;
 * the plan keeps its features until then.
 */
export function scheduleChange(plan: BillingState | null, toGroup: PlanGroupId, now: Date): Change {
  if (!inPaidPeriod(plan, now)) return { ok: false, reason: 'not-in-paid-period' };
  if (toGroup >= plan.group) return { ok: false, reason: 'not-lower' };
  return { ok: true, at: plan.periodEnd };
}

/** 'Resume': a scheduled downgrade or cancellation is dropped, and the plan renews as it is. */
export function resumePlan(plan: BillingState | null, now: Date): Change {
  if (!inPaidPeriod(plan, now)) return { ok: false, reason: 'not-in-paid-period' };
  if (plan.nextPlanGroup === null) return { ok: false, reason: 'nothing-scheduled' };
  return { ok: true, at: plan.periodEnd };
}

/**
 * A past-due plan (its renewal failing) is cancelled at once: its period is over and nothing more is
 * charged. Any other paid plan is cancelled at its period end.
 */
export const cancelsAtOnce = (plan: BillingState | null) =>
  plan !== null && plan.status === 'past_due' && plan.group > PLAN_GROUP.free;

/** What the renewal at period end does: end the plan (a cancellation), or charge for the next period. */
export type RenewalPlan =
  | { kind: 'end' }
  | { kind: 'charge'; group: PaidPlanGroup; amountMinor: number; periodStart: Date; periodEnd: Date };

/**
 * The next period keeps the billing anchor: it starts when the last one ended, also when a retry pays
 * late. A scheduled downgrade applies first; a scheduled cancellation ends the plan without a charge.
 */
export function renewalPlan(plan: BillingState & { periodEnd: Date }): RenewalPlan {
  const group = plan.nextPlanGroup ?? plan.group;
  const paid = PAID_PLAN_GROUPS.find((candidate) => candidate === group);
  if (paid === undefined) return { kind: 'end' };
  return {
    kind: 'charge',
    group: paid,
    amountMinor: planPriceMinor(paid),
    periodStart: plan.periodEnd,
    periodEnd: addDays(plan.periodEnd, PLAN_PERIOD_DAYS),
  };
}

/** After a failed renewal attempt (counting it): try again after the next delay, or expire after the last. */
export function afterRenewalFailure(
  attempts: number,
  now: Date,
): { status: 'past_due'; nextRenewalAt: Date } | { status: 'expired' } {
  const hours = PLAN_RENEWAL_RETRY_HOURS[attempts - 1];
  if (attempts >= PLAN_RENEWAL_MAX_ATTEMPTS || hours === undefined) return { status: 'expired' };
  return { status: 'past_due', nextRenewalAt: new Date(now.getTime() + hours * 3_600_000) };
}

/** What the plan page offers someone who manages billing, from the plan as it stands now. */
export function billingOptions(plan: BillingState | null, now: Date) {
  const offers = PAID_PLAN_GROUPS.flatMap((group) => {
    const quoted = quotePlan(plan, group, now);
    return quoted.ok ? [quoted.quote] : [];
  });
  const downgrades = DOWNGRADE_PLAN_GROUPS.filter(
    (group) => plan?.nextPlanGroup !== group && scheduleChange(plan, group, now).ok,
  );
  const canCancel =
    cancelsAtOnce(plan) || (plan?.nextPlanGroup !== PLAN_GROUP.free && scheduleChange(plan, 1, now).ok);
  return { offers, downgrades, canCancel, canResume: resumePlan(plan, now).ok };
}

/**
 * SPEC §3 magazinePlan as a profile carries it: the name the switcher shows ('Advanced' for the one
 * configured business, 'Plan Expired' without a current plan), the group whose features apply (free
 * once expired) and the features themselves (every feature for special-handling accounts).
 */
export function magazinePlanFor(
  plan: PlanState | null,
  options: { specialHandling: boolean; advancedRule: boolean },
): MagazinePlan {
  const current = plan?.current ? plan.group : PLAN_GROUP.free;
  const name = options.advancedRule
    ? 'Advanced'
    : plan?.current
      ? magazinePlanOf(plan.group).name
      : 'Plan Expired';
  return { name, magazinePlanGrpId: current, ...featuresFor(plan, options) };
}

/**
 * A card brand as processors report it ('visa'), as people read it ('Visa'); brand names are not
 * translated. Null for a brand we do not name (pages then say 'card' in their language).
 */
export function cardBrandName(brand: string): string | null {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    diners: 'Diners Club',
  };
  return Object.hasOwn(names, brand) ? (names[brand] ?? null) : null;
}

/**
 * What a 'magazine.plan' audit row says happened (its data.change), for the team's activity: paid
 * (subscribe, upgrade, renewal), failed (renewal_failed, expired), scheduled and undone by an owner
 * (downgrade_scheduled, cancel_scheduled, resume), ended (cancel: at once; end: at period end), or a
 * payment left for a person to review.
 */
export const PLAN_EVENT_CHANGES = [
  'subscribe',
  'upgrade',
  'renewal',
  'renewal_failed',
  'expired',
  'downgrade_scheduled',
  'cancel_scheduled',
  'resume',
  'cancel',
  'end',
  'review',
] as const;
export type PlanEventChange = (typeof PLAN_EVENT_CHANGES)[number];
