import type { ContentSummary, FeedPage } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { type FeedInsert, InfiniteFeed } from '../feeds/infinite-feed';
import './profiles.css';

type ProfileStoriesProps = {
  feed: FeedPage<ContentSummary>;
  /** The profile's id; with a magazine, the writer's stories in that magazine. */
  userId: number;
  magazineUserId?: number | undefined;
  /** Stories per page (SPEC §9's main feed limit); the first page came with the page. */
  limit?: number | undefined;
  label: string;
  emptyMessage: string;
  /** A magazine's open-contribution card, at its place among the stories. */
  insert?: FeedInsert | undefined;
};

/** A profile's published stories, newest first, loading more as the reader scrolls. */
export function ProfileStories({
  feed,
  userId,
  magazineUserId,
  limit,
  label,
  emptyMessage,
  insert,
}: ProfileStoriesProps) {
  const t = useT();
  const feedQuery = {
    userId,
    ...(magazineUserId ? { magazineUserId } : {}),
    ...(limit ? { limit: String(limit) } : {}),
  };
  return (
    <section id="profile-stories" className="profile-stories" aria-labelledby="profile-stories-heading">
      <h2 id="profile-stories-heading">{t('content.profile.stories')}</h2>
      <InfiniteFeed
        initial={feed}
        route="GET /api2/profile/content"
        query={feedQuery}
        label={label}
        empty={<EmptyState title={t('content.profile.emptyTitle')} message={emptyMessage} />}
        insert={insert}
      />
    </section>
  );
}
