import { type ContentPage, isCurrency } from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { formatMoney, formatNumber } from '../content/format';
import { CheckoutButton } from './checkout-button';
import './payments.css';

type Props = {
  content: Pick<ContentPage, 'cgroupId' | 'title' | 'fundraiser'>;
  goalMinor: number;
  currency: string;
  labelLang: string | undefined;
};

/**
 * ctype 108: raised so far (the fundraiser's ledger balance) against the goal, how many people gave,
 * and the Donate button that opens the checkout.
 */
export function DonatePanel({ content, goalMinor, currency, labelLang }: Props) {
  const { t, lang } = useI18n();
  const raisedMinor = content.fundraiser?.raisedMinor ?? 0;
  const supporters = content.fundraiser?.supporters ?? 0;
  const percent = goalMinor > 0 ? Math.min(100, Math.floor((raisedMinor / goalMinor) * 100)) : 0;
  const raised = formatMoney(lang, raisedMinor, currency);
  const goal = formatMoney(lang, goalMinor, currency);
  return (
    <section className="content-part donate-panel" aria-labelledby="content-donate-heading" lang={labelLang}>
      <h2 id="content-donate-heading">{t('content.donate.heading')}</h2>
      <p className="donate-raised" id="content-donate-label">
        {t('content.donate.raised', { raised, goal })}
      </p>
      <progress className="content-progress" max={100} value={percent} aria-labelledby="content-donate-label">
        {percent}%
      </progress>
      <div className="donate-footer">
        <p className="donate-supporters">
          <span>{t('payments.percent', { percent: formatNumber(lang, percent) })}</span>
          <span aria-hidden="true"> · </span>
          <span>
            {supporters === 0
              ? t('payments.supporters.none')
              : supporters === 1
                ? t('payments.supporters.one')
                : t('payments.supporters.other', { count: formatNumber(lang, supporters) })}
          </span>
        </p>
        {isCurrency(currency) && (
          <CheckoutButton
            target={{ purpose: 'donation', cgroupId: content.cgroupId, title: content.title, currency }}
            className="button button-primary donate-button"
          >
            {t('payments.donate')}
          </CheckoutButton>
        )}
      </div>
    </section>
  );
}
