import type { TopicCard } from '@masthead/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscoverLinks, HotTopicsBox } from './side-column';

type SideColumn = {
  /** Accessible name of the side column. */
  sideLabel: string;
  hotTopics: readonly TopicCard[];
  /** Between the hot topics and the discover links (a short list of top or featured stories). */
  sideStories?: ReactNode;
};

/**
 * The shape every feeds page shares: a heading, an intro, the feed under them, and the side column
 * (hot topics, an optional story list, where else to read).
 */
export function FeedPage({
  titleId,
  title,
  intro,
  className,
  children,
  ...side
}: SideColumn & {
  titleId: string;
  title: ReactNode;
  /** Under the heading: the page's lede or a notice. */
  intro?: ReactNode;
  /** Added to `feeds-page` (the home page's own styles). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `feeds-page ${className}` : 'feeds-page'}>
      <FeedColumns {...side}>
        <section aria-labelledby={titleId}>
          <h1 id={titleId} className="feeds-title">
            {title}
          </h1>
          {intro}
          {children}
        </section>
      </FeedColumns>
    </div>
  );
}

/** The feed beside its side column. */
export function FeedColumns({
  sideLabel,
  hotTopics,
  sideStories,
  className,
  children,
}: SideColumn & { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `feeds-layout ${className}` : 'feeds-layout'}>
      {children}
      <aside className="feeds-side" aria-label={sideLabel}>
        <HotTopicsBox topics={hotTopics} />
        {sideStories}
        <DiscoverLinks />
      </aside>
    </div>
  );
}

/** A titled part of a feeds page, with a link to the whole list when there is one. */
export function FeedSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="feeds-section-title">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id}>
      {more ? (
        <div className="feeds-section-head">
          {heading}
          <Link to={more.href}>{more.label}</Link>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
