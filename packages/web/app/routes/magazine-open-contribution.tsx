import { dashboardPath, type OpenContributionSettingsView, reviewQueuePath } from '@masthead/core';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { MagazineDenied } from '../features/magazines/magazine-denied';
import { ContributionSettingsForm } from '../features/open-contribution/settings-form';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/magazine-open-contribution';
import '../features/open-contribution/open-contribution.css';

/**
 * /dashboard/@{magazine}/settings/open-contribution: SPEC §3's open-contribution settings with a live
 * preview of the card. Members read them; owners and managing editors (changeSettings) change them.
 * Guests get the overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.openContribution.settings(username);
  if (page.access === 'missing') throw data(null, { status: 404 });
  if (page.access === 'denied') return data({ page }, { status: 403 });
  return { page };
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
  const { page } = loaderData;
  if (page.access === 'denied') return <MagazineDenied message={t('openContribution.settings.denied')} />;
  if (page.access !== 'ok')
    return (
      <PublicOverlay
        title={t('openContribution.settings.title')}
        message={t('openContribution.settings.guest')}
      />
    );
  return <SettingsPage key={page.view.magazine.userId} view={page.view} />;
}

function SettingsPage({ view }: { view: OpenContributionSettingsView }) {
  const t = useT();
  const { magazine, abilities } = view;
  return (
    <div className="page oc-settings">
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
