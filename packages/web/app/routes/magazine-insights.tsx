import {
  DEFAULT_INSIGHTS_PERIOD,
  INSIGHTS_PERIODS,
  INSIGHTS_SCOPES,
  type InsightsPeriod,
  type InsightsScope,
} from '@masthead/core';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { InsightsPage } from '../features/insights/insights-view';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
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
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const { days, scope } = viewOf(request);
  const page = await getPageContext(context).api.insights.insights(username, days, scope);
  if (page.access === 'missing') throw data(null, { status: 404 });
  // 'Access Deny' said on this page with a 403 status: the generic error page would ask for a refresh.
  if (page.access === 'denied') return data({ page }, { status: 403 });
  return { page };
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
  const { page } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('insights.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok')
    return <PublicOverlay title={t('insights.title')} message={t('insights.guest')} />;
  return <InsightsPage insights={page.insights} />;
}
