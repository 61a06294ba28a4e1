import type {
  CardSummary,
  Currency,
  DeclineReason,
  PaymentProviderName,
  PayoutAccountStatus,
  TPaymentMethod,
} from '@masthead/core';

/** A payment method the provider keeps for later charges (plan renewals): its references, never the card. */
export type SavedMethod = {
  /** The sandbox's card token, or a Stripe PaymentMethod id. */
  paymentMethodRef: string;
  /** Stripe: the Customer it is attached to; null with the sandbox. */
  customerRef: string | null;
  card: CardSummary | null;
};

/** A saved method charged again (a renewal, or the first payment that saved it). */
export type SavedMethodCharge = { type: 'saved'; paymentMethodRef: string; customerRef: string | null };

/** One charge as the payments service asks a provider for it (amounts in integer minor units). */
export type ChargeRequest = {
  amountMinor: number;
  currency: Currency;
  paymentMethod: TPaymentMethod | SavedMethodCharge;
  /**
   * With a saved method: 'on_session' while the payer is at the checkout (the method is set up for
   * later use), 'off_session' when the payer is away (a renewal: no bank check can be answered).
   */
  session?: 'on_session' | 'off_session';
  /** The same key always gives the same charge: a retry after a timeout never charges twice. */
  idempotencyKey: string;
  description: string;
  /** Carried to the provider and back in its webhooks (our payment id). */
  metadata: Record<string, string>;
};

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'pending'; providerRef: string | null; clientSecret?: string }
  | { status: 'declined'; providerRef: string | null; declineReason: DeclineReason };

export type SaveMethodRequest = {
  paymentMethod: TPaymentMethod;
  /** Stripe: the Customer of an earlier saved card of the same payer of record, to reuse. */
  customerRef: string | null;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
};

export type SaveMethodResult =
  | { status: 'saved'; method: SavedMethod }
  | { status: 'declined'; declineReason: DeclineReason };

/** Giving back (part of) a succeeded charge, under its own key: a retry never refunds twice. */
export type RefundRequest = {
  providerRef: string;
  amountMinor: number;
  currency: Currency;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type RefundResult = { status: 'refunded'; refundRef: string };

/** A writer's earnings sent to them, under its own key: a retry never pays twice. */
export type PayoutRequest = {
  amountMinor: number;
  currency: Currency;
  holder: { firstName: string; lastName: string };
  /** The writer's payout account (Stripe: the Connect account the transfer goes to). */
  accountRef: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** Sent, or refused for good (no such account, or none given where the provider needs one). */
export type PayoutResult = { status: 'paid'; payoutRef: string } | { status: 'refused'; reason: string };

/** A payout account made for a writer (one per idempotency key: a retry makes no second one). */
export type PayoutAccountRequest = {
  userId: number;
  /** Prefills the provider's onboarding; magazines have none. */
  email: string | null;
  /** ISO 3166-1 alpha-2; the provider's default (Stripe: the platform's country) without it. */
  country?: string;
  idempotencyKey: string;
};

export type PayoutAccount = { accountRef: string; status: PayoutAccountStatus };

/** Where the writer goes to finish setting the account up, and where the provider sends them back. */
export type OnboardingLinkRequest = {
  accountRef: string;
  /** Back to the app when they are done (or left). */
  returnUrl: string;
  /** Back to the app when the link expired or was used: the app asks for a new one. */
  refreshUrl: string;
};

/** What a verified provider webhook says happened to a charge or to a payout account. */
export type ProviderEvent =
  | {
      type: 'succeeded' | 'declined';
      /** The provider's id of the event (for logs). */
      eventId: string;
      providerRef: string;
      /** Our payment id from the charge's metadata, when present. */
      paymentId: number | null;
      amountMinor: number;
      currency: string;
      declineReason: DeclineReason | null;
    }
  | { type: 'payout_account'; eventId: string; accountRef: string; status: PayoutAccountStatus }
  | { type: 'ignored'; eventId: string };

/**
 * The payment provider interface (DESIGN §4): money enters through it. `charge` throws
 * ProviderUnavailableError when the provider could not be reached or did not answer; the payment then
 * stays pending and a retry with the same key is safe.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Keeps a payment method for later off-session charges: the sandbox makes a token, Stripe attaches
   * the PaymentMethod to a Customer (the given one, or a new one under the idempotency key). A card the
   * provider refuses to keep is a decline.
   */
  saveMethod(request: SaveMethodRequest): Promise<SaveMethodResult>;
  /**
   * Refunds a succeeded charge (an escrow given back). Throws ProviderUnavailableError when the
   * provider did not answer; a retry with the same key is safe.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Sends a writer's earnings out (Stripe: a Connect transfer). Throws ProviderUnavailableError when the
   * provider did not answer; a retry with the same key is safe.
   */
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /**
   * Makes the account payouts go to (Stripe: an Express Connect account with the transfers
   * capability), once per idempotency key. Throws ProviderUnavailableError when the provider did not
   * answer; a retry with the same key is safe.
   */
  createPayoutAccount(request: PayoutAccountRequest): Promise<PayoutAccount>;
  /**
   * A link to the provider's onboarding for the account (Stripe: an account_onboarding AccountLink,
   * single use and short-lived); the sandbox sends the browser straight back. Throws
   * ProviderUnavailableError when the provider did not answer.
   */
  onboardingLink(request: OnboardingLinkRequest): Promise<string>;
  /**
   * Whether the account can receive payouts now (Stripe: details submitted and payouts enabled).
   * Throws ProviderUnavailableError when the provider did not answer.
   */
  payoutAccountStatus(accountRef: string): Promise<PayoutAccountStatus>;
  /** Verifies a webhook's signature over its raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** The provider did not answer (network, timeout, its own 5xx): whether it charged is unknown. */
export class ProviderUnavailableError extends Error {
  constructor(message = 'payment provider unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider will not make a payout account in the country given (unknown, or not served). */
export class PayoutCountryError extends Error {
  constructor(message = 'the provider makes no payout accounts in this country') {
    super(message);
    this.name = 'PayoutCountryError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
