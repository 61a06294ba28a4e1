import { COOKIE_NAMES, safeReturnPath, WELCOME_PATH } from '@masthead/core';
import { useState } from 'react';
import { accountMeta } from '../features/accounts/page-helpers';
import { PhotoField } from '../features/accounts/photo-field';
import { ProfileForm } from '../features/accounts/profile-form';
import { loadProfileForm } from '../features/accounts/profile-loader';
import { useT } from '../lib/i18n';
import { deleteCookie, getPreviousUrl } from '../lib/storage';
import type { Route } from './+types/create-profile';
import '../features/accounts/accounts.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadProfileForm(context, request);

export const meta: Route.MetaFunction = accountMeta('accounts.createProfile.title');

/**
 * Sign-up came from somewhere (the previous-url cookie): go on there. A saved profile passes through
 * the welcome step first, which picks what to follow (issue 13) and carries the destination as `next`;
 * skipping the profile (an invitation to answer, say) goes straight on.
 */
function continueOn(options: { welcome: boolean }) {
  const destination = safeReturnPath(getPreviousUrl());
  deleteCookie(COOKIE_NAMES.previousUrl);
  window.location.assign(
    options.welcome ? `${WELCOME_PATH}?next=${encodeURIComponent(destination)}` : destination,
  );
}

export default function CreateProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [photoPath, setPhotoPath] = useState(loaderData.photoPath);
  const [displayName, setDisplayName] = useState(loaderData.profile.displayName);

  return (
    <div className="page account-page">
      <div className="account-medium">
        <h1 className="account-title">{t('accounts.createProfile.heading')}</h1>
        <p className="account-intro">{t('accounts.createProfile.intro')}</p>
        <div className="auth-card profile-card">
          <PhotoField photoPath={photoPath} displayName={displayName} onPhotoChange={setPhotoPath} />
          <ProfileForm
            initial={loaderData.profile}
            route="POST /api2/account/profile/create"
            submitLabel={t('accounts.createProfile.submit')}
            busyLabel={t('accounts.saving')}
            onNameChange={setDisplayName}
            onSaved={() => {
              continueOn({ welcome: true });
              return 'navigating' as const;
            }}
            secondaryAction={
              <button
                type="button"
                className="button button-quiet"
                onClick={() => continueOn({ welcome: false })}
              >
                {t('accounts.createProfile.skip')}
              </button>
            }
          />
        </div>
      </div>
    </div>
  );
}
