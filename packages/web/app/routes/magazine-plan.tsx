import { getPageContext } from '../context';
import { DashboardNav } from '../features/magazines/dashboard-nav';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { PlanPage } from '../features/magazines/plan-page';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/magazine-plan';

/**
 * /dashboard/@{magazine}/plan: the magazine's plan for every member (SPEC §3 magazinePlan, 'Plan
 * Expired'); billing and its choices for owners (SPEC §6 'manage billing and plans'). Guests get the
 * overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = getPageContext(context).api.plans;
  return loadDashboardPage(params.handle, (username) => api.plan(username));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('plans.heading', { magazine: page.plan.magazine.displayName || page.plan.magazine.username })
      : t('plans.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazinePlan({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('plans.title')}
      guest={t('plans.guest')}
      denied={t('plans.denied')}
    >
      {({ plan }) => (
        <div className="page plan-page">
          <DashboardNav magazine={plan.magazine} current="plan" />
          <PlanPage key={plan.magazine.userId} initial={plan} />
        </div>
      )}
    </DashboardGate>
  );
}
