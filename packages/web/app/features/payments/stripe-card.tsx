import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';

/**
 * Stripe's documented card flow with Stripe.js v3: the card number is typed into Stripe's own iframe
 * (the Card Element), stripe.createPaymentMethod turns it into a `pm_…` id, and only that id reaches our
 * server. When the bank asks for 3-D Secure, stripe.handleNextAction finishes it in the browser.
 * Stripe.js is loaded once, only when a checkout with the Stripe provider opens; the page's CSP allows
 * https://js.stripe.com only with that provider.
 */
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

type StripeError = { message?: string };
type CardChangeEvent = { error?: StripeError; complete?: boolean };
type CardElement = {
  mount(host: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: 'change', handler: (event: CardChangeEvent) => void): void;
};
type StripeJs = {
  elements(options?: { locale?: string }): { create(type: 'card'): CardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: CardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { status: string }; error?: StripeError }>;
};
type StripeFactory = (publishableKey: string) => StripeJs;

const stripeGlobal = () => (window as unknown as { Stripe?: StripeFactory }).Stripe;

let loading: Promise<StripeFactory> | null = null;

/** Adds https://js.stripe.com/v3/ once (with the page's CSP nonce when it has one); a failure may be retried. */
function loadStripeJs(): Promise<StripeFactory> {
  const ready = stripeGlobal();
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = STRIPE_JS_URL;
      script.async = true;
      // Browsers hide the nonce attribute from getAttribute, not from the property.
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        const factory = stripeGlobal();
        if (factory) resolve(factory);
        else reject(new Error('Stripe.js did not start'));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error('Stripe.js could not be loaded'));
      };
      document.head.append(script);
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Our languages in Stripe's locale names (its card field's placeholders and messages). */
const STRIPE_LOCALES: Record<string, string> = { en: 'en', tw: 'zh-TW', cn: 'zh', in: 'id' };

export type StripeCardStatus = 'off' | 'loading' | 'ready' | 'failed';

export type StripeCard = {
  status: StripeCardStatus;
  /** Stripe's own words about what is wrong with the typed card (from its change events). */
  error: string | null;
  hostRef(host: HTMLDivElement | null): void;
  /** The card as a `pm_…` id, or Stripe's message when it could not be made. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** Finishes a 3-D Secure check; null when it went through, otherwise Stripe's message. */
  handleNextAction(clientSecret: string): Promise<string | null>;
};

/** Loads Stripe.js and mounts a Card Element when a publishable key is given (null: nothing happens). */
export function useStripeCard(publishableKey: string | null, fallbackError: string): StripeCard {
  const { lang } = useI18n();
  const [status, setStatus] = useState<StripeCardStatus>('off');
  const [error, setError] = useState<string | null>(null);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const stripeRef = useRef<{ stripe: StripeJs; card: CardElement } | null>(null);

  useEffect(() => {
    // No host while the 'could not load' notice shows: no retry loop.
    if (!publishableKey || !host) return;
    let cancelled = false;
    setStatus('loading');
    loadStripeJs().then(
      (factory) => {
        if (cancelled) return;
        try {
          const stripe = factory(publishableKey);
          const card = stripe.elements({ locale: STRIPE_LOCALES[lang] ?? 'auto' }).create('card');
          card.on('change', (event) => setError(event.error?.message ?? null));
          card.mount(host);
          stripeRef.current = { stripe, card };
          setStatus('ready');
        } catch {
          setStatus('failed');
        }
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, host, lang]);

  const createPaymentMethod = useCallback(async () => {
    const current = stripeRef.current;
    if (!current) return { error: fallbackError };
    const result = await current.stripe.createPaymentMethod({ type: 'card', card: current.card });
    if (result.paymentMethod) return { id: result.paymentMethod.id };
    current.card.focus();
    return { error: result.error?.message ?? fallbackError };
  }, [fallbackError]);

  const handleNextAction = useCallback(
    async (clientSecret: string) => {
      const current = stripeRef.current;
      if (!current) return fallbackError;
      const result = await current.stripe.handleNextAction({ clientSecret });
      return result.error ? (result.error.message ?? fallbackError) : null;
    },
    [fallbackError],
  );

  return { status, error, hostRef: setHost, createPaymentMethod, handleNextAction };
}

/** The Card Element's place in the form: a label, Stripe's iframe, and its messages in words. */
export function StripeCardField({ card }: { card: StripeCard }) {
  const { t } = useI18n();
  if (card.status === 'failed')
    return (
      <p className="checkout-notice" role="alert">
        {t('payments.stripe.loadFailed')}
      </p>
    );
  return (
    <FieldFrame
      group
      className="field checkout-stripe-field"
      label={t('payments.stripe.cardLabel')}
      error={card.error}
      hint={card.status === 'loading' ? t('payments.stripe.loading') : undefined}
      liveHint
    >
      <div ref={card.hostRef} className="field-input checkout-stripe-card" />
    </FieldFrame>
  );
}
