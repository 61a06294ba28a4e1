import { BRAND_COLORS_MAX } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { SettingsCard } from '../features/accounts/settings-layout';
import { BrandColorsField } from '../features/magazines/brand-colors-field';
import { DashboardNav } from '../features/magazines/dashboard-nav';
import { DashboardGate, loadDashboardPage } from '../features/magazines/dashboard-page';
import { SettingsForm } from '../features/magazines/settings-form';
import { SettingsPictures } from '../features/magazines/settings-pictures';
import { SiteAndPlan } from '../features/magazines/site-and-plan';
import { metaTranslator, useT } from '../lib/i18n';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/magazine-settings';

/**
 * /dashboard/@{magazine}/settings: a magazine's name, bios, website, kind, logo, cover and brand
 * colours. Members read them; owners and managing editors (changeSettings, customiseDesign) change
 * them. Guests get the overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = getPageContext(context).api.magazines;
  // The site address pattern (for the kind field's hint) comes with the create page's data.
  const create = await api.createPage();
  return loadDashboardPage(params.handle, (username) => api.settings(username), {
    site: create.access === 'ok' ? create.site : null,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const page = loaderData?.page;
  const title =
    page?.access === 'ok'
      ? t('magazines.settings.heading', { name: page.settings.magazine.displayName })
      : t('magazines.settings.title');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function MagazineSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, site } = loaderData;
  return (
    <DashboardGate
      page={page}
      title={t('magazines.settings.title')}
      guest={t('magazines.settings.guest')}
      denied={t('magazines.settings.denied')}
    >
      {({ settings }) =>
        site && <SettingsPage key={settings.magazine.userId} initial={settings} site={site} />
      }
    </DashboardGate>
  );
}

function SettingsPage({
  initial,
  site,
}: {
  initial: Extract<Route.ComponentProps['loaderData']['page'], { access: 'ok' }>['settings'];
  site: { publicUrl: string; suffix: string };
}) {
  const t = useT();
  const [settings, setSettings] = useState(initial);
  const { magazine, abilities } = settings;
  return (
    <div className="page page-narrow magazine-settings">
      <DashboardNav magazine={magazine} current="settings" />
      <p className="settings-kicker">
        <Link to={`/@${magazine.username}`}>{magazine.displayName}</Link>
      </p>
      <h1>{t('magazines.settings.heading', { name: magazine.displayName })}</h1>
      {!abilities.changeSettings && <p className="settings-note">{t('magazines.settings.readOnly')}</p>}
      <SettingsCard title={t('magazines.settings.profile')}>
        <SettingsForm
          magazine={magazine}
          canChange={abilities.changeSettings}
          site={site}
          onSaved={(next) => {
            setSettings(next);
            showSnackbar(t('magazines.settings.saved'));
          }}
        />
      </SettingsCard>
      {abilities.customiseDesign && (
        <>
          <SettingsCard title={t('magazines.settings.pictures')}>
            <SettingsPictures magazine={magazine} />
          </SettingsCard>
          <SettingsCard
            title={t('magazines.brandColors.title')}
            description={t('magazines.brandColors.hint', { max: BRAND_COLORS_MAX })}
          >
            <BrandColorsField magazineUserId={magazine.userId} initial={magazine.brandColors} />
          </SettingsCard>
        </>
      )}
      <SiteAndPlan magazine={magazine} abilities={abilities} />
    </div>
  );
}
