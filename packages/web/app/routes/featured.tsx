import { loadFeedPage } from '../features/feeds/feed-loader';
import { FeedPage } from '../features/feeds/feed-page';
import { feedsMeta } from '../features/feeds/page-meta';
import { StoryCard } from '../features/feeds/story-card';
import { useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/featured';

/** SPEC §9 featured page: at most 15 editors' picks. */
export async function loader(args: Route.LoaderArgs) {
  return loadFeedPage(args, async (page) => ({ stories: await page.api.feeds.featured(page.feedLangs) }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  feedsMeta(
    matches,
    { title: 'feeds.featured.title', description: 'feeds.featured.lede' },
    { canonical: '/featured.html', origin: loaderData?.origin },
  );

export default function Featured({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <FeedPage
      titleId="featured-title"
      title={t('feeds.featured.title')}
      intro={<p className="feeds-lede">{t('feeds.featured.lede')}</p>}
      sideLabel={t('feeds.discover')}
      hotTopics={loaderData.hotTopics}
    >
      {loaderData.stories.length > 0 ? (
        <ul className="feed" aria-label={t('feeds.featured.title')}>
          {loaderData.stories.map((story, index) => (
            <li key={story.cgroupId}>
              <StoryCard
                story={story}
                variant={index === 0 ? 'lead' : 'default'}
                headingLevel={2}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('feeds.featured.empty.title')}
          message={t('feeds.featured.empty.body')}
          action={{ label: t('feeds.explore.title'), href: '/explore.html' }}
        />
      )}
    </FeedPage>
  );
}
