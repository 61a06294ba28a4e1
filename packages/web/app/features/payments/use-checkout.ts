import { DONATION_LIMITS, donationAmountAllowed, toMinorUnits } from '@masthead/core';
import { type FormEvent, type RefObject, useState } from 'react';
import { useRevalidator } from 'react-router';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { formatMoney } from '../content/format';
import type { CheckoutTarget } from './checkout-dialog';
import { type CheckoutErrors, cardProblems, newCheckoutKey, refusalErrors } from './checkout-rules';
import type { StripeCard } from './stripe-card';
import { useCardForm } from './use-card-form';

type CheckoutOptions = {
  target: CheckoutTarget;
  /** The sandbox takes the test card typed here; otherwise Stripe's Card Element makes the method. */
  sandbox: boolean;
  /** Stripe is the provider, with its publishable key. */
  stripe: boolean;
  stripeCard: StripeCard;
  formRef: RefObject<HTMLFormElement | null>;
  onClose(): void;
};

/**
 * A checkout's state and its payment: the amount (a preset or one's own), the sandbox card, the errors
 * by field, and paying (a decline said in words and charging nothing, 3-D Secure through Stripe, success
 * refreshing the page's data in place).
 */
export function useCheckout({ target, sandbox, stripe, stripeCard, formRef, onClose }: CheckoutOptions) {
  const { t, lang } = useI18n();
  const revalidator = useRevalidator();
  const limits = DONATION_LIMITS[target.currency];
  const [preset, setPreset] = useState<number | 'custom'>(limits.presets[1] ?? limits.minMinor);
  const [custom, setCustom] = useState('');
  const form = useCardForm();
  const { errors, setErrors, clearing } = form;
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  // One key per checkout: a retry after a lost answer is the same payment; after a decline, a new one.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);

  const money = (minor: number) => formatMoney(lang, minor, target.currency);
  const amountMinor =
    target.purpose === 'premium'
      ? target.priceMinor
      : preset === 'custom'
        ? toMinorUnits(custom, target.currency)
        : preset;

  function check(): CheckoutErrors {
    const found: CheckoutErrors = {};
    if (
      target.purpose === 'donation' &&
      (amountMinor === null || !donationAmountAllowed(amountMinor, target.currency))
    )
      found.amount = t('payments.amount.invalid', {
        min: money(limits.minMinor),
        max: money(limits.maxMinor),
      });
    return sandbox ? { ...found, ...cardProblems(form.details, t) } : found;
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if ((!sandbox && stripeCard.status !== 'ready') || busy) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The keyboard follows the first field that needs fixing once React has marked it.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (amountMinor === null) return;
    setBusy(true);
    setPending(false);
    const paymentMethod = await form.methodToSend(stripe ? stripeCard : null);
    if (!paymentMethod) {
      setBusy(false);
      return;
    }
    const result =
      target.purpose === 'donation'
        ? await call('POST /api2/payments/donate', {
            cgroupId: target.cgroupId,
            amountMinor,
            currency: target.currency,
            paymentMethod,
            idempotencyKey: checkoutKey,
          })
        : await call('POST /api2/payments/unlock', {
            cgroupId: target.cgroupId,
            paymentMethod,
            idempotencyKey: checkoutKey,
          });
    setBusy(false);
    if (!result.ok) {
      const refusal = refusalErrors(result.error, result.message, t, lang);
      setErrors(refusal.errors);
      if (refusal.newKey) setCheckoutKey(newCheckoutKey());
      return;
    }
    if (result.data.status === 'pending') {
      const clientSecret = result.data.clientSecret;
      if (stripe && clientSecret) {
        // 3-D Secure: the bank's check runs in Stripe's frame; its webhook then settles the payment.
        setBusy(true);
        const failure = await stripeCard.handleNextAction(clientSecret);
        setBusy(false);
        if (failure) {
          setErrors({ form: failure });
          setCheckoutKey(newCheckoutKey());
          return;
        }
      }
      setPending(true);
      return;
    }
    revalidator.revalidate();
    showSnackbar(
      target.purpose === 'donation'
        ? t('payments.donated', { amount: money(amountMinor) })
        : t('payments.unlocked'),
    );
    onClose();
  }

  return {
    limits,
    money,
    amountMinor,
    errors,
    busy,
    pending,
    pay,
    amount: {
      preset,
      custom,
      pickPreset: (minor: number) => {
        setPreset(minor);
        setErrors((e) => ({ ...e, amount: undefined }));
      },
      pickCustom: () => setPreset('custom'),
      setCustom: clearing('amount', setCustom),
    },
    card: form.card,
  };
}
