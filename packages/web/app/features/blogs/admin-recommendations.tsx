import type { PublisherRecommendationView, RecommendationsPage } from '@masthead/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { formatDate, messageNodes } from '../content/format';
import { dismissRecommendation, moreRecommendations, submitRecommendation } from './blogs-api';
import { ProfileLink } from './profile-link';

/** Publishers readers recommended: review one as a submission, or dismiss it. */
export function AdminRecommendations({ initial }: { initial: RecommendationsPage }) {
  const { t, lang } = useI18n();
  const revalidator = useRevalidator();
  const [items, setItems] = useState<PublisherRecommendationView[]>(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (item: PublisherRecommendationView, action: 'dismiss' | 'submit') => {
    setBusyId(item.recommendationId);
    const result =
      action === 'dismiss'
        ? await dismissRecommendation(item.recommendationId)
        : await submitRecommendation(item.recommendationId);
    setBusyId(null);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => current.filter((entry) => entry.recommendationId !== item.recommendationId));
    showSnackbar(t(action === 'dismiss' ? 'blogs.admin.dismissed' : 'blogs.admin.submitted'));
    // The new submission joins the queue and its counts.
    if (action === 'submit') void revalidator.revalidate();
  };

  const more = async () => {
    if (!cursor) return;
    const result = await moreRecommendations(cursor);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => [...current, ...result.data.items]);
    setCursor(result.data.nextCursor);
  };

  return (
    <section className="blog-recommendations" aria-labelledby="blog-recommendations-title">
      <h2 id="blog-recommendations-title">{t('blogs.admin.recommendations')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('blogs.admin.recommendations.empty')}</p>
      ) : (
        <ul className="blog-list">
          {items.map((item) => (
            <li key={item.recommendationId} className="blog-item">
              <p className="blog-item-title">
                <a href={item.url} rel="noopener noreferrer nofollow" target="_blank" className="blog-url">
                  {item.url}
                </a>
              </p>
              {item.note && <p className="blog-description">{item.note}</p>}
              <p className="blog-meta muted">
                <span>
                  {messageNodes(t('blogs.admin.recommendedBy'), {
                    name: <ProfileLink profile={item.recommender} />,
                  })}
                </span>
                <span>{formatDate(lang, item.createdAt)}</span>
              </p>
              <div className="blog-item-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busyId === item.recommendationId}
                  onClick={() => void act(item, 'submit')}
                >
                  {t('blogs.admin.reviewAsSubmission')}
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={busyId === item.recommendationId}
                  onClick={() => void act(item, 'dismiss')}
                >
                  {t('blogs.admin.dismiss')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" className="button button-secondary blog-more" onClick={() => void more()}>
          {t('blogs.admin.more')}
        </button>
      )}
    </section>
  );
}
