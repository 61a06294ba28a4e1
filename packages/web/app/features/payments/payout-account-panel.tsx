import type { PayoutAccountState } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { LoadingStatus } from '../../ui/loading-status';

type PayoutAccountPanelProps = {
  state: PayoutAccountState;
  sandbox: boolean;
  /** The account's state changed (set up, or read again from the provider). */
  onState: (state: PayoutAccountState) => void;
};

/**
 * Where payouts go: with Stripe, setting up (or finishing) the Connect account on Stripe's onboarding
 * pages, which send the browser back here; with the sandbox, a one-click account. While the stored
 * state is incomplete (the writer is back from Stripe), the server asks Stripe again on arrival.
 */
export function PayoutAccountPanel({ state, sandbox, onState }: PayoutAccountPanelProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [checking, setChecking] = useState(state === 'incomplete');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The button goes once the account is ready: the keyboard lands on the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  // Once per visit: the state as the provider says it now (the writer may have finished on Stripe).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the page opens.
  useEffect(() => {
    if (state !== 'incomplete') return;
    let live = true;
    void call('GET /api2/payments/payout-account', {}).then((result) => {
      if (!live) return;
      setChecking(false);
      if (result.ok) onState(result.data.status);
      else setAlert(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const start = async () => {
    setAlert(null);
    setBusy(true);
    const result = await call('POST /api2/payments/payout-account', {});
    if (!result.ok) {
      setBusy(false);
      return setAlert(result.message);
    }
    // Stripe's onboarding: the button stays busy while the browser leaves.
    if (result.data.url) return window.location.assign(result.data.url);
    setBusy(false);
    onState(result.data.status);
    if (result.data.status === 'ready') requestAnimationFrame(() => heading.current?.focus());
  };

  const text =
    state === 'ready'
      ? t(sandbox ? 'payouts.account.sandboxReady' : 'payouts.account.ready')
      : state === 'incomplete'
        ? t('payouts.account.incomplete')
        : t(sandbox ? 'payouts.account.sandboxNone' : 'payouts.account.none');
  const label =
    state === 'incomplete'
      ? t('payouts.account.finish')
      : t(sandbox ? 'payouts.account.sandboxSetUp' : 'payouts.account.setUp');
  const busyLabel = t(sandbox ? 'payouts.account.settingUp' : 'payouts.account.opening');

  return (
    <section className="payout-account" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('payouts.account.title')}
      </h3>
      {checking ? (
        <LoadingStatus label={t('payouts.account.checking')} />
      ) : (
        <>
          <p className={state === 'ready' ? 'payout-account-ready' : undefined}>{text}</p>
          {state !== 'ready' && (
            <BusyButton type="button" label={label} busyLabel={busyLabel} busy={busy} onClick={start} />
          )}
        </>
      )}
      <FormAlert message={alert} />
    </section>
  );
}
