import { getPageContext } from '../context';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { ReportsSection } from '../features/moderation/reports-section';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/magazine-reports';
import '../features/moderation/moderation.css';

/**
 * /dashboard/@{magazine}/reports (`?status=open|decided`): readers' reports about the magazine's
 * stories and their comments, for its editors and up (SPEC §6 moderate stories and comments), with the
 * admin queue's decisions and restoring what was hidden. Guests get the overlay, others 'Access Deny'.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get('status') === 'decided' ? 'decided' : 'open';
  const { admin } = getPageContext(context).api;
  // A fresh key per load: after a decision elsewhere, the list starts again from what the server sent.
  return loadDashboardPage(params.handle, (username) => admin.magazineReports(username, status), {
    loadedAt: `${status}:${Date.now()}`,
  });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('dashboard.reports.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function MagazineReports({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('dashboard.reports.title')}
      guest={t('dashboard.reports.guest')}
      denied={t('dashboard.reports.denied')}
    >
      {({ magazine, queue }) => (
        <div className="page page-narrow magazine-reports">
          <h1>{t('dashboard.reports.title')}</h1>
          <p className="muted">{t('dashboard.reports.intro', { name: magazine.displayName })}</p>
          <ReportsSection key={loaderData.loadedAt} queue={queue} label={t('dashboard.reports.title')} />
        </div>
      )}
    </DashboardGate>
  );
}
