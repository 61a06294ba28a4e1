import { loadFeedPage } from '../features/feeds/feed-loader';
import { FeedPage } from '../features/feeds/feed-page';
import { feedsMeta } from '../features/feeds/page-meta';
import { TopStoriesFeed } from '../features/feeds/top-stories-feed';
import { useT } from '../lib/i18n';
import type { Route } from './+types/top-stories';

/** SPEC §2 'top stories': every published story by hot score, in the reader's feed languages. */
export async function loader(args: Route.LoaderArgs) {
  return loadFeedPage(args, async (page, cursor) => ({
    feed: await page.api.feeds.topStories(page.feedLangs, { cursor }),
  }));
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
    <FeedPage
      titleId="top-title"
      title={t('feeds.topStories.title')}
      intro={<p className="feeds-lede">{t('feeds.topStories.lede')}</p>}
      sideLabel={t('feeds.discover')}
      hotTopics={loaderData.hotTopics}
    >
      <TopStoriesFeed initial={loaderData.feed} headingLevel={2} />
    </FeedPage>
  );
}
