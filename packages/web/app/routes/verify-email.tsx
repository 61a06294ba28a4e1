import { useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { accountMeta, tokenFrom } from '../features/accounts/page-helpers';
import { LOGIN_PAGE_PATH } from '../features/accounts/sign-in-steps';
import { call } from '../lib/api';
import { useT } from '../lib/i18n';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import type { Route } from './+types/verify-email';
import '../features/accounts/accounts.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const token = tokenFrom(request);
  const outcome = token ? await page.api.verifyEmail(token) : 'invalid';
  // A signed-in person whose address is verified already needs no link at all (issue 13).
  const already =
    outcome === 'already' || (outcome === 'invalid' && page.viewer !== null && !page.unverifiedEmail);
  return { outcome: already ? 'already' : outcome, signedIn: page.viewer !== null };
}

// The token is spent by the first load: asking again would report a verified address as invalid.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = accountMeta('accounts.verify.title');

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resend = async () => {
    setSending(true);
    setNote(null);
    const result = await call('POST /api2/account/verify/resend', {});
    setSending(false);
    setNote(
      result.ok
        ? { tone: 'success', text: t('accounts.verify.resent') }
        : { tone: 'error', text: result.message },
    );
  };

  return (
    <div className="page account-page">
      <div className="account-narrow">
        {loaderData.outcome !== 'invalid' ? (
          <div className="auth-card result-card" role="status">
            <h1 className="account-title">
              {loaderData.outcome === 'already'
                ? t('firstHour.verify.alreadyHeading')
                : t('accounts.verify.doneHeading')}
            </h1>
            <p>
              {loaderData.outcome === 'already' ? t('firstHour.verify.already') : t('accounts.verify.done')}
            </p>
            <div className="form-actions">
              <Link to="/" className="button button-primary">
                {t('accounts.goHome')}
              </Link>
              {loaderData.signedIn ? (
                <Link to="/settings/account.html" className="button button-secondary">
                  {t('settings.account.title')}
                </Link>
              ) : null}
            </div>
          </div>
        ) : (
          <div className="auth-card result-card">
            <h1 className="account-title">{t('accounts.verify.failedHeading')}</h1>
            <p role="alert">{t('error.verify.invalid')}</p>
            {loaderData.signedIn ? (
              <>
                <FormAlert message={note?.text ?? null} tone={note?.tone ?? 'error'} />
                <div className="form-actions">
                  <BusyButton
                    type="button"
                    label={t('accounts.verify.resend')}
                    busyLabel={t('accounts.sending')}
                    busy={sending}
                    onClick={resend}
                  />
                </div>
              </>
            ) : (
              <>
                <p className="account-footnote">{t('accounts.verify.signInToResend')}</p>
                <div className="form-actions">
                  <Link to={LOGIN_PAGE_PATH} className="button button-primary">
                    {t('accounts.signin.tab')}
                  </Link>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
