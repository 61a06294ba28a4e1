import { z } from 'zod';
import type { Currency } from '../compose/rules.ts';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import type { PaymentOutcome } from '../payments/page-api.ts';
import type { DeclineReason, PaymentStatus } from '../payments/rules.ts';
import { ZPaymentMethod, zIdempotencyKey } from '../payments/schemas.ts';
import type {
  DowngradePlanGroup,
  PaidPlanGroup,
  PlanChargeKind,
  PlanPhase,
  PlanStatus,
} from './plan-billing.ts';
import type { MagazineKind, MagazinePlan, PlanGroupId, PlanKey } from './plans.ts';

/**
 * The plan page's requests (DESIGN §4 plan billing): read a magazine's plan; subscribe or upgrade
 * (paying now), downgrade or cancel at period end, resume. Amounts are the server's: the client sends
 * the amount it showed only so that the server can refuse when its own price differs.
 */

/** GET /api2/magazine/plan */
export const ZPlanQuery = z.strictObject({ magazineUserId: zUserIdText });
export type TPlanQuery = z.infer<typeof ZPlanQuery>;

/** POST /api2/magazine/plan/subscribe: a paid group, paid now by card. */
export const ZPlanSubscribe = z.strictObject({
  magazineUserId: zUserIdNumber,
  planGroup: z.literal([2, 3, 4], { error: 'validation.invalid' }),
  /** The amount the page showed; a different price on the server is a 409 with the new amount. */
  expectedAmountMinor: z
    .number({ error: 'validation.payments.amount' })
    .int('validation.payments.amount')
    .positive('validation.payments.amount')
    .max(1_000_000, 'validation.payments.amount'),
  paymentMethod: ZPaymentMethod,
  idempotencyKey: zIdempotencyKey,
});
export type TPlanSubscribe = z.infer<typeof ZPlanSubscribe>;

/** POST /api2/magazine/plan/downgrade: a lower paid group from the period end. */
export const ZPlanDowngrade = z.strictObject({
  magazineUserId: zUserIdNumber,
  planGroup: z.literal([2, 3], { error: 'validation.invalid' }),
});
export type TPlanDowngrade = z.infer<typeof ZPlanDowngrade>;

/** POST /api2/magazine/plan/cancel and /resume. */
export const ZPlanMagazine = z.strictObject({ magazineUserId: zUserIdNumber });
export type TPlanMagazine = z.infer<typeof ZPlanMagazine>;

/** A saved card as the page may show it: never the number, never the provider's references. */
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };

/** A paid group the viewer may move to now, and what it costs today. */
export type PlanOffer = {
  group: PaidPlanGroup;
  kind: 'subscribe' | 'upgrade';
  amountMinor: number;
  currency: Currency;
  /** When the period this payment pays for ends (ISO). */
  periodEnd: string;
  days: number;
};

/** One payment for the plan, as its billing section lists it. */
export type PlanReceipt = {
  paymentId: number;
  kind: PlanChargeKind;
  planGroup: PlanGroupId;
  status: PaymentStatus;
  amountMinor: number;
  currency: Currency;
  declineReason: DeclineReason | null;
  createdAt: string;
  /** Who paid (an owner of the magazine). */
  paidBy: string;
};

/** What only those with manageBilling see: prices, dates, the card, receipts and what they may do. */
export type PlanBilling = {
  status: PlanStatus | null;
  /** The monthly price of the current group. */
  priceMinor: number;
  currency: Currency;
  periodStart: string | null;
  periodEnd: string | null;
  /** A scheduled move at period end: a lower group, or 1 for a cancellation. */
  nextPlanGroup: PlanGroupId | null;
  /** When a past-due plan's renewal is tried again. */
  nextRenewalAt: string | null;
  renewalAttempts: number;
  maxRenewalAttempts: number;
  paymentMethod: CardSummary | null;
  billingOwner: { userId: number; displayName: string } | null;
  offers: PlanOffer[];
  downgrades: DowngradePlanGroup[];
  canCancel: boolean;
  canResume: boolean;
  /** A payment for this plan is still being confirmed: new payments wait. */
  paymentInProgress: boolean;
  receipts: PlanReceipt[];
};

/** GET /api2/magazine/plan: the plan for every member; billing only for those who manage it. */
export type PlanView = {
  magazine: { userId: number; username: string; displayName: string; kind: MagazineKind };
  /** SPEC §3 magazinePlan, as the profile carries it. */
  magazinePlan: MagazinePlan;
  /** The plan's name as the switcher's Plan column shows it. */
  labelKey: `magazines.plan.${PlanKey | 'advanced' | 'expired'}`;
  /** Without billing, a paid plan's changes and a failing renewal show as plain 'active'. */
  phase: PlanPhase;
  /** The group stored for the magazine (also when expired); null without a plan. */
  group: PlanGroupId | null;
  /** A special-handling account: every feature, whatever the plan. */
  specialHandling: boolean;
  billing: PlanBilling | null;
};

/** What a subscription or an upgrade answers: the payment and the plan as it now stands. */
export type PlanPaymentResult = { payment: PaymentOutcome; plan: PlanView };

/** What a downgrade, a cancellation or a resumption answers. */
export type PlanChangeResult = { plan: PlanView };
