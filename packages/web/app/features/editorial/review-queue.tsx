import {
  REVIEW_QUEUE_TABS,
  type ReviewQueuePage,
  type ReviewQueueTab,
  reviewQueuePath,
} from '@masthead/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { showSnackbar } from '../../ui/snackbar';
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
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  const tabs = REVIEW_QUEUE_TABS.map((key: ReviewQueueTab) => ({
    key,
    label: t(TAB_LABELS[key], { count: initial.counts[key] }),
    href: reviewQueuePath(magazine.username, key),
  }));

  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    const result = await reviewQueuePage({ magazineUserId: String(magazine.userId), tab, cursor });
    setLoading(false);
    if (!result.ok) return showSnackbar(result.message);
    setItems((current) => [
      ...current,
      ...result.data.items.filter((item) => !current.some((known) => known.cgroupId === item.cgroupId)),
    ]);
    setCursor(result.data.nextCursor);
  }

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
              <div className="my-posts-more">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={loading}
                  aria-busy={loading || undefined}
                  onClick={() => void loadMore()}
                >
                  {loading ? t('editorial.queue.loading') : t('editorial.queue.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}
