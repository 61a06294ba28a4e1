import type { ContentSummary } from '@masthead/core';
import { Link } from 'react-router';

/** One story in a feed, a topic page, search results or a notebook. Owned by the feeds feature. */
export function StoryCard({ story }: { story: ContentSummary }) {
  return (
    <article className="story-card">
      <h3>
        <Link to={story.url}>{story.title}</Link>
      </h3>
    </article>
  );
}
