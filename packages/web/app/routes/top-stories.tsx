import { getPageContext } from '../context';
import { originOf } from '../features/content/share-meta';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { feedsMeta } from '../features/feeds/page-meta';
import { cursorParam } from '../features/feeds/page-params';
import { DiscoverLinks, HotTopicsBox } from '../features/feeds/side-column';
import { useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/top-stories';

/** SPEC §2 'top stories': every published story by hot score, in the reader's feed languages. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const cursor = cursorParam(request);
  const [feed, hotTopics] = await Promise.all([
    page.api.feeds.topStories(page.feedLangs, { cursor }),
    page.api.feeds.hotTopics(),
  ]);
  return { feed, hotTopics, paged: cursor !== null, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  feedsMeta(
    matches,
    { title: 'feeds.topStories.title', description: 'feeds.topStories.lede' },
    { noindex: loaderData?.paged ?? false, canonical: '/top_stories.html', origin: loaderData?.origin },
  );

export default function TopStories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="feeds-page">
      <div className="feeds-layout">
        <section aria-labelledby="top-title">
          <h1 id="top-title" className="feeds-title">
            {t('feeds.topStories.title')}
          </h1>
          <p className="feeds-lede">{t('feeds.topStories.lede')}</p>
          <InfiniteFeed
            initial={loaderData.feed}
            endpoint="/api2/feed/top"
            label={t('feeds.topStories.title')}
            headingLevel={2}
            pagedLinks
            empty={
              <EmptyState
                title={t('feeds.topStories.empty.title')}
                message={t('feeds.topStories.empty.body')}
              />
            }
          />
        </section>
        <aside className="feeds-side" aria-label={t('feeds.discover')}>
          <HotTopicsBox topics={loaderData.hotTopics} />
          <DiscoverLinks />
        </aside>
      </div>
    </div>
  );
}
