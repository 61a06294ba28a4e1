import { TEAM_ACTIVITY_FILTERS, type TeamActivityFilter } from '@masthead/core';
import { getPageContext } from '../context';
import { TeamActivityView } from '../features/insights/team-activity-view';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { metaTranslator, useT } from '../lib/i18n';
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
  const { insights } = getPageContext(context).api;
  const filter = filterOf(request);
  return loadDashboardPage(params.handle, (username) => insights.activity(username, filter), {
    now: new Date().toISOString(),
  });
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
  return (
    <DashboardGate
      page={page}
      title={t('teamActivity.title')}
      guest={t('teamActivity.guest')}
      denied={t('teamActivity.denied')}
    >
      {({ activity }) => (
        // Keyed by filter: another filter starts from what the server sent.
        <TeamActivityView
          key={`${activity.magazine.userId}:${activity.filter}`}
          initial={activity}
          now={now}
        />
      )}
    </DashboardGate>
  );
}
