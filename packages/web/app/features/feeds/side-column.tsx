import type { ContentSummary, TopicCard } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { TopicChips } from './cards';
import { StoryCard } from './story-card';

/** Hot topics as chips, under a heading. */
export function HotTopicsBox({ topics }: { topics: readonly TopicCard[] }) {
  const t = useT();
  return (
    <section className="side-box" aria-labelledby="hot-topics-heading">
      <h2 id="hot-topics-heading" className="side-box-title">
        {t('feeds.hotTopics.title')}
      </h2>
      {topics.length > 0 ? (
        <TopicChips topics={topics} label={t('feeds.hotTopics.title')} />
      ) : (
        <p className="muted">{t('feeds.hotTopics.empty')}</p>
      )}
    </section>
  );
}

/** A short list of stories (top or featured) with a link to the whole list. */
export function StoryListBox({
  id,
  title,
  stories,
  more,
}: {
  id: string;
  title: string;
  stories: readonly ContentSummary[];
  more: { href: string; label: string };
}) {
  if (stories.length === 0) return null;
  return (
    <section className="side-box" aria-labelledby={id}>
      <h2 id={id} className="side-box-title">
        {title}
      </h2>
      <ol className="side-stories">
        {stories.map((story) => (
          <li key={story.cgroupId}>
            <StoryCard story={story} variant="compact" />
          </li>
        ))}
      </ol>
      <Link className="side-box-more" to={more.href}>
        {more.label}
      </Link>
    </section>
  );
}

/** Where else to read: explore, top stories, featured, vote lists, local guides, places, a random topic. */
export function DiscoverLinks() {
  const t = useT();
  const links = [
    { to: '/explore.html', label: t('feeds.explore.title') },
    { to: '/top_stories.html', label: t('feeds.topStories.title') },
    { to: '/featured.html', label: t('feeds.featured.title') },
    { to: '/vote_lists.html', label: t('feeds.voteLists.title') },
    { to: '/local_guides.html', label: t('feeds.localGuides.title') },
    { to: '/home.html', label: t('feeds.places.title') },
    { to: '/random_topic.html', label: t('feeds.explore.random') },
  ];
  return (
    <nav className="side-box discover-links" aria-label={t('feeds.discover')}>
      <h2 className="side-box-title">{t('feeds.discover')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
