import { type PaymentsConfig, SANDBOX_TEST_CARDS } from '@masthead/core';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { createSandboxProvider } from './providers/sandbox.ts';
import { createStripeProvider } from './providers/stripe.ts';
import type { PaymentProvider } from './providers/types.ts';
import type { SettlementHook } from './settlement.ts';

/** Which payment provider takes payments here, as the configuration says, and what the browser may know of it. */

/** The publishable key the browser may see: only with the Stripe provider and when it is set. */
export const stripePublishableKeyOf = (settings: AppConfig['payments']) =>
  settings.provider === 'stripe' ? settings.stripePublishableKey : null;

/** Whether payments can be taken here (false for the sandbox in production, or Stripe without a key). */
function paymentsEnabled(config: AppConfig): boolean {
  const settings = config.payments;
  return settings.provider === 'stripe' ? settings.stripeSecretKey !== null : !config.production;
}

/** GET /api2/payments/config: the provider, whether it takes payments, the sandbox's test cards. */
export function publicPaymentsConfig(config: AppConfig): PaymentsConfig {
  const sandbox = config.payments.provider === 'sandbox';
  const enabled = paymentsEnabled(config);
  return {
    provider: config.payments.provider,
    enabled,
    testCards: sandbox && enabled ? SANDBOX_TEST_CARDS.map((card) => ({ ...card })) : null,
    stripePublishableKey: stripePublishableKeyOf(config.payments),
  };
}

/** The provider adapters of one service, each made on first use. */
export type ProviderSetup = {
  /** The configured provider; a sandbox in production is refused (503). */
  currentProvider: () => PaymentProvider;
  /** The Stripe adapter that checks webhook signatures (also when the sandbox takes payments). */
  stripeWebhookVerifier: () => PaymentProvider;
};

/** What the payment use cases work with: the service's deps, its providers and the settlement hook. */
export type PaymentsContext = ServiceDeps & { providers: ProviderSetup; onSettled?: SettlementHook };

export function createProviderSetup(deps: ServiceDeps): ProviderSetup {
  const { config, clock } = deps;
  let provider: PaymentProvider | null = null;
  let webhookVerifier: PaymentProvider | null = null;

  function currentProvider(): PaymentProvider {
    if (provider) return provider;
    const settings = config.payments;
    try {
      if (settings.provider === 'stripe') {
        if (!settings.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
        provider = createStripeProvider({
          secretKey: settings.stripeSecretKey,
          webhookSecret: settings.stripeWebhookSecret,
          apiUrl: settings.stripeApiUrl,
          timeoutMs: config.outbound.timeoutMs,
        });
      } else {
        provider = createSandboxProvider({ production: config.production, clock });
      }
    } catch (error) {
      console.error('[payments] no payment provider:', (error as Error).message);
      throw new AppError('service.unavailable');
    }
    return provider;
  }

  function stripeWebhookVerifier(): PaymentProvider {
    const settings = config.payments;
    if (!settings.stripeWebhookSecret) throw new AppError('not_found');
    webhookVerifier ??= createStripeProvider({
      secretKey: settings.stripeSecretKey ?? 'sk_unset',
      webhookSecret: settings.stripeWebhookSecret,
      apiUrl: settings.stripeApiUrl,
      timeoutMs: config.outbound.timeoutMs,
    });
    return webhookVerifier;
  }

  return { currentProvider, stripeWebhookVerifier };
}
