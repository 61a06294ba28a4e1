import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { payoutAccountUpdated } from './payout-accounts.ts';
import type { PaymentsContext } from './provider-setup.ts';
import { type ProviderEvent, WebhookSignatureError } from './providers/types.ts';
import { type PaymentRow, settle } from './settlement.ts';
import { payments } from './tables.ts';

/**
 * Payment confirmations that providers send on their own (DESIGN §4): Stripe's signed webhooks. Also
 * account.updated, for writers' payout accounts (their status read again).
 */

const isUniqueViolation = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** The payment a provider event is about: by our id in its metadata, else by the provider's id. */
async function paymentOfEvent(
  db: Db,
  event: Extract<ProviderEvent, { providerRef: string }>,
): Promise<PaymentRow | null> {
  const condition = event.paymentId
    ? eq(payments.id, event.paymentId)
    : eq(payments.providerRef, event.providerRef);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(condition, eq(payments.provider, 'stripe')))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api2/payments/webhook/stripe: a signed event from Stripe. A bad signature is a 400 and
 * changes nothing; replays and events out of order meet `settle`, which moves a payment once.
 */
export async function handleStripeWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: boolean }> {
  let event: ProviderEvent;
  try {
    event = ctx.providers.stripeWebhookVerifier().parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new AppError('validation.failed', { fields: { signature: 'validation.payments.signature' } });
    throw error;
  }
  if (event.type === 'ignored') return { received: true };
  if (event.type === 'payout_account') {
    await payoutAccountUpdated(ctx, event.accountRef, event.status);
    return { received: true };
  }
  const payment = await paymentOfEvent(ctx.db, event);
  if (!payment) {
    console.warn(`[payments] webhook ${event.eventId}: no payment for ${event.providerRef}`);
    return { received: true };
  }
  const matches =
    payment.amountMinor === event.amountMinor &&
    payment.currency === event.currency &&
    (payment.providerRef === null || payment.providerRef === event.providerRef);
  if (!matches) {
    console.error(`[payments] webhook ${event.eventId} does not match payment ${payment.id}; not settled`);
    return { received: true };
  }
  try {
    await settle(
      ctx,
      payment.id,
      event.type === 'succeeded'
        ? { status: 'succeeded', providerRef: event.providerRef }
        : {
            status: 'declined',
            providerRef: event.providerRef,
            declineReason: event.declineReason ?? 'card_declined',
          },
    );
  } catch (error) {
    // A late success of a declined premium purchase while another one is active: left for a person.
    if (!isUniqueViolation(error)) throw error;
    console.error(`[payments] webhook ${event.eventId}: payment ${payment.id} needs review`);
  }
  return { received: true };
}
