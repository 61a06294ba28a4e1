import { getPageContext } from '../context';
import { originOf } from '../features/content/share-meta';
import { feedsMeta } from '../features/feeds/page-meta';
import { DiscoverLinks, HotTopicsBox } from '../features/feeds/side-column';
import { StoryCard } from '../features/feeds/story-card';
import { useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/featured';

/** SPEC §9 featured page: at most 15 editors' picks. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const [stories, hotTopics] = await Promise.all([
    page.api.feeds.featured(page.feedLangs),
    page.api.feeds.hotTopics(),
  ]);
  return { stories, hotTopics, origin: originOf(request) };
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
    <div className="feeds-page">
      <div className="feeds-layout">
        <section aria-labelledby="featured-title">
          <h1 id="featured-title" className="feeds-title">
            {t('feeds.featured.title')}
          </h1>
          <p className="feeds-lede">{t('feeds.featured.lede')}</p>
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
        </section>
        <aside className="feeds-side" aria-label={t('feeds.discover')}>
          <HotTopicsBox topics={loaderData.hotTopics} />
          <DiscoverLinks />
        </aside>
      </div>
    </div>
  );
}
