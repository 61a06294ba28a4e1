import type { TopicCard } from '@masthead/core';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { originOf } from '../features/content/share-meta';
import { LocationCardView, TopicCardView } from '../features/feeds/cards';
import { FeedSection } from '../features/feeds/feed-page';
import { feedsMeta } from '../features/feeds/page-meta';
import { StoryCard } from '../features/feeds/story-card';
import { useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/explore';

/** Explore: hot topics, top stories, editors' topics and featured places, with follow buttons. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  return { ...(await page.api.feeds.explore(page.feedLangs)), origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  feedsMeta(
    matches,
    { title: 'feeds.explore.title', description: 'feeds.explore.lede' },
    { canonical: '/explore.html', origin: loaderData?.origin },
  );

export default function Explore({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { hotTopics, highlightedTopics, topStories, featuredLocations } = loaderData;
  return (
    <div className="feeds-page explore">
      <h1 className="feeds-title">{t('feeds.explore.title')}</h1>
      <p className="feeds-lede">
        {t('feeds.explore.lede')} <Link to="/random_topic.html">{t('feeds.explore.random')}</Link>
      </p>

      <FeedSection id="explore-hot" title={t('feeds.hotTopics.title')}>
        {hotTopics.length > 0 ? (
          <TopicGrid topics={hotTopics} />
        ) : (
          <p className="muted">{t('feeds.hotTopics.empty')}</p>
        )}
      </FeedSection>

      <FeedSection
        id="explore-top"
        title={t('feeds.topStories.title')}
        more={{ href: '/top_stories.html', label: t('feeds.topStories.seeAll') }}
      >
        {topStories.length > 0 ? (
          <ul className="feed">
            {topStories.map((story, index) => (
              <li key={story.cgroupId}>
                <StoryCard story={story} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('feeds.topStories.empty.title')} message={t('feeds.topStories.empty.body')} />
        )}
      </FeedSection>

      {highlightedTopics.length > 0 && (
        <FeedSection
          id="explore-highlighted"
          title={t('feeds.explore.highlighted')}
          more={{ href: '/featured.html', label: t('feeds.featured.seeAll') }}
        >
          <TopicGrid topics={highlightedTopics} />
        </FeedSection>
      )}

      {featuredLocations.length > 0 && (
        <FeedSection
          id="explore-places"
          title={t('feeds.explore.places')}
          more={{ href: '/local_guides.html', label: t('feeds.localGuides.title') }}
        >
          <ul className="card-grid">
            {featuredLocations.map((location) => (
              <li key={location.locationId}>
                <LocationCardView location={location} />
              </li>
            ))}
          </ul>
        </FeedSection>
      )}
    </div>
  );
}

function TopicGrid({ topics }: { topics: readonly TopicCard[] }) {
  return (
    <ul className="card-grid topic-grid">
      {topics.map((topic) => (
        <li key={topic.topicId}>
          <TopicCardView topic={topic} />
        </li>
      ))}
    </ul>
  );
}
