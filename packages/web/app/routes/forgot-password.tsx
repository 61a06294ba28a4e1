import { ZForgotPassword } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { AccountSubmit } from '../features/accounts/account-submit';
import { accountMeta } from '../features/accounts/page-helpers';
import { LOGIN_PAGE_PATH } from '../features/accounts/sign-in-steps';
import { useAccountForm } from '../features/accounts/use-account-form';
import { call } from '../lib/api';
import { useT } from '../lib/i18n';
import { TextField } from '../ui/text-field';
import type { Route } from './+types/forgot-password';
import '../features/accounts/accounts.css';

export async function loader({ context }: Route.LoaderArgs) {
  const page = getPageContext(context);
  return { signedIn: page.viewer !== null };
}

export const meta: Route.MetaFunction = accountMeta('accounts.forgot.title');

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const form = useAccountForm({ initial: { email: '' }, schema: ZForgotPassword });

  const submit = form.handleSubmit(
    (data) => call('POST /api2/account/password/forget', data),
    () => {
      setSentTo(form.values.email.trim());
    },
  );

  // Once the confirmation is on the page (a frame callback could run before React has rendered it).
  useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus();
  }, [sentTo]);

  const again = () => {
    form.reset({ email: '' });
    setSentTo(null);
  };

  return (
    <div className="page account-page">
      <div className="account-narrow">
        {sentTo === null ? (
          <>
            <h1 className="account-title">{t('accounts.forgot.heading')}</h1>
            <p className="account-intro">{t('accounts.forgot.intro')}</p>
            <form ref={form.formRef} className="auth-card auth-form" noValidate onSubmit={submit}>
              <TextField
                label={t('accounts.forgot.email')}
                {...form.field('email')}
                type="email"
                autoComplete="email"
                required
              />
              <AccountSubmit
                label={t('accounts.forgot.submit')}
                busyLabel={t('accounts.sending')}
                busy={form.sending}
                message={form.formError}
              />
            </form>
            {loaderData.signedIn ? null : (
              <p className="account-footnote">
                <Link to={LOGIN_PAGE_PATH}>{t('accounts.backToSignIn')}</Link>
              </p>
            )}
          </>
        ) : (
          <div className="auth-card result-card" role="status">
            <h1 ref={doneRef} tabIndex={-1} className="account-title">
              {t('accounts.forgot.sentTitle')}
            </h1>
            <p>{t('accounts.forgot.sent', { email: sentTo })}</p>
            <p className="account-footnote">{t('accounts.forgot.sentHelp')}</p>
            <div className="form-actions">
              {loaderData.signedIn ? null : (
                <Link to={LOGIN_PAGE_PATH} className="button button-primary">
                  {t('accounts.backToSignIn')}
                </Link>
              )}
              <button type="button" className="button button-secondary" onClick={again}>
                {t('accounts.forgot.again')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
