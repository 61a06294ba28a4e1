import type { MessageKey, OAuthPurpose, OfferedProvider } from '@masthead/core';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { FormAlert } from '../../ui/form-alert';
import { finishSignIn, type SignedInHere } from '../accounts/finish-sign-in';
import { openOAuthPopup } from './oauth-popup';
import { offeredProviders } from './providers-api';
import './linked-accounts.css';

/**
 * The sign-in and sign-up tabs' other way in: one button per provider this site offers, each opening
 * the provider's popup (SPEC §7). Signed in (or up) there, the page goes on as after the password form.
 */
export function ProviderButtons({
  purpose,
  onTwoFactor,
  onDone,
  onSignedIn,
}: {
  purpose: Extract<OAuthPurpose, 'signin' | 'signup'>;
  onTwoFactor(rememberLogin: boolean): void;
  onDone(): void;
  onSignedIn?: SignedInHere | undefined;
}) {
  const t = useT();
  const [providers, setProviders] = useState<OfferedProvider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    offeredProviders().then((result) => {
      if (live && result.ok) setProviders(result.data.providers);
    });
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;

  const start = async (provider: OfferedProvider) => {
    setBusy(provider.provider);
    setError(null);
    const outcome = await openOAuthPopup(provider.provider, purpose);
    setBusy(null);
    if (outcome.type === 'blocked') return setError(t('linked.popup.blocked'));
    if (outcome.type === 'closed') return;
    if (!outcome.ok) return setError(t(outcome.errorMsgKey as MessageKey));
    if (outcome.outcome === 'tfa') return onTwoFactor(false);
    const current = await call('GET /api2/account/current');
    if (!current.ok || !current.data.user)
      return setError(current.ok ? t('error.oauth.failed') : current.message);
    const kind = outcome.outcome === 'signed-up' ? 'signup' : 'signin';
    if ((await finishSignIn(current.data.user, { kind, rememberLogin: false, onSignedIn })) === 'stayed')
      return;
    onDone();
  };

  return (
    <div className="provider-buttons">
      <p className="provider-or">{t('linked.signin.or')}</p>
      <FormAlert message={error} />
      <ul className="provider-list">
        {providers.map((provider) => (
          <li key={provider.provider}>
            <button
              type="button"
              className={`button button-secondary provider-button provider-${provider.provider}`}
              disabled={busy !== null}
              aria-busy={busy === provider.provider || undefined}
              onClick={() => start(provider)}
            >
              {t('linked.signin.with', { provider: provider.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
