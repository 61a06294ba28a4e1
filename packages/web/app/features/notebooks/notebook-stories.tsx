import type { ContentSummary, FeedPage } from '@masthead/core';
import { useId, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { LoadMoreButton } from '../../ui/load-more-button';
import { showSnackbar } from '../../ui/snackbar';
import { useCursorPages } from '../../ui/use-cursor-pages';
import { StoryCard } from '../feeds/story-card';
import './notebooks.css';

type Props = {
  notebookId: number;
  notebookName: string;
  initial: FeedPage<ContentSummary>;
  isOwner: boolean;
  /** A story was taken out (the page's count follows). */
  onRemoved?: () => void;
};

/**
 * A notebook's stories, most recently saved first, with a button for the next page (the owner can
 * take a story out right here).
 */
export function NotebookStories({ notebookId, notebookName, initial, isOwner, onRemoved }: Props) {
  const t = useT();
  const headingId = useId();
  const { items, setItems, cursor, loading, loadMore } = useCursorPages(initial, {
    fetchPage: (next) => call('GET /api2/notebook/stories', { notebookId, cursor: next }),
    keyOf: (item) => item.cgroupId,
  });
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(story: ContentSummary) {
    setRemoving(story.cgroupId);
    const result = await call('POST /api2/notebook/unsave', { notebookId, cgroupId: story.cgroupId });
    setRemoving(null);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => current.filter((item) => item.cgroupId !== story.cgroupId));
    onRemoved?.();
    showSnackbar(t('notebooks.removedFrom', { name: notebookName }));
  }

  // Empty only when nothing is left to load either.
  if (items.length === 0 && !cursor)
    return (
      <EmptyState
        title={t('notebooks.stories.empty.title')}
        message={isOwner ? t('notebooks.stories.empty.owner') : t('notebooks.stories.empty.other')}
      />
    );

  return (
    <section aria-labelledby={headingId}>
      {/* The cards' h3 titles need an h2 above them; the header already shows the count. */}
      <h2 id={headingId} className="visually-hidden">
        {t('notebooks.storiesLabel')}
      </h2>
      <ul className={isOwner ? 'notebook-stories is-owner' : 'notebook-stories'}>
        {items.map((story) => (
          <li key={story.cgroupId} className="notebook-story">
            <StoryCard story={story} />
            {isOwner && (
              <div className="notebook-story-actions">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={t('notebooks.story.removeLabel', { title: story.title })}
                  disabled={removing === story.cgroupId}
                  onClick={() => void remove(story)}
                >
                  {t('notebooks.story.remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {cursor && (
        <LoadMoreButton
          loading={loading}
          onLoad={() => void loadMore()}
          label={t('notebooks.loadMore')}
          loadingLabel={t('notebooks.loadingMore')}
        />
      )}
    </section>
  );
}
