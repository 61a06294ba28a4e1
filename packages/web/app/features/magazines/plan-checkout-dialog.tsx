import { type PlanOffer, planPriceMinor } from '@masthead/core';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { formatDate, formatMoney } from '../content/format';
import { SandboxCard } from '../payments/sandbox-card';
import { StripeCardField, useStripeCard } from '../payments/stripe-card';
import { usePaymentsConfig } from '../payments/use-payments-config';
import { planNameKey } from './plan-labels';
import { usePlanCheckout } from './use-plan-checkout';
import '../payments/payments.css';

type Props = {
  magazineUserId: number;
  offer: PlanOffer;
  onPlan: Parameters<typeof usePlanCheckout>[0]['onPlan'];
  onClose(): void;
};

/**
 * The checkout of a plan: what is paid now and what follows (a new period, or an upgrade's prorated
 * difference), the card (the sandbox's test cards, or Stripe's Card Element), and Pay with the amount.
 */
export function PlanCheckoutDialog({ magazineUserId, offer, onPlan, onClose }: Props) {
  const { t, lang } = useI18n();
  const config = usePaymentsConfig();
  const stripeCard = useStripeCard(config.stripeKey, t('payments.stripe.loadFailed'));
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const checkout = usePlanCheckout({
    magazineUserId,
    offer,
    sandbox: config.sandbox,
    stripeCard: config.stripeKey !== null ? stripeCard : null,
    formRef,
    onPlan,
  });
  const { errors, pending, amountMinor } = checkout;

  useEffect(() => {
    if (errors.form || pending) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [errors.form, pending]);

  const money = (minor: number) => formatMoney(lang, minor, offer.currency);
  const plan = t(planNameKey(offer.group));
  const vars = {
    amount: money(amountMinor),
    plan,
    date: formatDate(lang, offer.periodEnd),
    price: money(planPriceMinor(offer.group)),
    days: offer.days,
  };
  const title = t(offer.kind === 'upgrade' ? 'plans.action.upgrade' : 'plans.action.subscribe', { plan });
  return (
    <Modal open onClose={onClose} title={title} className="checkout-dialog">
      <form ref={formRef} className="checkout-form" onSubmit={checkout.pay} noValidate>
        <p className="checkout-price">
          <span className="muted">{t('payments.price')}</span> <strong>{money(amountMinor)}</strong>
        </p>
        <p>{t(offer.kind === 'upgrade' ? 'plans.checkout.upgrade' : 'plans.checkout.subscribe', vars)}</p>
        <p className="muted">{t('plans.checkout.saveCard')}</p>
        {config.unavailable ? (
          <p className="checkout-notice" role="status">
            {config.unavailable}
          </p>
        ) : config.sandbox ? (
          <SandboxCard checkout={checkout} testCards={config.testCards} autofocus />
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
            label={t('payments.pay', { amount: money(amountMinor) })}
            busyLabel={t('payments.paying')}
            busy={checkout.busy}
            disabled={pending || (!config.sandbox && stripeCard.status !== 'ready')}
          />
        </div>
      </form>
    </Modal>
  );
}
