import {
  type Currency,
  DONATION_LIMITS,
  donationAmountAllowed,
  isDeclineReason,
  type MessageKey,
  type PaymentOutcome,
  type PaymentsConfig,
  toMinorUnits,
} from '@masthead/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api, fieldMessages } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { messagesFor } from '../../lib/messages';
import { Modal } from '../../ui/modal';
import { showSnackbar } from '../../ui/snackbar';
import { BusyButton, FormAlert, TextField } from '../accounts/fields';
import { formatMoney } from '../content/format';
import '../accounts/accounts.css';
import './payments.css';
import { StripeCardField, useStripeCard } from './stripe-card';

export type CheckoutTarget =
  | { purpose: 'donation'; cgroupId: number; title: string; currency: Currency }
  | { purpose: 'premium'; cgroupId: number; title: string; currency: Currency; priceMinor: number };

type Props = { target: CheckoutTarget; onClose(): void };

/** A fresh idempotency key for one checkout (getRandomValues works on plain http too). */
function newCheckoutKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** '12/29', '1229', '12 / 2029' → month and four-digit year; null when it is not a date. */
function parseExpiry(typed: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  const expYear = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : null;
}

type Errors = { amount?: string; number?: string; expiry?: string; cvc?: string; form?: string };

/**
 * The checkout for a donation (presets or an amount of one's own, in major units) or a premium story
 * (its fixed price). In the sandbox a card form with the test cards listed; with Stripe, Stripe.js's
 * Card Element (stripe-card.tsx): the card goes to Stripe, only its `pm_…` id comes to our server.
 * A decline is said in words and charges nothing; success refreshes the page's data in place.
 */
