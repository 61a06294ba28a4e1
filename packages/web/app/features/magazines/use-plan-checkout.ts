import type { PlanOffer, PlanView } from '@masthead/core';
import { type FormEvent, type RefObject, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { cardProblems, newCheckoutKey, refusalErrors } from '../payments/checkout-rules';
import type { StripeCard } from '../payments/stripe-card';
import { useCardForm } from '../payments/use-card-form';
import { subscribePlan } from './plans-api';

type Options = {
  magazineUserId: number;
  offer: PlanOffer;
  /** The sandbox takes the test card typed here; otherwise Stripe's Card Element makes the method. */
  sandbox: boolean;
  stripeCard: StripeCard | null;
  formRef: RefObject<HTMLFormElement | null>;
  /** The plan as it stands after the payment (changed, or with the payment still being confirmed). */
  onPlan(plan: PlanView, paid: boolean): void;
};

/**
 * Paying for a plan: the amount the server quoted (refreshed when the server's price moved), the card,
 * and the subscribe call. A decline is said in words and charges nothing; 3-D Secure runs in Stripe's
 * frame and the page then waits for the bank.
 */
export function usePlanCheckout({ magazineUserId, offer, sandbox, stripeCard, formRef, onPlan }: Options) {
  const { t, lang } = useI18n();
  const form = useCardForm();
  const { setErrors } = form;
  const [amountMinor, setAmountMinor] = useState(offer.amountMinor);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  // One key per checkout: a retry after a lost answer is the same payment; after a decline, a new one.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy || (!sandbox && stripeCard?.status !== 'ready')) return;
    const found = sandbox ? cardProblems(form.details, t) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    setPending(false);
    const paymentMethod = await form.methodToSend(sandbox ? null : stripeCard);
    if (!paymentMethod) return setBusy(false);
    const result = await subscribePlan({
      magazineUserId,
      planGroup: offer.group,
      expectedAmountMinor: amountMinor,
      paymentMethod,
      idempotencyKey: checkoutKey,
    });
    setBusy(false);
    if (!result.ok) {
      const newAmount = result.error.errorData?.amountMinor;
      if (result.error.errorMsgKey === 'error.plan.price.changed' && typeof newAmount === 'number') {
        // Nothing was charged: the new price is shown, and paying again pays that.
        setAmountMinor(newAmount);
        return setErrors({ form: result.message });
      }
      const refusal = refusalErrors(result.error, result.message, t, lang);
      setErrors(refusal.errors);
      if (refusal.newKey) setCheckoutKey(newCheckoutKey());
      return;
    }
    const { payment, plan } = result.data;
    if (payment.status === 'pending') {
      if (stripeCard && payment.clientSecret) {
        setBusy(true);
        const failure = await stripeCard.handleNextAction(payment.clientSecret);
        setBusy(false);
        if (failure) {
          setErrors({ form: failure });
          setCheckoutKey(newCheckoutKey());
          return;
        }
      }
      setPending(true);
      return onPlan(plan, false);
    }
    onPlan(plan, true);
  }

  return { ...form, amountMinor, busy, pending, pay };
}
