import { data } from 'react-router';
import { getPageContext } from '../context';
import { MagazineDenied } from '../features/magazines/magazine-denied';
import { TeamList } from '../features/magazines/team-list';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/magazine-team';

/**
 * /dashboard/@{magazine}/team: SPEC §6 'view members' for every member; role changes and removals for
 * those who may edit member roles. Guests get the overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.magazines.team(username);
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
      ? t('magazines.team.heading', { magazine: page.team.magazine.displayName })
      : t('magazines.team.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineTeam({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  if (page.access === 'denied') return <MagazineDenied message={t('magazines.team.denied')} />;
  if (page.access !== 'ok')
    return <PublicOverlay title={t('magazines.team.title')} message={t('magazines.team.guest')} />;
  return (
    <div className="page page-narrow team-page">
      <TeamList key={page.team.magazine.userId} team={page.team} />
    </div>
  );
}
