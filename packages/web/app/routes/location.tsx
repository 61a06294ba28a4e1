import {
  isEncodedTopicTitle,
  type LocationPageData,
  locationFeedPath,
  locationPath,
  parseLocationPath,
} from '@masthead/core';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { notFound, pageUrl, redirectToCanonical } from '../features/content/page-loaders';
import { originOf, shareImage, shareMeta } from '../features/content/share-meta';
import { FollowButton } from '../features/engagement/follow-button';
import { LocationCardView, PersonCardView } from '../features/feeds/cards';
import { compactNumber } from '../features/feeds/format';
import { InfiniteFeed } from '../features/feeds/infinite-feed';
import { OtherLangsNote } from '../features/feeds/other-langs-note';
import { feedsMeta } from '../features/feeds/page-meta';
import { cursorParam } from '../features/feeds/page-params';
import { useFollowerCount } from '../features/feeds/use-follower-count';
import { collectionJsonLd, feedLink, jsonLdMeta } from '../features/open-web/structured-data';
import { metaTranslator, partLang, useI18n, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { Picture } from '../ui/picture';
import type { Route } from './+types/location';

/**
 * SPEC §2 location routes: /{country code}/{state}/{city}, /{country}/{state}/{city}/t/{topic}, and
 * /home.html when no location is known (featured places and the places of the reader's country).
 * The address is read through pageUrl: on a client-side move the request is for '{path}.data'.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const url = pageUrl(request);
  const origin = originOf(request);
  if (url.pathname === '/home.html') {
    const [featured, country] = await Promise.all([
      page.api.feeds.featuredLocations(),
      page.country ? page.api.feeds.countryLocations(page.country) : Promise.resolve([]),
    ]);
    return { kind: 'places' as const, featured, country, origin };
  }
  const address = parseLocationPath(url.pathname);
  // SPEC §8: an address that starts as a place's (a country code) but cannot be one says so; any other
  // unknown two-part address is simply not there.
  if (!address || (address.topic !== null && !isEncodedTopicTitle(address.topic)))
    throw notFound(/^\/[a-z]{2}\//i.test(url.pathname) ? 'error.location.url.invalid' : null);
  const cursor = cursorParam(request);
  const place = await page.api.feeds.location(address, page.feedLangs, cursor);
  if (!place) throw notFound();
  // One address per place: '/US/…', a stale slug or a topic written another way answers 301.
  const canonical = safeDecode(locationPath(place.location, { topic: place.topic?.title }));
  redirectToCanonical(request, canonical);
  return { kind: 'place' as const, place, canonical, paged: cursor !== null, origin };
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.kind === 'places') {
    return feedsMeta(
      matches,
      { title: 'feeds.places.title', description: 'feeds.places.lede' },
      { canonical: '/home.html', origin: loaderData.origin },
    );
  }
  const t = metaTranslator(matches);
  const { place, origin } = loaderData;
  const { location, topic } = place;
  const heading = topic
    ? t('feeds.location.topicStories', { topic: topic.title, place: location.name })
    : location.name;
  const description = t('feeds.location.meta', { place: location.name });
  const image = shareImage(origin, location.photoPath);
  const feed = locationFeedPath(location);
  return [
    ...shareMeta({
      title: t('shell.pageTitle', { title: heading }),
      shareTitle: heading,
      description,
      path: loaderData.canonical,
      origin,
      image,
      noindex: loaderData.paged,
    }),
    jsonLdMeta(
      collectionJsonLd({
        origin,
        name: heading,
        path: loaderData.canonical,
        description,
        image,
        crumbs: [
          { name: 'Masthead', path: '/' },
          { name: location.name, path: location.url },
          ...(topic ? [{ name: heading, path: loaderData.canonical }] : []),
        ],
        stories: place.stories.items,
      }),
    ),
    ...(feed ? [feedLink(feed, `${location.name} · Masthead`)] : []),
  ];
};

export default function Location({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'places')
    return <Places featured={loaderData.featured} country={loaderData.country} />;
  return <Place place={loaderData.place} />;
}

function Places({
  featured,
  country,
}: {
  featured: LocationPageData['location'][];
  country: LocationPageData['location'][];
}) {
  const t = useT();
  const sections = [
    { id: 'places-country', title: t('feeds.places.country'), places: country },
    { id: 'places-featured', title: t('feeds.places.featured'), places: featured },
  ].filter((section) => section.places.length > 0);
  return (
    <div className="feeds-page">
      <h1 className="feeds-title">{t('feeds.places.title')}</h1>
      <p className="feeds-lede">{t('feeds.places.lede')}</p>
      {sections.length === 0 && (
        <EmptyState
          title={t('feeds.places.empty.title')}
          message={t('feeds.places.empty.body')}
          action={{ label: t('feeds.explore.title'), href: '/explore.html' }}
        />
      )}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className="feeds-section-title">
            {section.title}
          </h2>
          <ul className="card-grid">
            {section.places.map((location) => (
              <li key={location.locationId}>
                <LocationCardView location={location} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The place's banner is shown this size (1200 wide picks the xl picture). */
const BANNER = { width: 1200, height: 300 };

function Place({ place }: { place: LocationPageData }) {
  const { t, lang } = useI18n();
  const { location, topic, stories, guides, topics } = place;
  const [followers, onFollowChange] = useFollowerCount(location.followerCount);
  // The header is the place's (its name, followers and Follow); a topic narrows the stories below.
  const storiesHeading = topic
    ? t('feeds.location.topicStories', { topic: topic.title, place: location.name })
    : t('feeds.location.stories', { place: location.name });
  const feedQuery = { locationId: location.locationId, ...(topic ? { topicId: topic.topicId } : {}) };
  return (
    <div className="feeds-page place">
      <header className={location.photoPath ? 'place-hero' : 'place-hero place-hero-plain'}>
        {location.photoPath && (
          <Picture path={location.photoPath} width={BANNER.width} height={BANNER.height} alt="" priority />
        )}
        <div className="place-hero-text">
          <div>
            <h1 lang={partLang(location.lang, lang)}>{location.name}</h1>
            <p>{t('feeds.location.followers', { count: compactNumber(lang, followers) })}</p>
          </div>
          <FollowButton
            target={{ kind: 'location', id: location.locationId, name: location.name }}
            following={location.following}
            onChange={onFollowChange}
          />
        </div>
      </header>
      <div className="feeds-layout">
        <section aria-labelledby="place-stories">
          <h2 id="place-stories" className="feeds-section-title place-stories-title" tabIndex={-1}>
            {storiesHeading}
          </h2>
          {topics.length > 0 && (
            <nav aria-label={t('feeds.location.topics', { place: location.name })}>
              <ul className="topic-chips">
                <li>
                  <Link className="topic-chip" to={location.url} aria-current={topic ? undefined : 'page'}>
                    {t('feeds.location.allTopics')}
                  </Link>
                </li>
                {topics.map((item) => (
                  <li key={item.topicId}>
                    <Link
                      className="topic-chip"
                      to={locationPath(location, { topic: item.title })}
                      aria-current={topic?.topicId === item.topicId ? 'page' : undefined}
                      lang={partLang(item.lang, lang)}
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <OtherLangsNote counts={place.otherLangs} storiesId="place-stories" />
          <InfiniteFeed
            initial={stories}
            route="GET /api2/location/feed"
            query={feedQuery}
            label={storiesHeading}
            pagedLinks
            empty={
              <EmptyState title={t('feeds.location.empty.title')} message={t('feeds.location.empty.body')} />
            }
          />
        </section>
        <aside className="feeds-side" aria-labelledby="place-guides">
          <section>
            <h2 id="place-guides" className="side-box-title">
              {t('feeds.localGuides.title')}
            </h2>
            {guides.length > 0 ? (
              <ul className="guide-list">
                {guides.map((guide) => (
                  <li key={guide.person.userId}>
                    <PersonCardView
                      person={guide.person}
                      note={t('feeds.localGuides.stories', { count: guide.storyCount })}
                      compact
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('feeds.localGuides.none')}</p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
