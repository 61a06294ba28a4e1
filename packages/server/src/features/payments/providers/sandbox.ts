import { randomUUID } from 'node:crypto';
import { cardDigits, type DeclineReason, luhnValid, SANDBOX_TEST_CARDS } from '@masthead/core';
import type { ChargeRequest, ChargeResult, PaymentProvider, SavedMethod } from './types.ts';
import { WebhookSignatureError } from './types.ts';

const OUTCOMES = new Map<string, 'succeeded' | DeclineReason>(
  SANDBOX_TEST_CARDS.map((card) => [cardDigits(card.number), card.outcome]),
);
const OUTCOME_NAMES = new Set<string>([...OUTCOMES.values(), 'card_declined', 'incorrect_number']);

/** The card brand a number's first digits name (as processors report it). */
function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/**
 * A saved test card is a token that carries what the sandbox decides by (the card's outcome, brand,
 * last four digits and expiry), so it survives a restart without the sandbox keeping card numbers.
 */
const TOKEN = /^sbxpm\.([a-z_]{1,30})\.([a-z]{1,12})\.(\d{4})\.(\d{1,2})\.(\d{4})\.[a-z0-9]{1,40}$/;

function tokenOf(card: { number: string; expMonth: number; expYear: number }): SavedMethod {
  const digits = cardDigits(card.number);
  const outcome = luhnValid(digits) ? (OUTCOMES.get(digits) ?? 'card_declined') : 'incorrect_number';
  const brand = brandOf(digits);
  const last4 = digits.slice(-4);
  const random = randomUUID().replaceAll('-', '').slice(0, 12);
  return {
    paymentMethodRef: `sbxpm.${outcome}.${brand}.${last4}.${card.expMonth}.${card.expYear}.${random}`,
    customerRef: null,
    card: { brand, last4, expMonth: card.expMonth, expYear: card.expYear },
  };
}

/** A saved token read back; null for anything the sandbox did not make. */
function readToken(ref: string) {
  const match = TOKEN.exec(ref);
  if (!match) return null;
  const [, outcome = '', , last4 = '', month = '', year = ''] = match;
  if (outcome !== 'succeeded' && !OUTCOME_NAMES.has(outcome)) return null;
  return {
    outcome: outcome as 'succeeded' | DeclineReason,
    last4,
    expMonth: Number(month),
    expYear: Number(year),
  };
}

/** One charge the sandbox made (its ledger of what it would have taken from a card). */
export type SandboxCharge = {
  providerRef: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  last4: string;
  result: ChargeResult;
};

/** One refund the sandbox made. */
export type SandboxRefund = {
  refundRef: string;
  providerRef: string;
  idempotencyKey: string;
  amountMinor: number;
};

/** One payout the sandbox recorded. */
export type SandboxPayout = {
  payoutRef: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  holderName: string;
  /** The sandbox payout account it went to. */
  accountRef: string;
};

/** The sandbox's payout accounts: plainly not real, and ready from the start (nothing to fill in). */
const SANDBOX_ACCOUNT = /^sandbox_acct_[a-z0-9]{12,32}$/;
const isSandboxAccount = (ref: string | null): ref is string => ref !== null && SANDBOX_ACCOUNT.test(ref);

/** What a key made the first time: a retry with the same key gets it again, made once. */
function onceByKey<T>(made: Map<string, T>, key: string, make: () => T): T {
  const known = made.get(key);
  if (known) return known;
  const fresh = make();
  made.set(key, fresh);
  return fresh;
}

export type SandboxProvider = PaymentProvider & {
  /** Every distinct charge made, one per idempotency key (tests count them). */
  charges(): SandboxCharge[];
  /** Every distinct refund made, one per idempotency key. */
  refunds(): SandboxRefund[];
  /** Every distinct payout recorded, one per idempotency key. */
  payouts(): SandboxPayout[];
  /** Every payout account made, one per idempotency key. */
  payoutAccounts(): string[];
};

/**
 * DESIGN §4's sandbox provider for development and tests: behaves like a card processor with test cards
 * (4242… succeeds, 4000…0002 is declined, 4000…9995 has insufficient funds, other valid numbers are
 * declined, an expired card is declined), answers the same idempotency key with the same result, and
 * refuses to exist in production mode. Payout accounts are `sandbox_acct_…`, ready as soon as they are
 * made (onboarding sends the browser straight back). No money moves anywhere.
 */
