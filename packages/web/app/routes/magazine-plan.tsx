import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { PlanPage } from '../features/magazines/plan-page';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/magazine-plan';

/**
 * /dashboard/@{magazine}/plan: the magazine's plan for every member (SPEC §3 magazinePlan, 'Plan
 * Expired'); billing and its choices for owners (SPEC §6 'manage billing and plans'). Guests get the
 * overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.plans.plan(username);
  if (page.access === 'missing') throw data(null, { status: 404 });
  if (page.access === 'denied') return data({ page }, { status: 403 });
  return { page };
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
  const { page } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('plans.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok') return <PublicOverlay title={t('plans.title')} message={t('plans.guest')} />;
  return (
    <div className="page plan-page">
      <PlanPage key={page.plan.magazine.userId} initial={page.plan} />
    </div>
  );
}
