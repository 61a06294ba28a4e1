import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  afterRenewalFailure,
  type BillingState,
  billingOptions,
  cancelsAtOnce,
  cardBrandName,
  DAY_MS,
  daysLeft,
  magazinePlanFor,
  PLAN_RENEWAL_MAX_ATTEMPTS,
  type PlanStatus,
  planPhase,
  planPriceMinor,
  prorationMinor,
  quotePlan,
  renewalPlan,
  resumePlan,
  scheduleChange,
} from './plan-billing.ts';
import { PLAN_PERIOD_DAYS, type PlanGroupId } from './plans.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const GROUPS = [1, 2, 3, 4] as const;
const STATUSES: PlanStatus[] = ['active', 'past_due', 'expired'];

/** A plan on `group` with `daysLeft` days left in its 30-day period (0 or less: the period has ended). */
function plan(
  group: PlanGroupId,
  overrides: Partial<BillingState> & { daysLeft?: number } = {},
): BillingState {
  const { daysLeft: left = 10, ...rest } = overrides;
  const paid = group > 1;
  const periodEnd = paid ? new Date(NOW.getTime() + left * DAY_MS) : null;
  return {
    group,
    status: 'active',
    periodStart: periodEnd ? addDays(periodEnd, -PLAN_PERIOD_DAYS) : null,
    periodEnd,
    nextPlanGroup: null,
    ...rest,
  };
}

describe('the price list', () => {
  it('charges the monthly price of each group, nothing for free', () => {
    expect(GROUPS.map(planPriceMinor)).toEqual([0, 900, 2900, 9900]);
  });
});

describe('quotePlan', () => {
  it('charges a full new period from now to a magazine without a plan, on free, or expired', () => {
    for (const from of [null, plan(1), plan(3, { status: 'expired' }), plan(2, { status: 'expired' })])
      for (const to of [2, 3, 4] as const) {
        const quoted = quotePlan(from, to, NOW);
        expect(quoted).toEqual({
          ok: true,
          quote: {
            group: to,
            kind: 'subscribe',
            amountMinor: planPriceMinor(to),
            currency: 'USD',
            periodStart: NOW,
            periodEnd: addDays(NOW, 30),
            days: 30,
          },
        });
      }
  });

  it('never sells the free group', () => {
    for (const from of [null, plan(1), plan(3)])
      expect(quotePlan(from, 1, NOW)).toEqual({ ok: false, reason: 'not-paid-group' });
    expect(quotePlan(null, 5, NOW)).toEqual({ ok: false, reason: 'not-paid-group' });
  });

  it('prorates an upgrade mid-period: the price difference for the days left, rounded up; the period end stays', () => {
    const current = plan(2, { daysLeft: 10 });
    expect(quotePlan(current, 3, NOW)).toEqual({
      ok: true,
      quote: {
        group: 3,
        kind: 'upgrade',
        amountMinor: 667, // (2900 - 900) × 10 / 30 = 666.67, rounded up
        currency: 'USD',
        periodStart: current.periodStart,
        periodEnd: current.periodEnd,
        days: 10,
      },
    });
    expect(quotePlan(current, 4, NOW)).toMatchObject({ ok: true, quote: { amountMinor: 3000, days: 10 } });
    expect(quotePlan(plan(3, { daysLeft: 30 }), 4, NOW)).toMatchObject({
      ok: true,
      quote: { kind: 'upgrade', amountMinor: 7000 },
    });
  });

  it('refuses the same or a lower group within a paid period (a downgrade waits for the period end)', () => {
    for (const from of [2, 3, 4] as const)
      for (const to of [2, 3, 4] as const)
        if (to <= from)
          expect(quotePlan(plan(from), to, NOW)).toEqual({ ok: false, reason: 'not-an-upgrade' });
  });

  it('lets a past-due plan pay a new period with another card, at any paid group', () => {
    for (const to of [2, 3, 4] as const)
      expect(quotePlan(plan(3, { status: 'past_due', daysLeft: -2 }), to, NOW)).toMatchObject({
        ok: true,
        quote: { kind: 'subscribe', amountMinor: planPriceMinor(to), periodStart: NOW },
      });
  });

  it('starts a new period when the paid period has ended and the renewal has not run yet', () => {
    expect(quotePlan(plan(2, { daysLeft: 0 }), 2, NOW)).toMatchObject({
      ok: true,
      quote: { kind: 'subscribe', amountMinor: 900 },
    });
  });

  it('never asks more than a full period, always a positive whole amount (any state, any day)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUPS),
        fc.constantFrom(...STATUSES),
        fc.integer({ min: -40 * DAY_MS, max: 40 * DAY_MS }),
        fc.constantFrom(2, 3, 4),
        (group, status, offset, to) => {
          const periodEnd = group > 1 ? new Date(NOW.getTime() + offset) : null;
          const state: BillingState = {
            group,
            status,
            periodStart: periodEnd ? addDays(periodEnd, -30) : null,
            periodEnd,
            nextPlanGroup: null,
          };
          const quoted = quotePlan(state, to, NOW);
          if (!quoted.ok) return group >= to && status === 'active' && offset > 0;
          const { amountMinor } = quoted.quote;
          return (
            Number.isSafeInteger(amountMinor) &&
            amountMinor > 0 &&
            amountMinor <= planPriceMinor(quoted.quote.group)
          );
        },
      ),
    );
  });
});

