import type { PaymentsConfig } from '@masthead/core';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';

/**
 * The payments configuration a checkout opens with: the sandbox (its test cards), Stripe (its
 * publishable key), or why paying is not possible now.
 */
export function usePaymentsConfig() {
  const t = useT();
  const [config, setConfig] = useState<PaymentsConfig | null>(null);
  const [configFailed, setConfigFailed] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void call('GET /api2/payments/config', {}, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setConfig(result.data);
      else setConfigFailed(result.message);
    });
    return () => controller.abort();
  }, []);

  const sandbox = config?.provider === 'sandbox' && config.enabled;
  const stripeKey = config?.provider === 'stripe' && config.enabled ? config.stripePublishableKey : null;
  const unavailable = config
    ? !config.enabled
      ? t('payments.unavailable')
      : config.provider === 'stripe' && stripeKey === null
        ? t('payments.stripeUnavailable')
        : null
    : configFailed;
  return { testCards: config?.testCards, sandbox, stripeKey, unavailable };
}
