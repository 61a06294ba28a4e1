import { safeReturnPath } from '@masthead/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { LocationCardView, PersonCardView, TopicCardView } from '../features/feeds/cards';
import { metaTranslator, useT } from '../lib/i18n';
import { HelpButton } from '../ui/help-button';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/welcome';
import '../features/feeds/welcome.css';

/**
 * Issue 13: the step after create profile. Topics, places and people to follow, suggested by
 * popularity and the reader's languages (the browser's until the profile names some), so that the
 * first home feed is theirs. `?next=` is where sign-up was headed (a path on this site only).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  const suggestions = await page.api.feeds.followSuggestions(page.feedLangs);
  return { suggestions, next };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('firstHour.welcome.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Welcome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { suggestions, next } = loaderData;
  if (!suggestions)
    return <PublicOverlay title={t('firstHour.welcome.title')} message={t('firstHour.welcome.intro')} />;
  const { topics, places, people } = suggestions;
  return (
    <div className="page welcome-page">
      <div className="heading-with-help">
        <h1>{t('firstHour.welcome.title')}</h1>
        <HelpButton tip={t('help.follow')} />
      </div>
      <p className="welcome-intro">{t('firstHour.welcome.intro')}</p>
      <Pick id="welcome-topics" title={t('firstHour.welcome.topics')} empty={topics.length === 0}>
        {topics.map((topic) => (
          <li key={topic.topicId}>
            <TopicCardView topic={topic} />
          </li>
        ))}
      </Pick>
      <Pick id="welcome-places" title={t('firstHour.welcome.places')} empty={places.length === 0}>
        {places.map((place) => (
          <li key={place.locationId}>
            <LocationCardView location={place} />
          </li>
        ))}
      </Pick>
      <Pick
        id="welcome-people"
        title={t('firstHour.welcome.people')}
        empty={people.length === 0}
        listClass="welcome-people"
      >
        {people.map((person) => (
          <li key={person.userId}>
            <PersonCardView person={person} />
          </li>
        ))}
      </Pick>
      <div className="welcome-actions">
        {/* A full load: the home feed is made afresh from what was just followed. */}
        <a className="button button-primary" href={next} data-testid="welcome-done">
          {t('firstHour.welcome.done')}
        </a>
        <Link className="button button-quiet" to={next}>
          {t('firstHour.welcome.skip')}
        </Link>
      </div>
    </div>
  );
}

type PickProps = { id: string; title: string; empty: boolean; listClass?: string; children: ReactNode };

function Pick({ id, title, empty, listClass = 'card-grid', children }: PickProps) {
  const t = useT();
  return (
    <section className="welcome-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <p className="muted">{t('firstHour.welcome.none')}</p>
      ) : (
        <ul className={listClass}>{children}</ul>
      )}
    </section>
  );
}
