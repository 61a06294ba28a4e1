import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { redirectToDashboard } from '../features/magazines/dashboard-address';
import { TeamHomeClosed, TeamHomeView } from '../features/magazines/team-home-view';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
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
  const { page } = loaderData;
  const { notifications, now } = loaderData;
  if (page.access === 'denied')
    return (
      <div className="page page-narrow page-error">
        <p className="error-status">403</p>
        <h1>{t('error.access_deny')}</h1>
        <p>{t('teamHome.denied')}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    );
  if (page.access !== 'ok')
    return <PublicOverlay title={t('teamHome.title')} message={t('teamHome.guest')} />;
  if (page.home.closed) return <TeamHomeClosed home={page.home} />;
  return (
    <TeamHomeView
      key={page.home.magazine.userId}
      home={page.home}
      notifications={notifications ? { list: notifications, now } : null}
    />
  );
}
