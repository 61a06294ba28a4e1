import type { Currency } from '@masthead/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { DonationAmount } from './donation-amount';
import { SandboxCard } from './sandbox-card';
import { StripeCardField, useStripeCard } from './stripe-card';
import { useCheckout } from './use-checkout';
import { usePaymentsConfig } from './use-payments-config';
import './payments.css';

export type CheckoutTarget =
  | { purpose: 'donation'; cgroupId: number; title: string; currency: Currency }
  | { purpose: 'premium'; cgroupId: number; title: string; currency: Currency; priceMinor: number };

type Props = { target: CheckoutTarget; onClose(): void };

/**
 * The checkout for a donation (presets or an amount of one's own, in major units) or a premium story
 * (its fixed price). In the sandbox a card form with the test cards listed; with Stripe, Stripe.js's
 * Card Element (stripe-card.tsx): the card goes to Stripe, only its `pm_…` id comes to our server.
 * A decline is said in words and charges nothing; success refreshes the page's data in place.
 */
export function CheckoutDialog({ target, onClose }: Props) {
  const t = useT();
  const config = usePaymentsConfig();
  const stripeCard = useStripeCard(config.stripeKey, t('payments.stripe.loadFailed'));
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const checkout = useCheckout({
    target,
    sandbox: config.sandbox,
    stripe: config.stripeKey !== null,
    stripeCard,
    formRef,
    onClose,
  });
  const { errors, pending, amountMinor, money } = checkout;

  // A decline or a pending notice appears under the card form: bring it into view on small screens.
  useEffect(() => {
    if (errors.form || pending) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [errors.form, pending]);

  const title =
    target.purpose === 'donation' ? t('payments.checkout.donateTitle') : t('payments.checkout.unlockTitle');
  return (
    <Modal open onClose={onClose} title={title} className="checkout-dialog">
      <form ref={formRef} className="checkout-form" onSubmit={checkout.pay} noValidate>
        <p className="checkout-for">{target.title}</p>
        {target.purpose === 'donation' ? (
          <DonationAmount checkout={checkout} currency={target.currency} />
        ) : (
          <p className="checkout-price">
            <span className="muted">{t('payments.price')}</span> <strong>{money(target.priceMinor)}</strong>
          </p>
        )}

        {config.unavailable ? (
          <p className="checkout-notice" role="status">
            {config.unavailable}
          </p>
        ) : config.sandbox ? (
          <SandboxCard
            checkout={checkout}
            testCards={config.testCards}
            autofocus={target.purpose === 'premium'}
          />
        ) : (
          config.stripeKey !== null && <StripeCardField card={stripeCard} />
        )}
        <div ref={alertRef}>
          {pending && (
            <p className="checkout-notice" role="status">
              {t('payments.pending')}
            </p>
          )}
          <FormAlert message={errors.form ?? null} />
        </div>
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton
            label={
              amountMinor !== null && amountMinor > 0
                ? t('payments.pay', { amount: money(amountMinor) })
                : t('payments.payNow')
            }
            busyLabel={t('payments.paying')}
            busy={checkout.busy}
            disabled={!config.sandbox && stripeCard.status !== 'ready'}
          />
        </div>
      </form>
    </Modal>
  );
}
