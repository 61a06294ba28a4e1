import {
  CTYPE,
  composePath,
  DEFAULT_INSIGHTS_PERIOD,
  dashboardPath,
  INSIGHTS_PERIODS,
  type InsightsView as Insights,
  type InsightsPeriod,
  type InsightsScope,
} from '@masthead/core';
import { useI18n } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { DashboardNav } from '../magazines/dashboard-nav';
import { formatDay } from './insights-format';
import { ReadsByReferrer, ReadsByWriter, TopStories } from './insights-tables';
import { InsightsTotals } from './insights-totals';
import { ReadsChart } from './reads-chart';
import { SegmentedLinks } from './segmented-links';
import './insights.css';

/** The page's address for a period and a scope (the defaults left out). */
export function insightsHref(
  username: string,
  days: InsightsPeriod,
  scope: InsightsScope,
  scopes: InsightsScope[],
) {
  const params = new URLSearchParams();
  if (days !== DEFAULT_INSIGHTS_PERIOD) params.set('days', String(days));
  if (scope !== scopes[0]) params.set('scope', scope);
  const query = params.toString();
  return `${dashboardPath(username, 'insights')}${query ? `?${query}` : ''}`;
}

/**
 * /dashboard/@{magazine}/insights: the period's totals against the one before, reads by day, the top
 * stories, and (as the viewer's rights allow) reads by writer and where readers came from.
 */
export function InsightsPage({ insights }: { insights: Insights }) {
  const { t, lang } = useI18n();
  const { magazine, access, days } = insights;
  const name = magazine.displayName || magazine.username;
  const href = (next: { days?: InsightsPeriod; scope?: InsightsScope }) =>
    insightsHref(magazine.username, next.days ?? days, next.scope ?? access.scope, access.scopes);
  const empty =
    insights.storyCount === 0 && insights.totals.reads.current === 0 && insights.totals.reads.previous === 0;
  return (
    <div className="page insights-page">
      <DashboardNav magazine={magazine} current="insights" />
      <header className="dashboard-page-header">
        <h1>{t('insights.heading', { magazine: name })}</h1>
      </header>
      <div className="insights-controls">
        <SegmentedLinks
          label={t('insights.periods')}
          selected={String(days)}
          items={INSIGHTS_PERIODS.map((period) => ({
            key: String(period),
            label: t(`insights.period.${period}`),
            href: href({ days: period }),
          }))}
        />
        {access.scopes.length > 1 && (
          <SegmentedLinks
            label={t('insights.scopes')}
            selected={access.scope}
            items={access.scopes.map((scope) => ({
              key: scope,
              label: t(`insights.scope.${scope}`),
              href: href({ scope }),
            }))}
          />
        )}
      </div>
      <p className="insights-range muted">
        {t('insights.range', {
          from: formatDay(lang, insights.from, 'full'),
          to: formatDay(lang, insights.to, 'full'),
        })}
      </p>
      {empty ? (
        <EmptyState
          title={t('insights.emptyTitle')}
          message={t(access.scope === 'own' ? 'insights.emptyOwnMessage' : 'insights.emptyMessage', {
            magazine: name,
          })}
          action={{
            label: t('insights.emptyAction'),
            href: composePath({ ctype: CTYPE.post, publisherId: magazine.userId }),
          }}
        />
      ) : (
        <>
          <InsightsTotals insights={insights} />
          <ReadsChart insights={insights} />
          <div className="insights-columns">
            <TopStories insights={insights} />
            <ReadsByReferrer insights={insights} />
            <ReadsByWriter insights={insights} />
          </div>
        </>
      )}
    </div>
  );
}