describe('daysLeft and prorationMinor', () => {
  it('counts a started day as a day, from 1 to a whole period', () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    expect(daysLeft(at(10 * DAY_MS), NOW)).toBe(10);
    expect(daysLeft(at(10 * DAY_MS - 1), NOW)).toBe(10);
    expect(daysLeft(at(10 * DAY_MS + 1), NOW)).toBe(11);
    expect(daysLeft(at(1), NOW)).toBe(1);
    expect(daysLeft(at(45 * DAY_MS), NOW)).toBe(30);
  });

  it('rounds up to the minor unit; the smallest upgrade day still costs more than a card minimum (US$0.50)', () => {
    expect(prorationMinor(2, 3, 1)).toBe(67);
    expect(prorationMinor(3, 4, 1)).toBe(234);
    expect(prorationMinor(2, 4, 30)).toBe(9000);
    expect(prorationMinor(1, 2, 15)).toBe(450);
  });
});

describe('scheduleChange, resumePlan and cancelsAtOnce', () => {
  it('schedules a move to any lower group for the period end, only within a paid period', () => {
    for (const from of GROUPS)
      for (const to of GROUPS) {
        const current = plan(from);
        const decision = scheduleChange(current, to, NOW);
        if (from > 1 && to < from) expect(decision).toEqual({ ok: true, at: current.periodEnd });
        else expect(decision.ok).toBe(false);
      }
    expect(scheduleChange(plan(3, { status: 'past_due' }), 2, NOW)).toEqual({
      ok: false,
      reason: 'not-in-paid-period',
    });
    expect(scheduleChange(plan(3, { status: 'expired' }), 1, NOW).ok).toBe(false);
    expect(scheduleChange(null, 1, NOW).ok).toBe(false);
  });

  it('resumes only what is scheduled', () => {
    expect(resumePlan(plan(3, { nextPlanGroup: 1 }), NOW)).toMatchObject({ ok: true });
    expect(resumePlan(plan(3, { nextPlanGroup: 2 }), NOW)).toMatchObject({ ok: true });
    expect(resumePlan(plan(3), NOW)).toEqual({ ok: false, reason: 'nothing-scheduled' });
    expect(resumePlan(plan(3, { nextPlanGroup: 1, daysLeft: -1 }), NOW).ok).toBe(false);
  });

  it('cancels a past-due paid plan at once, every other one at its period end', () => {
    expect(cancelsAtOnce(plan(3, { status: 'past_due' }))).toBe(true);
    expect(cancelsAtOnce(plan(3))).toBe(false);
    expect(cancelsAtOnce(plan(1, { status: 'past_due' }))).toBe(false);
    expect(cancelsAtOnce(null)).toBe(false);
  });
});

