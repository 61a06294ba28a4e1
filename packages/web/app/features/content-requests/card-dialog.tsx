import type { TPaymentMethod } from '@masthead/core';
import { type FormEvent, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { cardProblems } from '../payments/checkout-rules';
import { SandboxCard } from '../payments/sandbox-card';
import { StripeCardField, useStripeCard } from '../payments/stripe-card';
import { useCardForm } from '../payments/use-card-form';
import { usePaymentsConfig } from '../payments/use-payments-config';
import '../payments/payments.css';

type Props = {
  title: string;
  /** What happens to the money, in a sentence. */
  text: string;
  confirmLabel: string;
  busyLabel: string;
  /** Sends the move with the card; answers an error to show, or null when done. */
  onMethod(method: TPaymentMethod): Promise<string | null>;
  onClose(): void;
};

/**
 * The card of a content request: saved when the brief is sent (charged when the writer accepts), or
 * charged now when the requester takes a counter offer. The sandbox's test cards, or Stripe's Card
 * Element, as every checkout of the site shows them.
 */
export function CardDialog({ title, text, confirmLabel, busyLabel, onMethod, onClose }: Props) {
  const { t } = useI18n();
  const config = usePaymentsConfig();
  const stripeCard = useStripeCard(config.stripeKey, t('payments.stripe.loadFailed'));
  const form = useCardForm();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog's form is its own: its submit never reaches a form around the dialog.
    event.stopPropagation();
    if (busy) return;
    const found = config.sandbox ? cardProblems(form.details, t) : {};
    form.setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const method = await form.methodToSend(config.sandbox ? null : stripeCard);
    const problem = method ? await onMethod(method) : null;
    setBusy(false);
    if (problem) form.setErrors({ form: problem });
  }

  return (
    <Modal open onClose={onClose} title={title} className="checkout-dialog">
      <form ref={formRef} className="checkout-form" onSubmit={submit} noValidate>
        <p>{text}</p>
        {config.unavailable ? (
          <p className="checkout-notice" role="status">
            {config.unavailable}
          </p>
        ) : config.sandbox ? (
          <SandboxCard checkout={form} testCards={config.testCards} autofocus />
        ) : (
          config.stripeKey !== null && <StripeCardField card={stripeCard} />
        )}
        <FormAlert message={form.errors.form ?? null} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton
            label={confirmLabel}
            busyLabel={busyLabel}
            busy={busy}
            disabled={Boolean(config.unavailable) || (!config.sandbox && stripeCard.status !== 'ready')}
          />
        </div>
      </form>
    </Modal>
  );
}
