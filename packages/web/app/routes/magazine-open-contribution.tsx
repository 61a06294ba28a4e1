import { dashboardPath, type OpenContributionSettingsView, reviewQueuePath } from '@masthead/core';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { DashboardNav } from '../features/magazines/dashboard-nav';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { ContributionSettingsForm } from '../features/open-contribution/settings-form';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/magazine-open-contribution';
import '../features/open-contribution/open-contribution.css';

/**
 * /dashboard/@{magazine}/settings/open-contribution: SPEC §3's open-contribution settings with a live
 * preview of the card. Members read them; owners and managing editors (changeSettings) change them.
 * Guests get the overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { openContribution } = getPageContext(context).api;
  return loadDashboardPage(params.handle, (username) => openContribution.settings(username));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('openContribution.settings.metaTitle', { name: page.view.magazine.displayName })
      : t('openContribution.settings.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineOpenContribution({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <DashboardGate
      page={loaderData.page}
      title={t('openContribution.settings.title')}
      guest={t('openContribution.settings.guest')}
      denied={t('openContribution.settings.denied')}
    >
      {({ view }) => <SettingsPage key={view.magazine.userId} view={view} />}
    </DashboardGate>
  );
}

function SettingsPage({ view }: { view: OpenContributionSettingsView }) {
  const t = useT();
  const { magazine, abilities } = view;
  return (
    <div className="page oc-settings">
      <DashboardNav magazine={magazine} current="settings" />
      <p className="settings-kicker">
        <Link to={`/@${magazine.username}`}>{magazine.displayName || magazine.username}</Link>
      </p>
      <h1>{t('openContribution.settings.title')}</h1>
      <p className="oc-settings-links">
        <Link to={dashboardPath(magazine.username, 'settings')}>
          {t('openContribution.settings.backToSettings')}
        </Link>
        {abilities.reviewSubmissions && (
          <Link to={reviewQueuePath(magazine.username)}>{t('openContribution.settings.reviewQueue')}</Link>
        )}
        <Link to={`/@${magazine.username}`}>{t('openContribution.settings.viewPage')}</Link>
      </p>
      <p className="oc-settings-intro">{t('openContribution.settings.intro')}</p>
      {!abilities.changeSettings && <p className="settings-note">{t('magazines.settings.readOnly')}</p>}
      <ContributionSettingsForm initial={view} />
    </div>
  );
}
