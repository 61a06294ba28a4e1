import type { ContentSummary, FeedPage } from '@masthead/core';
import type { ReactNode } from 'react';
import { StoryCard } from './story-card';

export type InfiniteFeedProps = {
  /** The first page, rendered on the server. */
  initial: FeedPage<ContentSummary>;
  /** A GET endpoint answering `{ data: FeedPage<ContentSummary> }`; `cursor` is added to its query. */
  endpoint: string;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label: string;
};

/** SPEC §9 infinite scroll over StoryCards. Owned by the feeds feature. */
export function InfiniteFeed({ initial, empty, label }: InfiniteFeedProps) {
  if (initial.items.length === 0) return <>{empty}</>;
  return (
    <ul className="feed" aria-label={label}>
      {initial.items.map((story) => (
        <li key={story.cgroupId}>
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
