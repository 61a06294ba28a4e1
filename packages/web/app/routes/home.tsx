import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { shareMeta } from '../features/content/share-meta';
import { loadFeedPage } from '../features/feeds/feed-loader';
import { FeedColumns, FeedPage, FeedSection } from '../features/feeds/feed-page';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { StoryListBox } from '../features/feeds/side-column';
import { TopStoriesFeed } from '../features/feeds/top-stories-feed';
import { siteOf } from '../features/magazines/site-options';
import { loadProfilePage } from '../features/profiles/profile-loader';
import { profileMeta } from '../features/profiles/profile-meta';
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
export async function loader(args: Route.LoaderArgs) {
  const page = getPageContext(args.context);
  // DESIGN §4: a business site's home is the business's own page (SPEC §2: the owner goes to /).
  const site = siteOf(page);
  if (site)
    return {
      kind: 'business' as const,
      ...(await loadProfilePage(page, args.request, { userId: site.userId })),
    };
  return page.viewer ? memberHome(args) : guestHome(args);
}

const memberHome = (args: Route.LoaderArgs) =>
  loadFeedPage(args, async (page, cursor) => {
    const [feed, topStories] = await Promise.all([
      page.api.feeds.home(page.feedLangs, { cursor }),
      page.api.feeds.topStories(page.feedLangs, { limit: 5 }),
    ]);
    return { kind: 'member' as const, feed, topStories };
  });

const guestHome = (args: Route.LoaderArgs) =>
  loadFeedPage(args, async (page, cursor) => {
    const [feed, featured] = await Promise.all([
      page.api.feeds.topStories(page.feedLangs, { cursor }),
      page.api.feeds.featured(page.feedLangs),
    ]);
    return { kind: 'guest' as const, feed, featured: featured.slice(0, 5) };
  });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind === 'business')
    return profileMeta(matches, loaderData.profile, loaderData.origin, '/');
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

/** A business site's home is the business's page: loaded only there, so the reader's home stays light. */
const BusinessHome = lazy(() =>
  import('../features/profiles/profile-view').then((module) => ({ default: module.ProfileView })),
);

export default function Home({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  if (loaderData.kind === 'business')
    return (
      <Suspense fallback={null}>
        <BusinessHome
          profile={loaderData.profile}
          stories={loaderData.stories}
          feedLimit={loaderData.feedLimit}
          extras={loaderData.extras}
          customisation={loaderData.customisation}
        />
      </Suspense>
    );
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
      <FeedColumns
        className="home-front"
        sideLabel={t('feeds.home.side')}
        hotTopics={data.hotTopics}
        sideStories={
          <StoryListBox
            id="featured-heading"
            title={t('feeds.featured.title')}
            stories={data.featured}
            more={{ href: '/featured.html', label: t('feeds.featured.seeAll') }}
          />
        }
      >
        <FeedSection
          id="top-stories-heading"
          title={t('feeds.topStories.title')}
          more={{ href: '/top_stories.html', label: t('feeds.topStories.seeAll') }}
        >
          <TopStoriesFeed initial={data.feed} />
        </FeedSection>
      </FeedColumns>
    </div>
  );
}

function MemberHome({ data }: { data: Extract<LoaderData, { kind: 'member' }> }) {
  const t = useT();
  const viewer = useViewer();
  // A reader who follows nothing yet is greeted and shown the top stories until they do.
  const welcome = data.feed.source === 'top' && viewer;
  return (
    <FeedPage
      className="home"
      titleId="home-feed-title"
      title={welcome ? t('home.welcome.title', { name: viewer.displayName }) : t('feeds.home.title')}
      intro={
        data.feed.source === 'top' && (
          <p className="feeds-notice">
            {t('feeds.home.fromTop')} <Link to="/explore.html">{t('feeds.explore.title')}</Link>
          </p>
        )
      }
      sideLabel={t('feeds.home.side')}
      hotTopics={data.hotTopics}
      sideStories={
        <StoryListBox
          id="top-stories-heading"
          title={t('feeds.topStories.title')}
          stories={data.topStories.items}
          more={{ href: '/top_stories.html', label: t('feeds.topStories.seeAll') }}
        />
      }
    >
      <InfiniteFeed
        initial={data.feed}
        route="GET /api2/feed/home"
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
    </FeedPage>
  );
}
