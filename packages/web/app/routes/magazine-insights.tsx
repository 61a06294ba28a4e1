import {
  DEFAULT_INSIGHTS_PERIOD,
  INSIGHTS_PERIODS,
  INSIGHTS_SCOPES,
  type InsightsPeriod,
  type InsightsScope,
} from '@masthead/core';
import { getPageContext } from '../context';
import { InsightsPage } from '../features/insights/insights-view';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/magazine-insights';

/** `?days=7|30|90&scope=magazine|own`; anything else is the default. */
function viewOf(request: Request): { days: InsightsPeriod; scope: InsightsScope | undefined } {
  const params = new URL(request.url).searchParams;
  const days = INSIGHTS_PERIODS.find((period) => String(period) === params.get('days'));
  const scope = INSIGHTS_SCOPES.find((name) => name === params.get('scope'));
  return { days: days ?? DEFAULT_INSIGHTS_PERIOD, scope };
}

/**
 * /dashboard/@{magazine}/insights: SPEC §6 insights for owners, managing editors and editors (with
 * analytics for the first two), and a senior writer's own stories. Guests get the overlay, writers,
 * contributors and non-members 'Access Deny' (403).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { days, scope } = viewOf(request);
  const { insights } = getPageContext(context).api;
  return loadDashboardPage(params.handle, (username) => insights.insights(username, days, scope));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('insights.heading', { magazine: page.insights.magazine.displayName })
      : t('insights.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineInsights({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('insights.title')}
      guest={t('insights.guest')}
      denied={t('insights.denied')}
    >
      {({ insights }) => <InsightsPage insights={insights} />}
    </DashboardGate>
  );
}
