import { ACTIVITY_TABS, type ActivityItem, type ActivityTab } from '@masthead/core';
import { getPageContext } from '../context';
import { ActivityItemView } from '../features/feeds/activity-item';
import { InfiniteList } from '../features/feeds/infinite-feed';
import { cursorParam, tabParam } from '../features/feeds/page-params';
import { Tabs } from '../features/feeds/tabs';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/activity';

/** SPEC §2 activity with tabs for people, topics and everyone (`?tab=`). Guests see the public overlay. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const tab = tabParam(request, ACTIVITY_TABS);
  if (!page.viewer) return { tab, activity: null };
  return { tab, activity: await page.api.feeds.activity(tab, page.feedLangs, cursorParam(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('activity.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

const TAB_LABELS = {
  people: 'feeds.activity.tab.people',
  topics: 'feeds.activity.tab.topics',
  everyone: 'feeds.activity.tab.everyone',
} as const;

const EMPTY = {
  people: { title: 'feeds.activity.empty.people.title', body: 'feeds.activity.empty.people.body' },
  topics: { title: 'feeds.activity.empty.topics.title', body: 'feeds.activity.empty.topics.body' },
  everyone: { title: 'feeds.activity.empty.everyone.title', body: 'feeds.activity.empty.everyone.body' },
} as const;

const itemKey = (item: ActivityItem) => item.id;
const renderItem = (item: ActivityItem) => <ActivityItemView item={item} />;

export default function Activity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tab, activity } = loaderData;
  if (!activity) return <PublicOverlay title={t('activity.title')} message={t('activity.guest')} />;
  const tabs = ACTIVITY_TABS.map((key: ActivityTab) => ({
    key,
    label: t(TAB_LABELS[key]),
    href: `/activity.html?tab=${key}`,
  }));
  return (
    <div className="feeds-page page-narrow-feed">
      <h1 className="feeds-title">{t('activity.title')}</h1>
      <Tabs label={t('feeds.activity.tabs')} tabs={tabs} selected={tab} idPrefix="activity">
        <InfiniteList
          initial={activity}
          route="GET /api2/activity"
          query={{ tab }}
          renderItem={renderItem}
          getKey={itemKey}
          label={t(TAB_LABELS[tab])}
          pagedLinks
          className="feed activity-list"
          empty={
            <EmptyState
              title={t(EMPTY[tab].title)}
              message={t(EMPTY[tab].body)}
              action={{ label: t('feeds.explore.title'), href: '/explore.html' }}
            />
          }
        />
      </Tabs>
    </div>
  );
}
