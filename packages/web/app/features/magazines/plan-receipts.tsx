import type { MessageKey, PlanReceipt } from '@masthead/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney } from '../content/format';
import { planNameKey } from './plan-labels';

/** The plan's payments, newest first, for those who manage billing; each payer's receipts are on My payments. */
export function PlanReceipts({ receipts }: { receipts: PlanReceipt[] }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  return (
    <section className="plan-receipts payments-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('plans.receipts.title')}</h2>
      {receipts.length === 0 ? (
        <p className="muted">{t('plans.receipts.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('payments.mine.what')}</th>
              <th scope="col" className="payments-amount">
                {t('payments.mine.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((receipt) => (
              <tr key={receipt.paymentId}>
                <td>
                  {t('plans.receipt.what', {
                    plan: t(planNameKey(receipt.planGroup)),
                    kind: t(`plans.kind.${receipt.kind}`),
                  })}
                  <br />
                  <span className="muted">
                    <time dateTime={receipt.createdAt}>{formatDate(lang, receipt.createdAt)}</time> ·{' '}
                    {t('plans.receipts.paidBy', { name: receipt.paidBy })}
                  </span>
                </td>
                <td className="payments-amount">
                  {formatMoney(lang, receipt.amountMinor, receipt.currency)}
                  <br />
                  <span className={`payments-status-${receipt.status}`}>
                    {t(`payments.mine.status.${receipt.status}` as MessageKey)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to="/my_payments.html">{t('plans.receipts.link')}</Link>
      </p>
    </section>
  );
}
