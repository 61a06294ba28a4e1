import {
  type ContentRequestInbox,
  type ContentRequestSummary,
  contentRequestPaths,
  INBOX_SIDES,
} from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatMoney } from '../content/format';
import { AvailabilityForm } from './availability-form';
import { statusKey, tabKey } from './labels';
import './content-requests.css';

function Item({ item, side }: { item: ContentRequestSummary; side: ContentRequestInbox['side'] }) {
  const { t, lang } = useI18n();
  const other = side === 'requester' ? item.creator : item.requester;
  const offer = item.counterOffer ?? item.offer;
  return (
    <li className="request-item">
      <Link to={contentRequestPaths.request(item.id)} className="request-item-title">
        {item.title}
      </Link>
      <span className={`request-status request-status-${item.status}`}>{t(statusKey(item.status))}</span>
      <span className="muted">
        {t(side === 'requester' ? 'contentRequests.item.to' : 'contentRequests.item.from', {
          name: other.displayName || other.username,
        })}{' '}
        ·{' '}
        {t('contentRequests.item.offer', {
          amount: formatMoney(lang, offer.feeMinor, item.currency),
          date: formatDate(lang, offer.deadline),
        })}
      </span>
    </li>
  );
}

/**
 * The content-request inbox: the side (asked by me, asked of me), the profile one commissions as, the
 * tabs (SPEC §4's list groups of that side, plus 'Under revision' and 'Paid') with their counts.
 */
export function InboxView({ inbox }: { inbox: ContentRequestInbox }) {
  const { t } = useI18n();
  const as =
    inbox.requester && inbox.requesterChoices[0]?.userId !== inbox.requester.userId
      ? inbox.requester.userId
      : undefined;
  const current = inbox.tabs.find((tab) => tab.tab === inbox.tab);
  return (
    <div className="page content-requests-page">
      <header className="requests-header">
        <h1>{t('contentRequests.title')}</h1>
        <Link className="button button-primary" to={contentRequestPaths.create(as)}>
          {t('contentRequests.new')}
        </Link>
      </header>
      <nav aria-label={t('contentRequests.sides')} className="requests-sides">
        {INBOX_SIDES.map((side) => (
          <Link
            key={side}
            to={contentRequestPaths.inbox(side, undefined, side === 'requester' ? as : undefined)}
            aria-current={inbox.side === side ? 'page' : undefined}
          >
            {t(`contentRequests.side.${side}`)}
          </Link>
        ))}
      </nav>
      {inbox.side === 'requester' && inbox.requesterChoices.length > 1 && (
        <form method="get" action="/requests" className="requests-as">
          <label htmlFor="requests-as">{t('contentRequests.as')}</label>{' '}
          <select id="requests-as" name="as" defaultValue={String(inbox.requester?.userId ?? '')}>
            {inbox.requesterChoices.map((choice) => (
              <option key={choice.userId} value={choice.userId}>
                {choice.displayName || choice.username}
              </option>
            ))}
          </select>{' '}
          <button type="submit" className="button button-secondary">
            {t('contentRequests.asShow')}
          </button>
        </form>
      )}
      <nav aria-label={t('contentRequests.tabs')} className="requests-tabs">
        {inbox.tabs.map(({ tab, count }) => (
          <Link
            key={tab}
            to={contentRequestPaths.inbox(inbox.side, tab, as)}
            aria-current={inbox.tab === tab ? 'page' : undefined}
          >
            {t('contentRequests.tabCount', { tab: t(tabKey(tab)), count })}
          </Link>
        ))}
      </nav>
      <h2>{current ? t(tabKey(current.tab)) : null}</h2>
      {inbox.items.length === 0 ? (
        <EmptyState title={t(tabKey(inbox.tab))} message={t('contentRequests.empty')} />
      ) : (
        <ul className="request-list">
          {inbox.items.map((item) => (
            <Item key={item.id} item={item} side={inbox.side} />
          ))}
        </ul>
      )}
      {inbox.availability && <AvailabilityForm initial={inbox.availability} />}
    </div>
  );
}