export function createSandboxProvider(options: { production: boolean; clock: () => Date }): SandboxProvider {
  if (options.production) throw new Error('The sandbox payment provider refuses to run in production mode.');
  const byKey = new Map<string, SandboxCharge>();
  const refundsByKey = new Map<string, SandboxRefund>();
  const payoutsByKey = new Map<string, SandboxPayout>();
  const accountsByKey = new Map<string, string>();

  const expired = (card: { expMonth: number; expYear: number }) => {
    const now = options.clock();
    return (
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
    );
  };

  function decide(request: ChargeRequest): ChargeResult {
    const method = request.paymentMethod;
    const providerRef = `sbx_${randomUUID()}`;
    if (method.type === 'saved') {
      const saved = readToken(method.paymentMethodRef);
      if (!saved) return { status: 'declined', providerRef, declineReason: 'card_declined' };
      if (expired(saved)) return { status: 'declined', providerRef, declineReason: 'expired_card' };
      return saved.outcome === 'succeeded'
        ? { status: 'succeeded', providerRef }
        : { status: 'declined', providerRef, declineReason: saved.outcome };
    }
    if (method.type !== 'card')
      return { status: 'declined', providerRef: null, declineReason: 'card_declined' };
    const digits = cardDigits(method.number);
    if (!luhnValid(digits)) return { status: 'declined', providerRef, declineReason: 'incorrect_number' };
    if (expired(method)) return { status: 'declined', providerRef, declineReason: 'expired_card' };
    const outcome = OUTCOMES.get(digits) ?? 'card_declined';
    return outcome === 'succeeded'
      ? { status: 'succeeded', providerRef }
      : { status: 'declined', providerRef, declineReason: outcome };
  }

  const last4Of = (method: ChargeRequest['paymentMethod']) =>
    method.type === 'card'
      ? cardDigits(method.number).slice(-4)
      : method.type === 'saved'
        ? (readToken(method.paymentMethodRef)?.last4 ?? '')
        : '';

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
          last4: last4Of(request.paymentMethod),
          result,
        };
        byKey.set(request.idempotencyKey, charge);
      }
      // A card processor answers over the network: never in the same tick.
      await new Promise((resolve) => setImmediate(resolve));
      return charge.result;
    },
    async saveMethod(request) {
      const method = request.paymentMethod;
      // Like a processor's card check: an expired or unknown card is refused before anything is kept.
      if (method.type !== 'card') return { status: 'declined', declineReason: 'card_declined' };
      if (!luhnValid(cardDigits(method.number)))
        return { status: 'declined', declineReason: 'incorrect_number' };
      if (expired(method)) return { status: 'declined', declineReason: 'expired_card' };
      await new Promise((resolve) => setImmediate(resolve));
      return { status: 'saved', method: tokenOf(method) };
    },
    async refund(request) {
      const refund = onceByKey(refundsByKey, request.idempotencyKey, () => ({
        refundRef: `sbxre_${randomUUID()}`,
        providerRef: request.providerRef,
        idempotencyKey: request.idempotencyKey,
        amountMinor: request.amountMinor,
      }));
      await new Promise((resolve) => setImmediate(resolve));
      return { status: 'refunded', refundRef: refund.refundRef };
    },
    async payout(request) {
      // Like a processor asked to pay an account it does not know: refused, and the money goes back.
      const accountRef = request.accountRef;
      if (!isSandboxAccount(accountRef)) {
        await new Promise((resolve) => setImmediate(resolve));
        return { status: 'refused', reason: 'not a sandbox payout account' };
      }
      const payout = onceByKey(payoutsByKey, request.idempotencyKey, () => ({
        payoutRef: `sbxpo_${randomUUID()}`,
        idempotencyKey: request.idempotencyKey,
        amountMinor: request.amountMinor,
        currency: request.currency,
        holderName: `${request.holder.firstName} ${request.holder.lastName}`,
        accountRef,
      }));
      await new Promise((resolve) => setImmediate(resolve));
      return { status: 'paid', payoutRef: payout.payoutRef };
    },
    async createPayoutAccount(request) {
      const accountRef = onceByKey(
        accountsByKey,
        request.idempotencyKey,
        () => `sandbox_acct_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      );
      await new Promise((resolve) => setImmediate(resolve));
      return { accountRef, status: 'ready' };
    },
    async onboardingLink(request) {
      // Nothing to fill in: straight back to the app.
      await new Promise((resolve) => setImmediate(resolve));
      return request.returnUrl;
    },
    async payoutAccountStatus(accountRef) {
      await new Promise((resolve) => setImmediate(resolve));
      return isSandboxAccount(accountRef) ? 'ready' : 'incomplete';
    },
    parseWebhook() {
      // The sandbox answers every charge at once; it sends no webhooks, so none can be genuine.
      throw new WebhookSignatureError('the sandbox provider sends no webhooks');
    },
    charges: () => [...byKey.values()],
    refunds: () => [...refundsByKey.values()],
    payouts: () => [...payoutsByKey.values()],
    payoutAccounts: () => [...accountsByKey.values()],
  };
}
