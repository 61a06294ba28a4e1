import type { Currency } from '../compose/rules.ts';
import type { PlanGroupId } from '../magazines/plans.ts';
import type { Earnings } from './payouts.ts';
import type { DeclineReason, PaymentProviderName, PaymentPurpose, PaymentStatus } from './rules.ts';

/** GET /api2/payments/config: which provider takes payments, and in the sandbox its test cards. */
export type PaymentsConfig = {
  provider: PaymentProviderName;
  /** False where no payment can be taken (the sandbox in production, Stripe without its key). */
  enabled: boolean;
  /** The sandbox's test cards to show beside the card field ('Test mode — no real money'); null with Stripe. */
  testCards: { number: string; outcome: 'succeeded' | DeclineReason }[] | null;
  /** Stripe's publishable key for Stripe.js (only with the Stripe provider and when set; never the secret). */
  stripePublishableKey: string | null;
};

/** What a donation or an unlock answers when it did not decline (a decline is a 402 error). */
export type PaymentOutcome = {
  /** Null when nothing was charged (the author, or a reader who had already unlocked). */
  paymentId: number | null;
  /** pending: the provider is still confirming; the page updates once its webhook arrives. */
  status: 'succeeded' | 'pending';
  /** False when this request charged nothing (already paid, or free for the viewer). */
  charged: boolean;
  /** Stripe only, when the bank asks the payer to confirm (3-D Secure): for stripe.handleNextAction. */
  clientSecret?: string;
};

/** One row of the reader's payments page (a receipt). */
export type PaymentReceipt = {
  paymentId: number;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amountMinor: number;
  currency: Currency;
  declineReason: DeclineReason | null;
  createdAt: string;
  /** The fundraiser or premium story paid for; null when it has since been deleted. */
  content: { cgroupId: number; title: string; url: string } | null;
  /** A plan payment: the magazine and the group paid for (DESIGN §4 plan billing). */
  plan: { magazineUserId: number; username: string; displayName: string; planGroup: PlanGroupId } | null;
  /** A content request's fee, held in escrow (and refunded when the request was canceled). */
  contentRequest: { id: number; title: string; url: string } | null;
};

/** GET /api2/payments/mine: the viewer's receipts, newest first. */
export type MyPaymentsResult = { payments: PaymentReceipt[] };

/** What the Stripe webhook answers once an event is taken (a bad signature is a 400 instead). */
export type WebhookReceipt = { received: boolean };

/** What page loaders ask of the payments feature (part of PageApi), for the request's viewer. */
export interface PaymentsPageApi {
  config(): PaymentsConfig;
  /** The viewer's receipts, newest first; null for guests. */
  myPayments(): Promise<PaymentReceipt[] | null>;
  /** The viewer's earnings and payouts; null for guests. */
  earnings(): Promise<Earnings | null>;
}
