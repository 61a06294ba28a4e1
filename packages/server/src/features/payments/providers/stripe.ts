import {
  type Currency,
  type DeclineReason,
  isCurrency,
  isDeclineReason,
  MINOR_DIGITS,
  type PayoutAccountStatus,
} from '@masthead/core';
import Stripe from 'stripe';
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PayoutCountryError,
  type ProviderEvent,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './types.ts';

export type StripeProviderOptions = {
  secretKey: string;
  /**
   * The endpoints' signing secrets, comma-separated: the platform's events and, when Connect events
   * (account.updated) come to a second endpoint of the same address, that endpoint's too.
   */
  webhookSecret: string | null;
  /** The API root (https://api.stripe.com by default); tests point it at a loopback server. */
  apiUrl: string | null;
  timeoutMs: number;
};

/** Digits of the smallest unit Stripe counts in: hundredths for every currency we take (rupiah too). */
const STRIPE_DIGITS: Record<Currency, number> = { USD: 2, EUR: 2, TWD: 2, IDR: 2, CNY: 2 };

/** Our minor units (CLDR's digits) in Stripe's unit, and back. */
const toStripeAmount = (amountMinor: number, currency: Currency) =>
  amountMinor * 10 ** (STRIPE_DIGITS[currency] - MINOR_DIGITS[currency]);
function fromStripeAmount(amount: number, currency: string) {
  if (!isCurrency(currency)) return amount;
  const scale = 10 ** (STRIPE_DIGITS[currency] - MINOR_DIGITS[currency]);
  return amount % scale === 0 ? amount / scale : Number.NaN;
}

/** Stripe's decline_code or code, as one of our reasons (anything unknown is a plain decline). */
function declineReasonOf(error: { decline_code?: string | null; code?: string | null } | null | undefined) {
  const candidates = [error?.decline_code, error?.code];
  for (const candidate of candidates) if (candidate && isDeclineReason(candidate)) return candidate;
  return 'card_declined' satisfies DeclineReason;
}

function resultOfIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id };
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'declined',
        providerRef: intent.id,
        declineReason: declineReasonOf(intent.last_payment_error),
      };
    default:
      // processing, requires_action (3-D Secure), requires_capture: the webhook tells the end.
      // With requires_action the payer's browser finishes it (stripe.handleNextAction) with the secret.
      return intent.status === 'requires_action' && intent.client_secret
        ? { status: 'pending', providerRef: intent.id, clientSecret: intent.client_secret }
        : { status: 'pending', providerRef: intent.id };
  }
}

/**
 * A saved card is charged with its Customer: set up for later use while the payer is at the checkout,
 * or off-session for a renewal (Stripe then declines rather than ask for a bank check nobody answers).
 */
function savedMethodParams(request: ChargeRequest): Partial<Stripe.PaymentIntentCreateParams> {
  const method = request.paymentMethod;
  if (method.type !== 'saved') return {};
  return {
    ...(method.customerRef ? { customer: method.customerRef } : {}),
    ...(request.session === 'off_session'
      ? { off_session: true }
      : { setup_future_usage: 'off_session' as const }),
  };
}

/**
 * A Connect account can receive transfers once its holder finished onboarding and Stripe enabled
 * payouts to their bank (and, when Stripe reports it, the transfers capability is active).
 */
function payoutAccountStatusOf(account: Stripe.Account): PayoutAccountStatus {
  const transfers = account.capabilities?.transfers;
  const ready =
    account.details_submitted &&
    account.payouts_enabled &&
    (transfers === undefined || transfers === 'active');
  return ready ? 'ready' : 'incomplete';
}

/** Stripe said no to the request itself (bad parameters, no such account): asking again will not help. */
const refusedByStripe = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError;

const paymentIdOf = (metadata: Stripe.Metadata | null | undefined) => {
  const value = metadata?.paymentId;
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
};

