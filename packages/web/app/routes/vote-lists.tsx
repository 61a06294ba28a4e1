import { getPageContext } from '../context';
import { originOf } from '../features/content/share-meta';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { feedsMeta } from '../features/feeds/page-meta';
import { cursorParam } from '../features/feeds/page-params';
import { useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/vote-lists';

/** SPEC §2 vote lists directory: votable lists (ctype 102), newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const cursor = cursorParam(request);
  return {
    feed: await page.api.feeds.voteLists(page.feedLangs, cursor),
    paged: cursor !== null,
    origin: originOf(request),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  feedsMeta(
    matches,
    { title: 'feeds.voteLists.title', description: 'feeds.voteLists.lede' },
    { noindex: loaderData?.paged ?? false, canonical: '/vote_lists.html', origin: loaderData?.origin },
  );

export default function VoteLists({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="feeds-page page-narrow-feed">
      <h1 className="feeds-title">{t('feeds.voteLists.title')}</h1>
      <p className="feeds-lede">{t('feeds.voteLists.lede')}</p>
      <InfiniteFeed
        initial={loaderData.feed}
        route="GET /api2/feed/vote-lists"
        label={t('feeds.voteLists.title')}
        headingLevel={2}
        pagedLinks
        empty={
          <EmptyState
            title={t('feeds.voteLists.empty.title')}
            message={t('feeds.voteLists.empty.body')}
            action={{ label: t('feeds.explore.title'), href: '/explore.html' }}
          />
        }
      />
    </div>
  );
}
