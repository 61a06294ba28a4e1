import type { ContentSummary, FeedPage } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFeed } from './infinite-feed';

/** SPEC §2 top stories as an infinite feed whose 'Load more' is a `?cursor=` link. */
export function TopStoriesFeed({
  initial,
  headingLevel,
}: {
  initial: FeedPage<ContentSummary>;
  headingLevel?: 2;
}) {
  const t = useT();
  return (
    <InfiniteFeed
      initial={initial}
      route="GET /api2/feed/top"
      label={t('feeds.topStories.title')}
      {...(headingLevel ? { headingLevel } : {})}
      pagedLinks
      empty={
        <EmptyState title={t('feeds.topStories.empty.title')} message={t('feeds.topStories.empty.body')} />
      }
    />
  );
}
