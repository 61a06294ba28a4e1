import { dashboardPath, TEAM_ACTIVITY_FILTERS, type TeamActivityPage } from '@masthead/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { showSnackbar } from '../../ui/snackbar';
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
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  const serverNow = new Date(now);
  const base = dashboardPath(magazine.username, 'activity');
  const tabs = TEAM_ACTIVITY_FILTERS.map((key) => ({
    key,
    label: t(`teamActivity.filter.${key}`),
    href: key === 'all' ? base : `${base}?filter=${key}`,
  }));

  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    const result = await teamActivityPage({ magazineUserId: String(magazine.userId), filter, cursor });
    setLoading(false);
    if (!result.ok) return showSnackbar(result.message);
    setItems((current) => [
      ...current,
      ...result.data.items.filter((item) => !current.some((known) => known.id === item.id)),
    ]);
    setCursor(result.data.nextCursor);
  }

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
              <div className="activity-more">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={loading}
                  aria-busy={loading || undefined}
                  onClick={() => void loadMore()}
                >
                  {loading ? t('teamActivity.loading') : t('teamActivity.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}
