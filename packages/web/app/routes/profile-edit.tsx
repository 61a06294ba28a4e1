import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { accountMeta } from '../features/accounts/page-helpers';
import { PhotoField } from '../features/accounts/photo-field';
import { ProfileForm } from '../features/accounts/profile-form';
import { loadProfileForm } from '../features/accounts/profile-loader';
import { SettingsCard, SettingsLayout } from '../features/accounts/settings-layout';
import { useT } from '../lib/i18n';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/profile-edit';

export const loader = ({ context, request }: Route.LoaderArgs) => loadProfileForm(context, request);

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
          route="POST /api2/account/profile"
          submitLabel={t('settings.saveChanges')}
          busyLabel={t('accounts.saving')}
          onNameChange={setDisplayName}
          onSaved={saved}
        />
      </SettingsCard>
    </SettingsLayout>
  );
}
