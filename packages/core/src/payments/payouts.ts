import { z } from 'zod';
import { CURRENCIES, type Currency } from '../compose/rules.ts';
import { zIdempotencyKey } from './schemas.ts';

/**
 * Payouts (DESIGN §4): what a writer has earned (their wallet: premium unlocks, paid commissioned work)
 * sent to them through the payment provider, all of one currency at a time. The holder's full name goes
 * with it (SPEC §8: 'Please enter your First name and Last name.'); with Stripe, the Connect account the
 * transfer goes to. The sandbox records the payout and moves no money.
 */

/** Each part of the holder's name. */
export const PAYOUT_NAME_MAX = 60;

const zNamePart = z
  .string({ error: 'validation.fullName.required' })
  .trim()
  .min(1, 'validation.fullName.required')
  .max(PAYOUT_NAME_MAX, 'validation.too.long');

/** A Stripe Connect account id. */
export const STRIPE_ACCOUNT_PATTERN = /^acct_[A-Za-z0-9]{1,64}$/;

/** POST /api2/payments/payout: the whole balance of one currency. */
export const ZPayoutRequest = z.strictObject({
  currency: z.enum(CURRENCIES, { error: 'validation.invalid' }),
  firstName: zNamePart,
  lastName: zNamePart,
  /** Needed with Stripe (where the transfer goes); the sandbox takes none. */
  accountRef: z
    .string({ error: 'validation.invalid' })
    .trim()
    .regex(STRIPE_ACCOUNT_PATTERN, 'validation.payments.account')
    .optional(),
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
  /** Stripe transfers to a Connect account: the form asks for its id. */
  needsAccountRef: boolean;
};

/** How many past payouts the earnings answer lists. */
export const PAYOUT_HISTORY_MAX = 50;
