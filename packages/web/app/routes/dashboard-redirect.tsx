import { getPageContext } from '../context';
import { redirectToDashboard } from '../features/magazines/dashboard-address';
import { useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/dashboard-redirect';

/** /dashboard?magazineUserId= and deeper dashboard addresses without the @username (SPEC §6). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return { guest: redirectToDashboard(getPageContext(context), request, params['*'] ?? '') === null };
}

export default function DashboardRedirect() {
  const t = useT();
  return <PublicOverlay title={t('teamHome.title')} message={t('teamHome.guest')} />;
}
