import { Link } from 'react-router';
import { getPageContext } from '../context';
import { originOf } from '../features/content/share-meta';
import { PersonCardView } from '../features/feeds/cards';
import { feedsMeta } from '../features/feeds/page-meta';
import { usePartLang, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import type { Route } from './+types/local-guides';

/** SPEC §2 local guides: for each featured place, the people who write most about it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  // Guides' story counts are of the reader's feed languages, as each place's own feed lists them.
  return { places: await page.api.feeds.localGuides(page.feedLangs), origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  feedsMeta(
    matches,
    { title: 'feeds.localGuides.title', description: 'feeds.localGuides.lede' },
    { canonical: '/local_guides.html', origin: loaderData?.origin },
  );

export default function LocalGuides({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const textLang = usePartLang();
  return (
    <div className="feeds-page page-narrow-feed">
      <h1 className="feeds-title">{t('feeds.localGuides.title')}</h1>
      <p className="feeds-lede">{t('feeds.localGuides.lede')}</p>
      {loaderData.places.length === 0 && (
        <EmptyState
          title={t('feeds.localGuides.empty.title')}
          message={t('feeds.localGuides.empty.body')}
          action={{ label: t('feeds.places.title'), href: '/home.html' }}
        />
      )}
      {loaderData.places.map(({ location, guides }) => (
        <section
          key={location.locationId}
          className="guides-place"
          aria-labelledby={`guides-${location.locationId}`}
        >
          <h2
            id={`guides-${location.locationId}`}
            className="feeds-section-title"
            lang={textLang(location.lang)}
          >
            <Link to={location.url}>{location.name}</Link>
          </h2>
          {guides.length > 0 ? (
            <ul className="guide-list">
              {guides.map((guide) => (
                <li key={guide.person.userId}>
                  <PersonCardView
                    person={guide.person}
                    note={t('feeds.localGuides.stories', { count: guide.storyCount })}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('feeds.localGuides.none')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
