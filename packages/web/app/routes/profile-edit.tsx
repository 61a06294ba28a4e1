import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { getPageContext } from '../context';
import { accountMeta, requireViewer } from '../features/accounts/page-helpers';
import { PhotoField } from '../features/accounts/photo-field';
import { ProfileForm, withEnglish } from '../features/accounts/profile-form';
import { SettingsCard, SettingsLayout } from '../features/accounts/settings-layout';
import { useT } from '../lib/i18n';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/profile-edit';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const viewer = requireViewer(request, page);
  const settings = await page.api.getAccountSettings();
  return {
    username: viewer.username,
    profile: {
      displayName: settings?.displayName ?? viewer.displayName,
      bio: settings?.bio ?? '',
      website: settings?.website ?? '',
      langs: withEnglish(settings?.langs.length ? settings.langs : page.feedLangs),
    },
    photoPath: settings?.photoPath ?? viewer.photoPath,
  };
}

export const meta: Route.MetaFunction = accountMeta('settings.profile.title');

export default function ProfileEditPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [photoPath, setPhotoPath] = useState(loaderData.photoPath);
  const [displayName, setDisplayName] = useState(loaderData.profile.displayName);

  // The header shows the name and photo too: reload the page's data once either changed.
  const saved = (): undefined => {
    showSnackbar(t('settings.saved'));
    void revalidator.revalidate();
  };

  return (
    <SettingsLayout
      title={t('settings.profile.title')}
      intro={t('settings.profile.intro', { username: loaderData.username })}
    >
      <SettingsCard title={t('accounts.photo.legend')}>
        <PhotoField
          photoPath={photoPath}
          displayName={displayName}
          onPhotoChange={(path) => {
            setPhotoPath(path);
            saved();
          }}
          hideLegend
        />
      </SettingsCard>
      <SettingsCard title={t('settings.profile.details')}>
        <ProfileForm
          initial={loaderData.profile}
          endpoint="/api2/account/profile"
          submitLabel={t('settings.saveChanges')}
          busyLabel={t('accounts.saving')}
          onNameChange={setDisplayName}
          onSaved={saved}
        />
      </SettingsCard>
    </SettingsLayout>
  );
}
