import { z } from 'zod';
import { CURRENCIES, type Currency } from '../compose/rules.ts';
import { zIdempotencyKey } from './schemas.ts';

/**
 * Payouts (DESIGN §4): what a writer has earned (their wallet: premium unlocks, paid commissioned work)
 * sent to them through the payment provider, all of one currency at a time. The holder's full name goes
 * with it (SPEC §8: 'Please enter your First name and Last name.'). The money goes to the writer's payout
 * account, set up once beforehand (with Stripe, an Express Connect account the writer finishes on
 * Stripe's onboarding pages; the sandbox makes one that is ready at once). The sandbox records the
 * payout and moves no money.
 */

/** Each part of the holder's name. */
export const PAYOUT_NAME_MAX = 60;

const zNamePart = z
  .string({ error: 'validation.fullName.required' })
  .trim()
  .min(1, 'validation.fullName.required')
  .max(PAYOUT_NAME_MAX, 'validation.too.long');

/** POST /api2/payments/payout: the whole balance of one currency. */
export const ZPayoutRequest = z.strictObject({
  currency: z.enum(CURRENCIES, { error: 'validation.invalid' }),
  firstName: zNamePart,
  lastName: zNamePart,
  idempotencyKey: zIdempotencyKey,
});
export type TPayoutRequest = z.output<typeof ZPayoutRequest>;

/** `pending` while the provider has not answered (asked again with the same key), then `paid` or `failed`. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export type PayoutView = {
  id: number;
  amountMinor: number;
  currency: Currency;
  status: PayoutStatus;
  /** The holder's name as given. */
  holderName: string;
  createdAt: string;
};

/** GET /api2/payments/earnings: the viewer's balances (one per currency with money in it) and payouts. */
export type Earnings = {
  balances: { currency: Currency; amountMinor: number }[];
  payouts: PayoutView[];
  /** Where payouts go: no account yet, one still being set up, or one ready to receive them. */
  payoutAccount: PayoutAccountState;
};

/** How many past payouts the earnings answer lists. */
export const PAYOUT_HISTORY_MAX = 50;

/**
 * The writer's payout account at the provider in use: `none` until they start setting it up,
 * `incomplete` while the provider still needs details from them (Stripe's onboarding not finished),
 * `ready` once it can receive payouts.
 */
export const PAYOUT_ACCOUNT_STATES = ['none', 'incomplete', 'ready'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];
/** What a stored payout account can be (a stored one is never `none`). */
export type PayoutAccountStatus = Exclude<PayoutAccountState, 'none'>;

/**
 * POST /api2/payments/payout-account: start or continue setting up the payout account. `country`
 * (ISO 3166-1 alpha-2) is where the writer lives, for a new Stripe account; without it Stripe uses
 * the platform's country.
 */
export const ZPayoutAccountStart = z.strictObject({
  country: z
    .string({ error: 'validation.invalid' })
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .optional(),
});
export type TPayoutAccountStart = z.output<typeof ZPayoutAccountStart>;

/** GET /api2/payments/payout-account: the payout account's state, as the provider now says. */
export type PayoutAccountView = { status: PayoutAccountState };

/**
 * POST /api2/payments/payout-account's answer: the state, and where to send the browser to go on
 * (Stripe's onboarding page) while it is `incomplete`; null when nothing is left to do there.
 */
export type PayoutAccountStarted = { status: PayoutAccountState; url: string | null };
