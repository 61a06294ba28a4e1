import type { Currency, Earnings, MessageKey } from '@masthead/core';
import { useId, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { FormAlert } from '../../ui/form-alert';
import { formatDate, formatMoney } from '../content/format';
import { PayoutAccountPanel } from './payout-account-panel';
import { PayoutForm } from './payout-form';

/**
 * My payments' earnings: the wallet's balance in each currency, where payouts go (the payout account),
 * a payout of each balance once that account is ready, and past payouts.
 */
export function EarningsSection({ initial, sandbox }: { initial: Earnings; sandbox: boolean }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const [earnings, setEarnings] = useState(initial);
  const [paying, setPaying] = useState<Currency | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const balance = earnings.balances.find((entry) => entry.currency === paying);
  const ready = earnings.payoutAccount === 'ready';
  // Focus after the form closes: back on its 'Pay out' button, or on the heading once it went.
  const heading = useRef<HTMLHeadingElement>(null);
  const openers = useRef(new Map<Currency, HTMLButtonElement>());
  const closeForm = (sentMessage: string | null) => {
    const opener = paying ? openers.current.get(paying) : undefined;
    setPaying(null);
    setSent(sentMessage);
    requestAnimationFrame(() =>
      (sentMessage === null && opener?.isConnected ? opener : heading.current)?.focus(),
    );
  };

  const reload = async () => {
    const result = await call('GET /api2/payments/earnings', {});
    if (result.ok) setEarnings(result.data);
  };

  return (
    <section className="earnings" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('payouts.title')}
      </h2>
      <p className="muted">{t('payouts.intro')}</p>
      {sandbox && <p className="earnings-sandbox">{t('payouts.sandbox')}</p>}
      {earnings.balances.length === 0 ? (
        <p className="earnings-empty">{t('payouts.empty')}</p>
      ) : (
        <ul className="earnings-balances">
          {earnings.balances.map(({ currency, amountMinor }) => (
            <li key={currency}>
              <span className="muted">{t('payouts.balance', { currency })}</span>
              <strong>{formatMoney(lang, amountMinor, currency)}</strong>
              {ready && (
                <button
                  ref={(element) => {
                    if (element) openers.current.set(currency, element);
                    else openers.current.delete(currency);
                  }}
                  type="button"
                  className="button button-primary"
                  aria-expanded={paying === currency}
                  onClick={() => {
                    setSent(null);
                    setPaying(currency);
                  }}
                >
                  {t('payouts.ask', { amount: formatMoney(lang, amountMinor, currency) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <PayoutAccountPanel
        state={earnings.payoutAccount}
        sandbox={sandbox}
        onState={(payoutAccount) => setEarnings((now) => ({ ...now, payoutAccount }))}
      />
      {ready && paying && balance && (
        <PayoutForm
          key={paying}
          currency={paying}
          amountMinor={balance.amountMinor}
          onSent={(next, message) => {
            setEarnings(next);
            closeForm(message);
          }}
          onRefused={reload}
          onCancel={() => closeForm(null)}
        />
      )}
      <FormAlert tone="success" message={sent} />
      {earnings.payouts.length > 0 && (
        <table>
          <caption>{t('payouts.history')}</caption>
          <tbody>
            {earnings.payouts.map((payout) => (
              <tr key={payout.id}>
                <td>
                  {payout.holderName}
                  <br />
                  <time className="muted" dateTime={payout.createdAt}>
                    {formatDate(lang, payout.createdAt)}
                  </time>
                </td>
                <td className="payments-amount">
                  {formatMoney(lang, payout.amountMinor, payout.currency)}
                  <br />
                  <span className={`payments-status-${payout.status}`}>
                    {t(`payouts.status.${payout.status}` as MessageKey)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
