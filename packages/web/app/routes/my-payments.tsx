import type { MessageKey, PaymentReceipt } from '@masthead/core';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { formatDate, formatMoney } from '../features/content/format';
import { planNameKey } from '../features/magazines/plan-labels';
import { EarningsSection } from '../features/payments/earnings-section';
import { metaTranslator, useI18n } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/my-payments';
import '../features/payments/payments.css';

/**
 * /my_payments.html: the viewer's receipts (donations, premium stories and plans), newest first, and
 * their earnings with the payout of each balance.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const [payments, earnings] = await Promise.all([
    page.api.payments.myPayments(),
    page.api.payments.earnings(),
  ]);
  if (!payments || !earnings) return null;
  return { payments, earnings, sandbox: page.api.payments.config().provider === 'sandbox' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('payments.mine.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

function Row({ receipt }: { receipt: PaymentReceipt }) {
  const { t, lang } = useI18n();
  return (
    <tr>
      <td>
        {receipt.plan ? (
          <Link to={`/dashboard/@${receipt.plan.username}/plan`}>
            {t('plans.mine.receipt', {
              plan: t(planNameKey(receipt.plan.planGroup)),
              magazine: receipt.plan.displayName || receipt.plan.username,
            })}
          </Link>
        ) : receipt.contentRequest ? (
          <Link to={receipt.contentRequest.url}>{receipt.contentRequest.title}</Link>
        ) : receipt.content ? (
          <Link to={receipt.content.url}>{receipt.content.title}</Link>
        ) : (
          <span className="muted">{t('payments.mine.gone')}</span>
        )}
        <br />
        <span className="muted">
          {t(`payments.mine.purpose.${receipt.purpose}` as MessageKey)} ·{' '}
          <time dateTime={receipt.createdAt}>{formatDate(lang, receipt.createdAt)}</time>
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
  );
}

export default function MyPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData)
    return <PublicOverlay title={t('payments.mine.title')} message={t('payments.mine.guest')} />;
  return (
    <div className="page payments-page">
      <h1>{t('payments.mine.title')}</h1>
      {loaderData.payments.length === 0 ? (
        <EmptyState title={t('payments.mine.title')} message={t('payments.mine.empty')} />
      ) : (
        <table>
          <caption className="visually-hidden">{t('payments.mine.intro')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.mine.what')}</th>
              <th scope="col" className="payments-amount">
                {t('payments.mine.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.payments.map((receipt) => (
              <Row key={receipt.paymentId} receipt={receipt} />
            ))}
          </tbody>
        </table>
      )}
      <EarningsSection initial={loaderData.earnings} sandbox={loaderData.sandbox} />
    </div>
  );
}
