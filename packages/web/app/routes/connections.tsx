import { CONNECTION_TABS, type ConnectionTab, type PersonCard } from '@masthead/core';
import { getPageContext } from '../context';
import { PersonCardView } from '../features/feeds/cards';
import { InfiniteList } from '../features/feeds/infinite-feed';
import { cursorParam, tabParam } from '../features/feeds/page-params';
import { Tabs } from '../features/feeds/tabs';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { HelpButton } from '../ui/help-button';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/connections';

/** SPEC §2 connections: the reader's followers and the people they follow (`?tab=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const tab = tabParam(request, CONNECTION_TABS);
  if (!page.viewer) return { tab, people: null };
  return { tab, people: await page.api.feeds.connections(tab, cursorParam(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('connections.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

const TAB_LABELS = {
  followers: 'feeds.connections.tab.followers',
  following: 'feeds.connections.tab.following',
} as const;

const EMPTY = {
  followers: {
    title: 'feeds.connections.empty.followers.title',
    body: 'feeds.connections.empty.followers.body',
    action: { label: 'connections.empty.action', href: '/settings/profile.html' },
  },
  following: {
    title: 'feeds.connections.empty.following.title',
    body: 'feeds.connections.empty.following.body',
    action: { label: 'feeds.explore.title', href: '/explore.html' },
  },
} as const;

const personKey = (person: PersonCard) => person.userId;
const renderPerson = (person: PersonCard) => <PersonCardView person={person} headingLevel={2} />;

export default function Connections({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tab, people } = loaderData;
  if (!people) return <PublicOverlay title={t('connections.title')} message={t('connections.guest')} />;
  const tabs = CONNECTION_TABS.map((key: ConnectionTab) => ({
    key,
    label: t(TAB_LABELS[key]),
    href: `/connections.html?tab=${key}`,
  }));
  const empty = EMPTY[tab];
  return (
    <div className="feeds-page page-narrow-feed">
      <div className="heading-with-help">
        <h1 className="feeds-title">{t('connections.title')}</h1>
        <HelpButton tip={t('help.connections')} />
      </div>
      <Tabs label={t('feeds.connections.tabs')} tabs={tabs} selected={tab} idPrefix="connections">
        <InfiniteList
          initial={people}
          route="GET /api2/connections"
          query={{ tab }}
          renderItem={renderPerson}
          getKey={personKey}
          label={t(TAB_LABELS[tab])}
          pagedLinks
          className="person-list"
          empty={
            <EmptyState
              title={t(empty.title)}
              message={t(empty.body)}
              action={{ label: t(empty.action.label), href: empty.action.href }}
            />
          }
        />
      </Tabs>
    </div>
  );
}
