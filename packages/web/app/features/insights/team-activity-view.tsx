import { dashboardPath, TEAM_ACTIVITY_FILTERS, type TeamActivityPage } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { LoadMoreButton } from '../../ui/load-more-button';
import { useCursorPages } from '../../ui/use-cursor-pages';
import { Tabs } from '../feeds/tabs';
import { DashboardNav } from '../magazines/dashboard-nav';
import { ActivityRow } from './activity-row';
import { teamActivityPage } from './insights-api';
import '../feeds/feeds.css';
import './insights.css';

/**
 * /dashboard/@{magazine}/activity: what the team did, newest first, filtered by kind (each filter is
 * its own address), older rows on request.
 */
export function TeamActivityView({ initial, now }: { initial: TeamActivityPage; now: string }) {
  const t = useT();
  const { magazine, filter } = initial;
  const { items, cursor, loading, loadMore } = useCursorPages(initial, {
    fetchPage: (next) => teamActivityPage({ magazineUserId: String(magazine.userId), filter, cursor: next }),
    keyOf: (item) => item.id,
  });
  const serverNow = new Date(now);
  const base = dashboardPath(magazine.username, 'activity');
  const tabs = TEAM_ACTIVITY_FILTERS.map((key) => ({
    key,
    label: t(`teamActivity.filter.${key}`),
    href: key === 'all' ? base : `${base}?filter=${key}`,
  }));

  return (
    <div className="page page-narrow team-activity">
      <DashboardNav magazine={magazine} current="activity" />
      <header className="dashboard-page-header">
        <h1>{t('teamActivity.heading', { magazine: magazine.displayName || magazine.username })}</h1>
      </header>
      <Tabs label={t('teamActivity.filters')} tabs={tabs} selected={filter} idPrefix="team-activity">
        {items.length === 0 ? (
          <EmptyState title={t('teamActivity.emptyTitle')} message={t('teamActivity.emptyMessage')} />
        ) : (
          <>
            <ol className="activity-list">
              {items.map((item) => (
                <ActivityRow key={item.id} item={item} magazine={magazine} now={serverNow} />
              ))}
            </ol>
            {cursor && (
              <LoadMoreButton
                loading={loading}
                onLoad={() => void loadMore()}
                label={t('teamActivity.loadMore')}
                loadingLabel={t('teamActivity.loading')}
              />
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}
