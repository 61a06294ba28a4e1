import { EMBED_DEFAULTS, type EmbedOptions, embedSnippet, MAGAZINE_ROLE } from '@masthead/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { accountMeta, requireViewer } from '../features/accounts/page-helpers';
import { SettingsCard } from '../features/accounts/settings-layout';
import { originOf } from '../features/content/share-meta';
import { EmbedOptionsForm, type EmbedProfileChoice } from '../features/embed/embed-options-form';
import { EmbedPreview } from '../features/embed/embed-preview';
import { EmbedSnippet } from '../features/embed/embed-snippet';
import { EmbedTextStyles } from '../features/embed/embed-text-styles';
import '../features/embed/embed.css';
import { useT } from '../lib/i18n';
import type { Route } from './+types/embed-settings';

/**
 * /settings/embed.html: a publisher picks the embed feed's options (SPEC §3) for their own stories or
 * a magazine's they belong to, watches the real script draw them, and copies the one-tag snippet.
 * The feed is public, so any member may embed their magazine's; a hidden secretAdmin is offered none.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireViewer(request, getPageContext(context));
  const magazines = viewer.magazines
    .filter((magazine) => magazine.role !== MAGAZINE_ROLE.secretAdmin)
    .map((magazine) => ({ userId: magazine.userId, label: magazine.displayName || magazine.username }));
  return {
    origin: originOf(request),
    self: { userId: viewer.userId, name: viewer.displayName || viewer.username },
    magazines,
  };
}

export const meta: Route.MetaFunction = accountMeta('embed.title');

export default function EmbedSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const titleId = useId();
  const { origin, self, magazines } = loaderData;
  const [options, setOptions] = useState<EmbedOptions>({ ...EMBED_DEFAULTS, userId: self.userId });
  const profiles: EmbedProfileChoice[] = [
    { userId: self.userId, label: t('embed.profile.self', { name: self.name }) },
    ...magazines,
  ];

  return (
    <div className="page embed-page">
      <p className="settings-kicker">
        <Link to="/settings/profile.html">{t('settings.heading')}</Link>
      </p>
      <h1 id={titleId} className="settings-title">
        {t('embed.title')}
      </h1>
      <p className="settings-intro">{t('embed.intro')}</p>
      <div className="embed-grid">
        <form
          className="embed-options"
          aria-labelledby={titleId}
          onSubmit={(event) => event.preventDefault()}
        >
          <EmbedOptionsForm options={options} profiles={profiles} onChange={setOptions} />
          <EmbedTextStyles options={options} onChange={setOptions} />
        </form>
        <div className="embed-side">
          <SettingsCard title={t('embed.section.preview')}>
            <EmbedPreview options={options} label={t('embed.section.preview')} />
          </SettingsCard>
        </div>
      </div>
      <SettingsCard title={t('embed.section.snippet')}>
        <EmbedSnippet snippet={embedSnippet(origin, options)} origin={origin} />
      </SettingsCard>
      <SettingsCard title={t('embed.oembed.title')}>
        <p className="embed-help">{t('embed.oembed.help')}</p>
      </SettingsCard>
    </div>
  );
}
