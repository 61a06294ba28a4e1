import {
  type AdminBlogQueuePage,
  BLOG_STATUSES,
  type BlogStatus,
  type MessageKey,
  type RecommendationsPage,
} from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { AdminRecommendations } from './admin-recommendations';
import { AdminSubmissionCard } from './admin-submission-card';
import { adminQueue } from './blogs-api';
import '../accounts/accounts.css';
import './blogs.css';

const STATUS_KEYS: Record<BlogStatus, MessageKey> = {
  pending: 'blogs.status.pending',
  approved: 'blogs.status.approved',
  not_approved: 'blogs.status.not_approved',
  canceled: 'blogs.status.canceled',
};

type AdminQueueProps = { queue: AdminBlogQueuePage; recommendations: RecommendationsPage };

/** The review queue: one state at a time (pending first, oldest first), then the recommendations. */
export function AdminQueue({ queue, recommendations }: AdminQueueProps) {
  const { t } = useI18n();
  const [items, setItems] = useState(queue.items);
  const [cursor, setCursor] = useState(queue.nextCursor);
  const [loading, setLoading] = useState(false);

  const more = async () => {
    if (!cursor) return;
    setLoading(true);
    const result = await adminQueue(queue.status, cursor);
    setLoading(false);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => [
      ...current,
      ...result.data.items.filter(
        (item) => !current.some((known) => known.submissionId === item.submissionId),
      ),
    ]);
    setCursor(result.data.nextCursor);
  };

  return (
    <>
      <nav className="blog-tabs" aria-label={t('blogs.admin.tabs')}>
        {BLOG_STATUSES.map((status) => (
          <Link
            key={status}
            to={status === 'pending' ? '/admin/blogs.html' : `/admin/blogs.html?status=${status}`}
            className={status === queue.status ? 'blog-tab is-current' : 'blog-tab'}
            aria-current={status === queue.status ? 'page' : undefined}
          >
            {t('blogs.admin.tab', { label: t(STATUS_KEYS[status]), count: queue.counts[status] })}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="blog-empty muted">{t('blogs.admin.empty')}</p>
      ) : (
        <ul className="blog-list">
          {items.map((item) => (
            <AdminSubmissionCard
              key={item.submissionId}
              item={item}
              onChange={(next) =>
                setItems((current) =>
                  current.map((entry) => (entry.submissionId === next.submissionId ? next : entry)),
                )
              }
            />
          ))}
        </ul>
      )}
      {cursor && (
        <button
          type="button"
          className="button button-secondary blog-more"
          disabled={loading}
          onClick={() => void more()}
        >
          {t('blogs.admin.more')}
        </button>
      )}
      <AdminRecommendations initial={recommendations} />
    </>
  );
}
