import { randomUUID } from 'node:crypto';
import { cardDigits, type DeclineReason, luhnValid, SANDBOX_TEST_CARDS } from '@masthead/core';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './types.ts';
import { WebhookSignatureError } from './types.ts';

const OUTCOMES = new Map<string, 'succeeded' | DeclineReason>(
  SANDBOX_TEST_CARDS.map((card) => [cardDigits(card.number), card.outcome]),
);

/** One charge the sandbox made (its ledger of what it would have taken from a card). */
export type SandboxCharge = {
  providerRef: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  last4: string;
  result: ChargeResult;
};

export type SandboxProvider = PaymentProvider & {
  /** Every distinct charge made, one per idempotency key (tests count them). */
  charges(): SandboxCharge[];
};

/**
 * DESIGN §4's sandbox provider for development and tests: behaves like a card processor with test cards
 * (4242… succeeds, 4000…0002 is declined, 4000…9995 has insufficient funds, other valid numbers are
 * declined, an expired card is declined), answers the same idempotency key with the same result, and
 * refuses to exist in production mode. No money moves anywhere.
 */
export function createSandboxProvider(options: { production: boolean; clock: () => Date }): SandboxProvider {
  if (options.production) throw new Error('The sandbox payment provider refuses to run in production mode.');
  const byKey = new Map<string, SandboxCharge>();

  function decide(request: ChargeRequest): ChargeResult {
    const method = request.paymentMethod;
    if (method.type !== 'card')
      return { status: 'declined', providerRef: null, declineReason: 'card_declined' };
    const digits = cardDigits(method.number);
    const providerRef = `sbx_${randomUUID()}`;
    if (!luhnValid(digits)) return { status: 'declined', providerRef, declineReason: 'incorrect_number' };
    const now = options.clock();
    const expired =
      method.expYear < now.getUTCFullYear() ||
      (method.expYear === now.getUTCFullYear() && method.expMonth < now.getUTCMonth() + 1);
    if (expired) return { status: 'declined', providerRef, declineReason: 'expired_card' };
    const outcome = OUTCOMES.get(digits) ?? 'card_declined';
    return outcome === 'succeeded'
      ? { status: 'succeeded', providerRef }
      : { status: 'declined', providerRef, declineReason: outcome };
  }

  return {
    name: 'sandbox',
    async charge(request) {
      // Decided and stored before anything is awaited: concurrent calls with one key share one charge.
      let charge = byKey.get(request.idempotencyKey);
      if (!charge) {
        const result = decide(request);
        charge = {
          providerRef: result.providerRef ?? `sbx_${randomUUID()}`,
          idempotencyKey: request.idempotencyKey,
          amountMinor: request.amountMinor,
          currency: request.currency,
          last4:
            request.paymentMethod.type === 'card' ? cardDigits(request.paymentMethod.number).slice(-4) : '',
          result,
        };
        byKey.set(request.idempotencyKey, charge);
      }
      // A card processor answers over the network: never in the same tick.
      await new Promise((resolve) => setImmediate(resolve));
      return charge.result;
    },
    parseWebhook() {
      // The sandbox answers every charge at once; it sends no webhooks, so none can be genuine.
      throw new WebhookSignatureError('the sandbox provider sends no webhooks');
    },
    charges: () => [...byKey.values()],
  };
}