describe('renewals', () => {
  it('charges the next period from the last period end, applying a scheduled downgrade first', () => {
    const current = plan(3, { daysLeft: 0 });
    const end = current.periodEnd as Date;
    expect(renewalPlan({ ...current, periodEnd: end })).toEqual({
      kind: 'charge',
      group: 3,
      amountMinor: 2900,
      periodStart: end,
      periodEnd: addDays(end, 30),
    });
    expect(renewalPlan({ ...current, periodEnd: end, nextPlanGroup: 2 })).toMatchObject({
      kind: 'charge',
      group: 2,
      amountMinor: 900,
    });
    expect(renewalPlan({ ...current, periodEnd: end, nextPlanGroup: 1 })).toEqual({ kind: 'end' });
  });

  it('retries after 1, 3 and 5 days, then expires', () => {
    const hours = (date: Date) => (date.getTime() - NOW.getTime()) / 3_600_000;
    const outcomes = [1, 2, 3, 4, 5].map((attempts) => afterRenewalFailure(attempts, NOW));
    expect(outcomes.map((o) => (o.status === 'past_due' ? hours(o.nextRenewalAt) : o.status))).toEqual([
      24,
      72,
      120,
      'expired',
      'expired',
    ]);
    expect(PLAN_RENEWAL_MAX_ATTEMPTS).toBe(4);
  });
});

describe('planPhase and billingOptions', () => {
  it('names every state the plan page explains', () => {
    expect(planPhase(null)).toBe('none');
    expect(planPhase(plan(1))).toBe('free');
    expect(planPhase(plan(3))).toBe('active');
    expect(planPhase(plan(3, { nextPlanGroup: 2 }))).toBe('downgrading');
    expect(planPhase(plan(3, { nextPlanGroup: 1 }))).toBe('canceling');
    expect(planPhase(plan(3, { status: 'past_due' }))).toBe('past_due');
    expect(planPhase(plan(3, { status: 'expired' }))).toBe('expired');
    expect(planPhase(plan(1, { status: 'expired' }))).toBe('expired');
  });

  it('offers what each state allows', () => {
    const options = (state: BillingState | null) => {
      const found = billingOptions(state, NOW);
      return { ...found, offers: found.offers.map((offer) => `${offer.kind}:${offer.group}`) };
    };
    expect(options(null)).toEqual({
      offers: ['subscribe:2', 'subscribe:3', 'subscribe:4'],
      downgrades: [],
      canCancel: false,
      canResume: false,
    });
    expect(options(plan(3))).toEqual({
      offers: ['upgrade:4'],
      downgrades: [2],
      canCancel: true,
      canResume: false,
    });
    expect(options(plan(4, { nextPlanGroup: 2 }))).toEqual({
      offers: [],
      downgrades: [3],
      canCancel: true,
      canResume: true,
    });
    expect(options(plan(2, { nextPlanGroup: 1 }))).toEqual({
      offers: ['upgrade:3', 'upgrade:4'],
      downgrades: [],
      canCancel: false,
      canResume: true,
    });
    expect(options(plan(3, { status: 'past_due' }))).toEqual({
      offers: ['subscribe:2', 'subscribe:3', 'subscribe:4'],
      downgrades: [],
      canCancel: true,
      canResume: false,
    });
  });
});

describe('magazinePlanFor', () => {
  const none = { specialHandling: false, advancedRule: false };
  it('gives a current plan its name, group and features', () => {
    expect(magazinePlanFor({ group: 3, current: true }, none)).toEqual({
      name: 'Pro',
      magazinePlanGrpId: 3,
      enableAdvancedCustomisations: true,
      enableRemovingDefaultFooter: true,
    });
    expect(magazinePlanFor({ group: 2, current: true }, none)).toMatchObject({
      enableAdvancedCustomisations: true,
      enableRemovingDefaultFooter: false,
    });
  });

  it("says 'Plan Expired' with the free features without a current plan", () => {
    for (const state of [null, { group: 4 as const, current: false }])
      expect(magazinePlanFor(state, none)).toEqual({
        name: 'Plan Expired',
        magazinePlanGrpId: 1,
        enableAdvancedCustomisations: false,
        enableRemovingDefaultFooter: false,
      });
  });

  it("gives special-handling accounts every feature, and the one configured business 'Advanced'", () => {
    expect(magazinePlanFor(null, { specialHandling: true, advancedRule: false })).toMatchObject({
      enableAdvancedCustomisations: true,
      enableRemovingDefaultFooter: true,
    });
    expect(
      magazinePlanFor({ group: 1, current: true }, { specialHandling: false, advancedRule: true }),
    ).toMatchObject({
      name: 'Advanced',
      magazinePlanGrpId: 1,
    });
  });
});

describe('cardBrandName', () => {
  it('names the brands processors report, and nothing else', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('toString')).toBeNull();
    expect(cardBrandName('unknown')).toBeNull();
  });
});
