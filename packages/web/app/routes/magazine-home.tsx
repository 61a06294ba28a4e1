import { data } from 'react-router';
import { getPageContext } from '../context';
import { redirectToDashboard } from '../features/magazines/dashboard-address';
import { DashboardGate } from '../features/magazines/dashboard-page';
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
    return { page: { access: 'guest' as const }, notifications: null, now: '' };
  }
  const { api } = getPageContext(context);
  const page = await api.magazines.home(username);
  if (page.access === 'missing') throw data(null, { status: 404 });
  if (page.access === 'denied') return data({ page, notifications: null, now: '' }, { status: 403 });
  // The magazine's notifications, for the members who may see them (SPEC §7: not contributors).
  const notifications =
    page.access === 'ok' && !page.home.closed && page.home.abilities.viewMagazineNotifications
      ? await api.notifications.magazine(page.home.magazine.userId)
      : null;
  return { page, notifications, now: new Date().toISOString() };
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
  const { notifications, now } = loaderData;
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('teamHome.title')}
      guest={t('teamHome.guest')}
      denied={t('teamHome.denied')}
    >
      {({ home }) =>
        home.closed ? (
          <TeamHomeClosed home={home} />
        ) : (
          <TeamHomeView
            key={home.magazine.userId}
            home={home}
            notifications={notifications ? { list: notifications, now } : null}
          />
        )
      }
    </DashboardGate>
  );
}
