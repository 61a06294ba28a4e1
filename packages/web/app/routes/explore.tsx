import { Link } from 'react-router';
import { getPageContext } from '../context';
import { originOf } from '../features/content/share-meta';
import { LocationCardView, TopicCardView } from '../features/feeds/cards';
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

      <section aria-labelledby="explore-hot">
        <h2 id="explore-hot" className="feeds-section-title">
          {t('feeds.hotTopics.title')}
        </h2>
        {hotTopics.length > 0 ? (
          <ul className="card-grid topic-grid">
            {hotTopics.map((topic) => (
              <li key={topic.topicId}>
                <TopicCardView topic={topic} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('feeds.hotTopics.empty')}</p>
        )}
      </section>

      <section aria-labelledby="explore-top">
        <div className="feeds-section-head">
          <h2 id="explore-top" className="feeds-section-title">
            {t('feeds.topStories.title')}
          </h2>
          <Link to="/top_stories.html">{t('feeds.topStories.seeAll')}</Link>
        </div>
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
      </section>

      {highlightedTopics.length > 0 && (
        <section aria-labelledby="explore-highlighted">
          <div className="feeds-section-head">
            <h2 id="explore-highlighted" className="feeds-section-title">
              {t('feeds.explore.highlighted')}
            </h2>
            <Link to="/featured.html">{t('feeds.featured.seeAll')}</Link>
          </div>
          <ul className="card-grid topic-grid">
            {highlightedTopics.map((topic) => (
              <li key={topic.topicId}>
                <TopicCardView topic={topic} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {featuredLocations.length > 0 && (
        <section aria-labelledby="explore-places">
          <div className="feeds-section-head">
            <h2 id="explore-places" className="feeds-section-title">
              {t('feeds.explore.places')}
            </h2>
            <Link to="/local_guides.html">{t('feeds.localGuides.title')}</Link>
          </div>
          <ul className="card-grid">
            {featuredLocations.map((location) => (
              <li key={location.locationId}>
                <LocationCardView location={location} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
