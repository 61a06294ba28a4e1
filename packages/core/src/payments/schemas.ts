import { z } from 'zod';
import { CURRENCIES } from '../compose/rules.ts';
import { zUserIdNumber } from '../images/schemas.ts';
import {
  cardDigits,
  DONATION_LIMITS,
  IDEMPOTENCY_KEY_PATTERN,
  luhnValid,
  STRIPE_PAYMENT_METHOD_PATTERN,
} from './rules.ts';

/**
 * Requests of the payments API, parsed on the server and reused by the checkout. Amounts are integer
 * minor units and real JSON numbers: "7", 1.5, 0, −1 and 10^12 are refused (TESTING §8).
 */

/** A card as the sandbox provider takes it (never with the Stripe provider: Stripe.js keeps cards). */
export const ZSandboxCard = z.strictObject({
  type: z.literal('card', { error: 'validation.invalid' }),
  number: z
    .string({ error: 'validation.invalid' })
    .max(23, 'validation.payments.card.number')
    .regex(/^[0-9 -]{12,23}$/, 'validation.payments.card.number')
    .refine((typed) => luhnValid(cardDigits(typed)), 'validation.payments.card.number'),
  expMonth: z
    .number({ error: 'validation.payments.card.expiry' })
    .int('validation.payments.card.expiry')
    .min(1, 'validation.payments.card.expiry')
    .max(12, 'validation.payments.card.expiry'),
  expYear: z
    .number({ error: 'validation.payments.card.expiry' })
    .int('validation.payments.card.expiry')
    .min(2000, 'validation.payments.card.expiry')
    .max(2099, 'validation.payments.card.expiry'),
  cvc: z.string({ error: 'validation.payments.card.cvc' }).regex(/^\d{3,4}$/, 'validation.payments.card.cvc'),
});
export type TSandboxCard = z.infer<typeof ZSandboxCard>;

/** A PaymentMethod made in the browser by Stripe.js (Elements). */
export const ZStripePaymentMethod = z.strictObject({
  type: z.literal('stripe', { error: 'validation.invalid' }),
  paymentMethodId: z
    .string({ error: 'validation.invalid' })
    .max(210, 'validation.invalid')
    .regex(STRIPE_PAYMENT_METHOD_PATTERN, 'validation.invalid'),
});

export const ZPaymentMethod = z.discriminatedUnion('type', [ZSandboxCard, ZStripePaymentMethod], {
  error: 'validation.invalid',
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Made by the client once per checkout, so a retried request never charges twice. */
export const zIdempotencyKey = z
  .string({ error: 'validation.invalid' })
  .regex(IDEMPOTENCY_KEY_PATTERN, 'validation.invalid');

const zCurrency = z.enum(CURRENCIES, { error: 'validation.payments.currency' });

/** POST /api2/payments/donate */
export const ZDonate = z
  .strictObject({
    cgroupId: zUserIdNumber,
    amountMinor: z
      .number({ error: 'validation.payments.amount' })
      .int('validation.payments.amount')
      .positive('validation.payments.amount')
      .max(Number.MAX_SAFE_INTEGER, 'validation.payments.amount'),
    currency: zCurrency,
    paymentMethod: ZPaymentMethod,
    idempotencyKey: zIdempotencyKey,
  })
  .superRefine((value, ctx) => {
    // Runs only on a well-typed body; the guard keeps it safe should zod ever call it otherwise.
    if (!Object.hasOwn(DONATION_LIMITS, value.currency) || typeof value.amountMinor !== 'number') return;
    const limits = DONATION_LIMITS[value.currency];
    if (value.amountMinor < limits.minMinor || value.amountMinor > limits.maxMinor)
      ctx.addIssue({ code: 'custom', path: ['amountMinor'], message: 'validation.payments.amount' });
  });
export type TDonate = z.infer<typeof ZDonate>;

/** POST /api2/payments/unlock: the price comes from the content, never from the client. */
export const ZUnlock = z.strictObject({
  cgroupId: zUserIdNumber,
  paymentMethod: ZPaymentMethod,
  idempotencyKey: zIdempotencyKey,
});
export type TUnlock = z.infer<typeof ZUnlock>;

/** GET /api2/payments/config and /api2/payments/mine take nothing. */
export const ZPaymentsNoQuery = z.strictObject({});
