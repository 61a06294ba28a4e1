import type { ClaimStartAnswer } from '@masthead/core';
import { useState } from 'react';
import { accountMeta } from '../features/accounts/page-helpers';
import { ClaimForm } from '../features/blogs/claim-form';
import { call } from '../lib/api';
import { useT } from '../lib/i18n';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import type { Route } from './+types/claim-publisher';
import '../features/accounts/accounts.css';

/** The profile to claim, from `?u={username}` (checked by the server when the claim starts). */
export function loader({ request }: Route.LoaderArgs) {
  const username = new URL(request.url).searchParams.get('u') ?? '';
  return { username: /^[A-Za-z0-9_.-]{3,40}$/.test(username) ? username : null };
}

export const meta: Route.MetaFunction = accountMeta('claim.title');

/** SPEC §8 accountTransfer: the owner of an imported blog claims its publisher profile. */
export default function ClaimPublisherPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { username } = loaderData;
  const [claim, setClaim] = useState<ClaimStartAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (!username) return;
    setBusy(true);
    setError(null);
    const result = await call('POST /api2/publisher/claim/start', { username });
    setBusy(false);
    if (result.ok) setClaim(result.data);
    else setError(result.message);
  };

  return (
    <div className="page account-page">
      <div className="account-narrow">
        <h1 className="account-title">{t('claim.heading')}</h1>
        {username ? (
          <p className="account-intro">{t('claim.intro', { username })}</p>
        ) : (
          <p className="account-intro">{t('claim.noProfile')}</p>
        )}
        {claim ? (
          <ClaimForm claim={claim} />
        ) : username ? (
          <div className="form-actions">
            <FormAlert message={error} />
            <BusyButton
              type="button"
              label={t('claim.start')}
              busyLabel={t('claim.starting')}
              busy={busy}
              onClick={start}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
