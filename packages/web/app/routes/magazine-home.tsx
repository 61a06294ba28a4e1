import { getPageContext } from '../context';
import { redirectToDashboard } from '../features/magazines/dashboard-address';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { TeamHomeClosed, TeamHomeView } from '../features/magazines/team-home-view';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/magazine-home';

/**
 * /dashboard/@{magazine}: the team home (SPEC §2, link mode's target). Members see what needs them;
 * guests the overlay, non-members 'Access Deny' (403), and a closed magazine is 404 to non-members.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  // /dashboard/team?magazineUserId=…: the magazine named by id (SPEC §6 getPageMagazine).
  if (username === null) {
    redirectToDashboard(getPageContext(context), request, params.handle);
    return { page: { access: 'guest' as const } };
  }
  const api = getPageContext(context).api.magazines;
  return loadDashboardPage(params.handle, (username) => api.home(username));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('teamHome.pageTitle', { magazine: page.home.magazine.displayName || page.home.magazine.username })
      : t('teamHome.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('teamHome.title')}
      guest={t('teamHome.guest')}
      denied={t('teamHome.denied')}
    >
      {({ home }) =>
        home.closed ? <TeamHomeClosed home={home} /> : <TeamHomeView key={home.magazine.userId} home={home} />
      }
    </DashboardGate>
  );
}
