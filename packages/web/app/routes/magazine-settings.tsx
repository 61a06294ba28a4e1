import { BRAND_COLORS_MAX, openContributionSettingsPath } from '@masthead/core';
import { useState } from 'react';
import { data, Link } from 'react-router';
import { getPageContext } from '../context';
import { SettingsCard } from '../features/accounts/settings-layout';
import { BrandColorsField } from '../features/magazines/brand-colors-field';
import { MagazineDenied } from '../features/magazines/magazine-denied';
import { SettingsForm } from '../features/magazines/settings-form';
import { SettingsPictures } from '../features/magazines/settings-pictures';
import { SiteAndPlan } from '../features/magazines/site-and-plan';
import { usernameFromHandle } from '../features/profiles/profile-params';
import { metaTranslator, useT } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/magazine-settings';

/**
 * /dashboard/@{magazine}/settings: a magazine's name, bios, website, kind, logo, cover and brand
 * colours. Members read them; owners and managing editors (changeSettings, customiseDesign) change
 * them. Guests get the overlay, non-members 'Access Deny' (403).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const username = usernameFromHandle(params.handle);
  if (username === null) throw data(null, { status: 404 });
  const api = getPageContext(context).api.magazines;
  const [page, create] = await Promise.all([api.settings(username), api.createPage()]);
  if (page.access === 'missing') throw data(null, { status: 404 });
  if (page.access === 'denied') return data({ page, site: null }, { status: 403 });
  return { page, site: create.access === 'ok' ? create.site : null };
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
  if (page.access === 'denied') return <MagazineDenied message={t('magazines.settings.denied')} />;
  if (page.access !== 'ok' || !site)
    return <PublicOverlay title={t('magazines.settings.title')} message={t('magazines.settings.guest')} />;
  return <SettingsPage key={page.settings.magazine.userId} initial={page.settings} site={site} />;
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
  const dashboard = `/dashboard/@${magazine.username}`;
  return (
    <div className="page page-narrow magazine-settings">
      <p className="settings-kicker">
        <Link to={`/@${magazine.username}`}>{magazine.displayName}</Link>
      </p>
      <h1>{t('magazines.settings.heading', { name: magazine.displayName })}</h1>
      <p className="magazine-settings-links">
        <Link to={dashboard}>{t('magazines.page.dashboard')}</Link>
        <Link to={`${dashboard}/team`}>{t('magazines.team.link')}</Link>
      </p>
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
      <SettingsCard
        title={t('openContribution.settings.title')}
        description={t('openContribution.settings.linkHint')}
      >
        <Link className="button button-secondary" to={openContributionSettingsPath(magazine.username)}>
          {t('openContribution.settings.manage')}
        </Link>
      </SettingsCard>
      <SiteAndPlan magazine={magazine} abilities={abilities} />
    </div>
  );
}