export function CheckoutDialog({ target, onClose }: Props) {
  const { t, lang } = useI18n();
  const revalidator = useRevalidator();
  const hintId = useId();
  const [config, setConfig] = useState<PaymentsConfig | null>(null);
  const [configFailed, setConfigFailed] = useState<string | null>(null);
  const limits = DONATION_LIMITS[target.currency];
  const [preset, setPreset] = useState<number | 'custom'>(limits.presets[1] ?? limits.minMinor);
  const [custom, setCustom] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  // One key per checkout: a retry after a lost answer is the same payment; after a decline, a new one.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A decline or a pending notice appears under the card form: bring it into view on small screens.
  useEffect(() => {
    if (errors.form || pending) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [errors.form, pending]);

  useEffect(() => {
    const controller = new AbortController();
    void api<PaymentsConfig>('/api2/payments/config', undefined, {
      method: 'GET',
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setConfig(result.data);
      else setConfigFailed(result.message);
    });
    return () => controller.abort();
  }, []);

  const money = (minor: number) => formatMoney(lang, minor, target.currency);
  const amountMinor =
    target.purpose === 'premium'
      ? target.priceMinor
      : preset === 'custom'
        ? toMinorUnits(custom, target.currency)
        : preset;
  const sandbox = config?.provider === 'sandbox' && config.enabled;
  const stripeKey = config?.provider === 'stripe' && config.enabled ? config.stripePublishableKey : null;
  const stripe = stripeKey !== null;
  const stripeCard = useStripeCard(stripeKey, t('payments.stripe.loadFailed'));
  const unavailable = config
    ? !config.enabled
      ? t('payments.unavailable')
      : config.provider === 'stripe' && !stripe
        ? t('payments.stripeUnavailable')
        : null
    : configFailed;

  function check(): Errors {
    const found: Errors = {};
    if (
      target.purpose === 'donation' &&
      (amountMinor === null || !donationAmountAllowed(amountMinor, target.currency))
    )
      found.amount = t('payments.amount.invalid', {
        min: money(limits.minMinor),
        max: money(limits.maxMinor),
      });
    if (!sandbox) return found;
    const digits = number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) found.number = t('validation.payments.card.number');
    if (!parseExpiry(expiry)) found.expiry = t('payments.card.expiryInvalid');
    if (!/^\d{3,4}$/.test(cvc.trim())) found.cvc = t('validation.payments.card.cvc');
    return found;
  }

  /** The sandbox's test card, or with Stripe the `pm_…` Stripe.js made (the card never comes here). */
  async function methodToSend() {
    if (!stripe) {
      const date = parseExpiry(expiry);
      return date ? { type: 'card', number: number.trim(), cvc: cvc.trim(), ...date } : null;
    }
    const created = await stripeCard.createPaymentMethod();
    if ('error' in created) {
      setErrors({ form: created.error });
      return null;
    }
    return { type: 'stripe', paymentMethodId: created.id };
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
    const paymentMethod = await methodToSend();
    if (!paymentMethod) {
      setBusy(false);
      return;
    }
    const result =
      target.purpose === 'donation'
        ? await api<PaymentOutcome>('/api2/payments/donate', {
            cgroupId: target.cgroupId,
            amountMinor,
            currency: target.currency,
            paymentMethod,
            idempotencyKey: checkoutKey,
          })
        : await api<PaymentOutcome>('/api2/payments/unlock', {
            cgroupId: target.cgroupId,
            paymentMethod,
            idempotencyKey: checkoutKey,
          });
    setBusy(false);
    if (!result.ok) {
      if (result.error.errorMsgKey === 'error.payment.declined') {
        const reason = String(result.error.errorData?.reason ?? 'card_declined');
        const sentence = isDeclineReason(reason)
          ? t(`payments.decline.${reason}` as MessageKey)
          : result.message;
        // Chinese sentences follow one another without a space.
        const gap = lang === 'tw' || lang === 'cn' ? '' : ' ';
        setErrors({ form: `${sentence}${gap}${t('payments.decline.noCharge')}` });
        setCheckoutKey(newCheckoutKey());
        return;
      }
      const fields = fieldMessages(result.error, messagesFor(lang));
      const next: Errors = {
        ...(fields.amountMinor || fields.currency ? { amount: fields.amountMinor ?? fields.currency } : {}),
        ...(fields['paymentMethod.number'] ? { number: fields['paymentMethod.number'] } : {}),
        ...(fields['paymentMethod.expMonth'] || fields['paymentMethod.expYear']
          ? { expiry: t('payments.card.expiryInvalid') }
          : {}),
        ...(fields['paymentMethod.cvc'] ? { cvc: fields['paymentMethod.cvc'] } : {}),
      };
      setErrors(Object.keys(next).length > 0 ? next : { form: result.message });
      if (fields.idempotencyKey) setCheckoutKey(newCheckoutKey());
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

  const fillTestCard = (cardNumber: string) => {
    setNumber(cardNumber);
    if (!parseExpiry(expiry))
      setExpiry(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    if (!/^\d{3,4}$/.test(cvc)) setCvc('123');
    setErrors({});
  };

  const title =
    target.purpose === 'donation' ? t('payments.checkout.donateTitle') : t('payments.checkout.unlockTitle');
  return (
    <Modal open onClose={onClose} title={title} className="checkout-dialog">
      <form ref={formRef} className="checkout-form" onSubmit={pay} noValidate>
        <p className="checkout-for">{target.title}</p>
        {target.purpose === 'donation' ? (
          <fieldset className="checkout-amounts" aria-describedby={hintId}>
            <legend className="field-label">{t('payments.amount.legend')}</legend>
            <div className="checkout-presets">
              {limits.presets.map((minor) => (
                <label key={minor} className="checkout-preset">
                  <input
                    type="radio"
                    name="amount"
                    checked={preset === minor}
                    onChange={() => {
                      setPreset(minor);
                      setErrors((e) => ({ ...e, amount: undefined }));
                    }}
                  />
                  <span>{money(minor)}</span>
                </label>
              ))}
              <label className="checkout-preset">
                <input
                  type="radio"
                  name="amount"
                  checked={preset === 'custom'}
                  onChange={() => setPreset('custom')}
                />
                <span>{t('payments.amount.other')}</span>
              </label>
            </div>
            {preset === 'custom' && (
              <TextField
                label={t('payments.amount.custom', { currency: target.currency })}
                name="customAmount"
                value={custom}
                onValueChange={(value) => {
                  setCustom(value);
                  setErrors((e) => ({ ...e, amount: undefined }));
                }}
                inputMode="decimal"
                autoComplete="off"
                error={errors.amount}
                data-autofocus
              />
            )}
            <p id={hintId} className={errors.amount && preset !== 'custom' ? 'field-error' : 'field-hint'}>
              {errors.amount && preset !== 'custom'
                ? errors.amount
                : t('payments.amount.hint', { min: money(limits.minMinor), max: money(limits.maxMinor) })}
            </p>
          </fieldset>
        ) : (
          <p className="checkout-price">
            <span className="muted">{t('payments.price')}</span> <strong>{money(target.priceMinor)}</strong>
          </p>
        )}

        {unavailable ? (
          <p className="checkout-notice" role="status">
            {unavailable}
          </p>
        ) : sandbox ? (
          <>
            <div className="checkout-test-mode" role="note">
              <p className="checkout-test-title">{t('payments.testMode')}</p>
              <p className="checkout-test-intro">{t('payments.testCards')}</p>
              <ul className="checkout-test-cards">
                {config?.testCards?.map((card) => (
                  <li key={card.number}>
                    <button
                      type="button"
                      className="checkout-test-card"
                      onClick={() => fillTestCard(card.number)}
                      aria-label={t('payments.testCard.use', { number: card.number })}
                    >
                      <code>{card.number}</code>
                    </button>{' '}
                    <span>{t(`payments.testCard.${card.outcome}` as MessageKey)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="checkout-card">
              <TextField
                label={t('payments.card.number')}
                name="cardNumber"
                value={number}
                onValueChange={(value) => {
                  setNumber(value);
                  setErrors((e) => ({ ...e, number: undefined }));
                }}
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                error={errors.number}
                className="checkout-card-number"
                {...(target.purpose === 'premium' ? { 'data-autofocus': true } : {})}
              />
              <div className="checkout-card-row">
                <TextField
                  label={t('payments.card.expiry')}
                  name="cardExpiry"
                  value={expiry}
                  onValueChange={(value) => {
                    setExpiry(value);
                    setErrors((e) => ({ ...e, expiry: undefined }));
                  }}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={7}
                  placeholder="MM/YY"
                  error={errors.expiry}
                />
                <TextField
                  label={t('payments.card.cvc')}
                  name="cardCvc"
                  value={cvc}
                  onValueChange={(value) => {
                    setCvc(value);
                    setErrors((e) => ({ ...e, cvc: undefined }));
                  }}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  error={errors.cvc}
                />
              </div>
            </div>
          </>
        ) : (
          stripe && <StripeCardField card={stripeCard} />
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
            busy={busy}
            disabled={!sandbox && stripeCard.status !== 'ready'}
          />
        </div>
      </form>
    </Modal>
  );
}
