import { useState } from 'react';
import { type CardDetails, type CheckoutErrors, sandboxMethod, withTestCard } from './checkout-rules';
import type { StripeCard } from './stripe-card';

/**
 * The card part of a checkout, shared by every checkout (donations, premium stories, plans): the
 * sandbox's typed test card with its errors by field, and the payment method to send.
 */
export function useCardForm() {
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CheckoutErrors>({});

  /** A change to one part clears that part's error. */
  const clearing =
    <K extends keyof CheckoutErrors>(key: K, set: (value: string) => void) =>
    (value: string) => {
      set(value);
      setErrors((e) => ({ ...e, [key]: undefined }));
    };

  /** The sandbox's test card, or with Stripe the `pm_…` Stripe.js made (the card never comes here). */
  async function methodToSend(stripeCard: StripeCard | null) {
    if (!stripeCard) return sandboxMethod(card);
    const created = await stripeCard.createPaymentMethod();
    if ('error' in created) {
      setErrors({ form: created.error });
      return null;
    }
    return { type: 'stripe' as const, paymentMethodId: created.id };
  }

  return {
    details: card,
    errors,
    setErrors,
    clearing,
    methodToSend,
    card: {
      ...card,
      setNumber: clearing('number', (number) => setCard((c) => ({ ...c, number }))),
      setExpiry: clearing('expiry', (expiry) => setCard((c) => ({ ...c, expiry }))),
      setCvc: clearing('cvc', (cvc) => setCard((c) => ({ ...c, cvc }))),
      pickTestCard: (cardNumber: string) => {
        setCard((c) => withTestCard(c, cardNumber));
        setErrors({});
      },
    },
  };
}
