import type { TDonate, TPayoutAccountStart, TPayoutRequest, TUnlock } from '@masthead/core';
import type { ServiceDeps } from '../../service-deps.ts';
import { donate, unlockPremium } from './checkout.ts';
import { refreshPayoutAccount, startPayoutAccount } from './payout-accounts.ts';
import { earningsOf, requestPayout, sendPendingPayouts } from './payouts.ts';
import { createProviderSetup, type PaymentsContext, publicPaymentsConfig } from './provider-setup.ts';
import { myPayments } from './receipts.ts';
import { type Settlement, type SettlementHook, settle } from './settlement.ts';
import { handleStripeWebhook } from './webhooks.ts';

export { stripePublishableKeyOf } from './provider-setup.ts';

/**
 * The double-entry ledger, payment providers, donations and premium unlocks (DESIGN §4). Checkout
 * makes a pending payment and charges the provider (checkout.ts); retries, parallel requests and
 * webhooks (webhooks.ts) all meet in `settle` (settlement.ts), which moves a payment once.
 */
export function createPaymentsService(deps: ServiceDeps, options: { onSettled?: SettlementHook } = {}) {
  const ctx: PaymentsContext = {
    ...deps,
    providers: createProviderSetup(deps),
    ...(options.onSettled ? { onSettled: options.onSettled } : {}),
  };
  return {
    publicConfig: () => publicPaymentsConfig(ctx.config),
    donate: (payerId: number, input: TDonate) => donate(ctx, payerId, input),
    unlock: (payerId: number, input: TUnlock) => unlockPremium(ctx, payerId, input),
    settle: (paymentId: number, outcome: Settlement) => settle(ctx, paymentId, outcome),
    handleStripeWebhook: (rawBody: Buffer, signature: string | undefined) =>
      handleStripeWebhook(ctx, rawBody, signature),
    myPayments: (payerId: number) => myPayments(ctx.db, payerId),
    earnings: (userId: number) => earningsOf(ctx, userId),
    requestPayout: (userId: number, input: TPayoutRequest) => requestPayout(ctx, userId, input),
    startPayoutAccount: (userId: number, input: TPayoutAccountStart) =>
      startPayoutAccount(ctx, userId, input),
    payoutAccount: (userId: number) => refreshPayoutAccount(ctx, userId),
    sendPendingPayouts: () => sendPendingPayouts(ctx),
    /** The provider in use (tests count the sandbox's charges through it). */
    provider: ctx.providers.currentProvider,
    /** What plan billing pays through: the providers, the settlement and its hook. */
    context: ctx,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
