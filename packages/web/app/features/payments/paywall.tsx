import { type ContentPage, isCurrency } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { formatMoney } from '../content/format';
import { CheckoutButton } from './checkout-button';
import './payments.css';

/**
 * DESIGN §4 premium: shown in place of the body while it is locked (the server sends no body then).
 * The description above stays the teaser; guests are asked to sign in first.
 */
export function Paywall({ content, labelLang }: { content: ContentPage; labelLang?: string | undefined }) {
  const { t, lang } = useI18n();
  const viewer = useViewer();
  const paywall = content.paywall;
  if (!paywall || paywall.unlocked) return null;
  const forSale = paywall.priceMinor > 0 && isCurrency(paywall.currency);
  const price = forSale ? formatMoney(lang, paywall.priceMinor, paywall.currency) : '';
  return (
    <section className="paywall" aria-labelledby="paywall-heading" lang={labelLang}>
      <span className="paywall-icon">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <rect
            x="5"
            y="10"
            width="14"
            height="10"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
      <h2 id="paywall-heading">{t('payments.paywall.heading')}</h2>
      {forSale && isCurrency(paywall.currency) ? (
        <>
          <p>{t('payments.paywall.text', { price })}</p>
          <CheckoutButton
            target={{
              purpose: 'premium',
              cgroupId: content.cgroupId,
              title: content.title,
              currency: paywall.currency,
              priceMinor: paywall.priceMinor,
            }}
            className="button button-primary button-large"
          >
            {viewer ? t('payments.paywall.unlock', { price }) : t('payments.paywall.signIn')}
          </CheckoutButton>
        </>
      ) : (
        <p>{t('payments.paywall.notForSale')}</p>
      )}
    </section>
  );
}
