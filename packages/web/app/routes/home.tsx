import { Link } from 'react-router';
import { getPageContext } from '../context';
import { originOf, shareMeta } from '../features/content/share-meta';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { cursorParam } from '../features/feeds/page-params';
import { DiscoverLinks, HotTopicsBox, StoryListBox } from '../features/feeds/side-column';
import { useLoginPrompt } from '../features/shell/login-prompt';
import { metaTranslator, useT } from '../lib/i18n';
import { useViewer } from '../lib/root-data';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/home';

/**
 * Home. A signed-in reader gets their feed (what they follow, in their feed languages; top stories
 * when they follow nothing) with hot topics and top stories beside it; a guest gets the front page:
 * the sign-up hero, top stories, hot topics and featured stories.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const cursor = cursorParam(request);
  const langs = page.feedLangs;
  if (page.viewer) {
    const [feed, hotTopics, topStories] = await Promise.all([
      page.api.feeds.home(langs, { cursor }),
      page.api.feeds.hotTopics(),
      page.api.feeds.topStories(langs, { limit: 5 }),
    ]);
    return {
      kind: 'member' as const,
      feed,
      hotTopics,
      topStories,
      paged: cursor !== null,
      origin: originOf(request),
    };
  }
  const [feed, hotTopics, featured] = await Promise.all([
    page.api.feeds.topStories(langs, { cursor }),
    page.api.feeds.hotTopics(),
    page.api.feeds.featured(langs),
  ]);
  return {
    kind: 'guest' as const,
    feed,
    hotTopics,
    featured: featured.slice(0, 5),
    paged: cursor !== null,
    origin: originOf(request),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const description = t('home.meta.description');
  // The same page answers at / and /index.html: / is the one search engines should keep.
  if (loaderData?.origin) {
    return shareMeta({
      title: t('home.meta.title'),
      shareTitle: 'Masthead',
      description,
      path: '/',
      origin: loaderData.origin,
      noindex: loaderData.paged,
    });
  }
  return [{ title: t('home.meta.title') }, { name: 'description', content: description }];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  if (loaderData.kind === 'member' && viewer) return <MemberHome data={loaderData} />;
  if (loaderData.kind === 'guest') return <GuestHome data={loaderData} />;
  return null;
}

type LoaderData = Route.ComponentProps['loaderData'];

function GuestHome({ data }: { data: Extract<LoaderData, { kind: 'guest' }> }) {
  const t = useT();
  const { openLoginPrompt } = useLoginPrompt();
  const features = [
    { title: t('home.feature.read.title'), body: t('home.feature.read.body') },
    { title: t('home.feature.follow.title'), body: t('home.feature.follow.body') },
    { title: t('home.feature.publish.title'), body: t('home.feature.publish.body') },
  ];
  return (
    <div className="feeds-page home">
      <section className="hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">{t('home.hero.title')}</h1>
        <p className="hero-lede">{t('home.hero.body')}</p>
        <div className="hero-actions">
          <button
            type="button"
            className="button button-primary button-large"
            onClick={() => openLoginPrompt('signup')}
          >
            {t('home.hero.signUp')}
          </button>
          <button
            type="button"
            className="button button-secondary button-large"
            onClick={() => openLoginPrompt('signin')}
          >
            {t('shell.signIn')}
          </button>
        </div>
      </section>
      <ul className="feature-list">
        {features.map((feature) => (
          <li key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.body}</p>
          </li>
        ))}
      </ul>
      <div className="feeds-layout home-front">
        <section aria-labelledby="top-stories-heading">
          <div className="feeds-section-head">
            <h2 id="top-stories-heading" className="feeds-section-title">
              {t('feeds.topStories.title')}
            </h2>
            <Link to="/top_stories.html">{t('feeds.topStories.seeAll')}</Link>
          </div>
          <InfiniteFeed
            initial={data.feed}
            endpoint="/api2/feed/top"
            label={t('feeds.topStories.title')}
            pagedLinks
            empty={
              <EmptyState
                title={t('feeds.topStories.empty.title')}
                message={t('feeds.topStories.empty.body')}
              />
            }
          />
        </section>
        <aside className="feeds-side" aria-label={t('feeds.home.side')}>
          <HotTopicsBox topics={data.hotTopics} />
          <StoryListBox
            id="featured-heading"
            title={t('feeds.featured.title')}
            stories={data.featured}
            more={{ href: '/featured.html', label: t('feeds.featured.seeAll') }}
          />
          <DiscoverLinks />
        </aside>
      </div>
    </div>
  );
}

function MemberHome({ data }: { data: Extract<LoaderData, { kind: 'member' }> }) {
  const t = useT();
  const viewer = useViewer();
  // A reader who follows nothing yet is greeted and shown the top stories until they do.
  const welcome = data.feed.source === 'top' && viewer;
  return (
    <div className="feeds-page home">
      <div className="feeds-layout">
        <section aria-labelledby="home-feed-title">
          <h1 id="home-feed-title" className="feeds-title">
            {welcome ? t('home.welcome.title', { name: viewer.displayName }) : t('feeds.home.title')}
          </h1>
          {data.feed.source === 'top' && (
            <p className="feeds-notice">
              {t('feeds.home.fromTop')} <Link to="/explore.html">{t('feeds.explore.title')}</Link>
            </p>
          )}
          <InfiniteFeed
            initial={data.feed}
            endpoint="/api2/feed/home"
            label={t('feeds.home.title')}
            headingLevel={2}
            pagedLinks
            empty={
              <EmptyState
                title={t('feeds.home.empty.title')}
                message={t('feeds.home.empty.body')}
                action={{ label: t('feeds.explore.title'), href: '/explore.html' }}
              />
            }
          />
        </section>
        <aside className="feeds-side" aria-label={t('feeds.home.side')}>
          <HotTopicsBox topics={data.hotTopics} />
          <StoryListBox
            id="top-stories-heading"
            title={t('feeds.topStories.title')}
            stories={data.topStories.items}
            more={{ href: '/top_stories.html', label: t('feeds.topStories.seeAll') }}
          />
          <DiscoverLinks />
        </aside>
      </div>
    </div>
  );
}