/**
 * DESIGN §4's Stripe adapter (the official `stripe` package): a PaymentIntent created and confirmed at
 * once with the PaymentMethod Stripe.js made in the browser, under our idempotency key; webhooks
 * verified by their signature with stripe.webhooks.constructEvent.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',
    async charge(request) {
      const method = request.paymentMethod;
      if (method.type !== 'stripe' && method.type !== 'saved')
        throw new Error('Stripe charges take a Stripe.js PaymentMethod');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: toStripeAmount(request.amountMinor, request.currency),
            currency: request.currency.toLowerCase(),
            payment_method: method.type === 'saved' ? method.paymentMethodRef : method.paymentMethodId,
            confirm: true,
            // Cards only here: no redirect-based methods, so the answer is final or pending.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            metadata: request.metadata,
            ...savedMethodParams(request),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return resultOfIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
          return {
            status: 'declined',
            providerRef: intent?.id ?? null,
            declineReason: declineReasonOf(error),
          };
        }
        // The same key is still being processed by Stripe (a concurrent retry): its webhook tells the end.
        if (error instanceof Stripe.errors.StripeIdempotencyError && error.statusCode === 409)
          return { status: 'pending', providerRef: null };
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400)
          return { status: 'declined', providerRef: null, declineReason: 'processing_error' };
        throw new ProviderUnavailableError('Stripe did not answer the charge', { cause: error });
      }
    },
    async saveMethod(request) {
      if (request.paymentMethod.type !== 'stripe') throw new Error('Stripe keeps a Stripe.js PaymentMethod');
      try {
        // Stripe's way to charge a card later: a Customer, with the PaymentMethod attached to it.
        const customerRef =
          request.customerRef ??
          (
            await stripe.customers.create(
              { description: request.description, metadata: request.metadata },
              { idempotencyKey: `${request.idempotencyKey}-customer` },
            )
          ).id;
        const method = await stripe.paymentMethods.attach(
          request.paymentMethod.paymentMethodId,
          { customer: customerRef },
          { idempotencyKey: `${request.idempotencyKey}-attach-${customerRef}` },
        );
        const card = method.card;
        return {
          status: 'saved',
          method: {
            paymentMethodRef: method.id,
            customerRef,
            card: card
              ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
              : null,
          },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'declined', declineReason: declineReasonOf(error) };
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400)
          return { status: 'declined', declineReason: 'processing_error' };
        throw new ProviderUnavailableError('Stripe did not keep the card', { cause: error });
      }
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.providerRef,
            amount: toStripeAmount(request.amountMinor, request.currency),
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'refunded', refundRef: refund.id };
      } catch (error) {
        throw new ProviderUnavailableError('Stripe did not refund', { cause: error });
      }
    },
    async payout(request) {
      if (!request.accountRef) return { status: 'refused', reason: 'no Connect account given' };
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: toStripeAmount(request.amountMinor, request.currency),
            currency: request.currency.toLowerCase(),
            destination: request.accountRef,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'paid', payoutRef: transfer.id };
      } catch (error) {
        // Stripe said no (no such account, one that cannot receive): final. Anything else: ask again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { status: 'refused', reason: error.message };
        throw new ProviderUnavailableError('Stripe did not transfer', { cause: error });
      }
    },
    async createPayoutAccount(request) {
      try {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            ...(request.country ? { country: request.country } : {}),
            ...(request.email ? { email: request.email } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { userId: String(request.userId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { accountRef: account.id, status: payoutAccountStatusOf(account) };
      } catch (error) {
        if (refusedByStripe(error) && (error as Stripe.errors.StripeInvalidRequestError).param === 'country')
          throw new PayoutCountryError(`Stripe: ${(error as Error).message}`);
        if (refusedByStripe(error)) throw error;
        throw new ProviderUnavailableError('Stripe did not make the Connect account', { cause: error });
      }
    },
    async onboardingLink(request) {
      try {
        const link = await stripe.accountLinks.create({
          account: request.accountRef,
          type: 'account_onboarding',
          return_url: request.returnUrl,
          refresh_url: request.refreshUrl,
        });
        return link.url;
      } catch (error) {
        if (refusedByStripe(error)) throw error;
        throw new ProviderUnavailableError('Stripe did not give an onboarding link', { cause: error });
      }
    },
    async payoutAccountStatus(accountRef) {
      try {
        return payoutAccountStatusOf(await stripe.accounts.retrieve(accountRef));
      } catch (error) {
        if (refusedByStripe(error)) throw error;
        throw new ProviderUnavailableError('Stripe did not say how the Connect account stands', {
          cause: error,
        });
      }
    },
    parseWebhook(rawBody, signatureHeader): ProviderEvent {
      const secrets = (options.webhookSecret ?? '')
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean);
      if (secrets.length === 0 || !signatureHeader) throw new WebhookSignatureError();
      let event: Stripe.Event | null = null;
      for (const secret of secrets) {
        try {
          event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
          break;
        } catch {
          // Signed by another endpoint's secret, or not by Stripe: the next secret, or a refusal.
        }
      }
      if (!event) throw new WebhookSignatureError();
      if (event.type === 'account.updated') {
        const account = event.data.object;
        return {
          type: 'payout_account',
          eventId: event.id,
          accountRef: account.id,
          status: payoutAccountStatusOf(account),
        };
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const succeeded = event.type === 'payment_intent.succeeded';
        const currency = intent.currency.toUpperCase();
        return {
          type: succeeded ? 'succeeded' : 'declined',
          eventId: event.id,
          providerRef: intent.id,
          paymentId: paymentIdOf(intent.metadata),
          amountMinor: fromStripeAmount(intent.amount, currency),
          currency,
          declineReason: succeeded ? null : declineReasonOf(intent.last_payment_error),
        };
      }
      return { type: 'ignored', eventId: event.id };
    },
  };
}
