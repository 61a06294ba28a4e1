import { TEAM_ACTIVITY_FILTERS, type TeamActivityFilter } from '@masthead/core';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { TeamActivityView } from '../features/insights/team-activity-view';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/magazine-activity';

const filterOf = (request: Request): TeamActivityFilter => {
  const value = new URL(request.url).searchParams.get('filter');
  return (TEAM_ACTIVITY_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as TeamActivityFilter)
    : 'all';
};

/**
 * /dashboard/@{magazine}/activity (`?filter=members|editorial|settings`): SPEC §6 'view team
 * activity' for owners, managing editors and editors. Guests get the overlay, others 'Access Deny'.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.insights.activity(username, filterOf(request));
  if (page.access === 'missing') throw data(null, { status: 404 });
  // 'Access Deny' said on this page with a 403 status: the generic error page would ask for a refresh.
  if (page.access === 'denied') return data({ page, now: '' }, { status: 403 });
  return { page, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('teamActivity.heading', { magazine: page.activity.magazine.displayName })
      : t('teamActivity.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineActivity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, now } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('teamActivity.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok')
    return <PublicOverlay title={t('teamActivity.title')} message={t('teamActivity.guest')} />;
  // Keyed by filter: another filter starts from what the server sent.
  return (
    <TeamActivityView
      key={`${page.activity.magazine.userId}:${page.activity.filter}`}
      initial={page.activity}
      now={now}
    />
  );
}
