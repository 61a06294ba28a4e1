import {
  REVIEW_QUEUE_TABS,
  type ReviewQueuePage,
  type ReviewQueueTab,
  reviewQueuePath,
} from '@masthead/core';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { LoadMoreButton } from '../../ui/load-more-button';
import { useCursorPages } from '../../ui/use-cursor-pages';
import { Tabs } from '../feeds/tabs';
import { DashboardNav } from '../magazines/dashboard-nav';
import { reviewQueuePage } from './editorial-api';
import { ReviewQueueItem } from './review-queue-item';
import '../feeds/feeds.css';
import './editorial.css';

const TAB_LABELS = {
  submitted: 'editorial.queue.tab.submitted',
  returned: 'editorial.queue.tab.returned',
} as const;
const EMPTY = {
  submitted: {
    title: 'editorial.queue.empty.submitted.title',
    message: 'editorial.queue.empty.submitted.message',
  },
  returned: {
    title: 'editorial.queue.empty.returned.title',
    message: 'editorial.queue.empty.returned.message',
  },
} as const;

/**
 * /dashboard/@{magazine}/review: the submissions waiting for an editor, oldest first, and those
 * returned to their authors. A submission opens in the editor, where it is edited, returned with a
 * note or published.
 */
export function ReviewQueue({ initial }: { initial: ReviewQueuePage }) {
  const t = useT();
  const { magazine, tab } = initial;
  const { items, cursor, loading, loadMore } = useCursorPages(initial, {
    fetchPage: (next) => reviewQueuePage({ magazineUserId: String(magazine.userId), tab, cursor: next }),
    keyOf: (item) => item.cgroupId,
  });
  const tabs = REVIEW_QUEUE_TABS.map((key: ReviewQueueTab) => ({
    key,
    label: t(TAB_LABELS[key], { count: initial.counts[key] }),
    href: reviewQueuePath(magazine.username, key),
  }));

  return (
    <div className="page review-queue">
      <DashboardNav magazine={magazine} current="review" />
      <header className="review-queue-header">
        <h1>{t('editorial.queue.heading', { magazine: magazine.displayName || magazine.username })}</h1>
      </header>
      <Tabs label={t('editorial.queue.tabs')} tabs={tabs} selected={tab} idPrefix="review-queue">
        {items.length === 0 ? (
          <EmptyState title={t(EMPTY[tab].title)} message={t(EMPTY[tab].message)} />
        ) : (
          <>
            <ul className="review-queue-list">
              {items.map((item) => (
                <ReviewQueueItem key={item.cgroupId} item={item} />
              ))}
            </ul>
            {cursor && (
              <LoadMoreButton
                loading={loading}
                onLoad={() => void loadMore()}
                label={t('editorial.queue.loadMore')}
                loadingLabel={t('editorial.queue.loading')}
              />
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}
