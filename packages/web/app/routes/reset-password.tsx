import { type ResetTokenState, ZResetPassword } from '@masthead/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { AccountSubmit } from '../features/accounts/account-submit';
import { finishSignIn } from '../features/accounts/finish-sign-in';
import { failureCode } from '../features/accounts/form-errors';
import { NewPasswordFields } from '../features/accounts/new-password-fields';
import { accountMeta, tokenFrom } from '../features/accounts/page-helpers';
import { FORGOT_PASSWORD_PATH, newPasswordCheck } from '../features/accounts/sign-in-steps';
import { useAccountForm } from '../features/accounts/use-account-form';
import { call } from '../lib/api';
import { useT } from '../lib/i18n';
import type { Route } from './+types/reset-password';
import '../features/accounts/accounts.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const token = tokenFrom(request);
  const state: ResetTokenState = token ? await page.api.checkResetToken(token) : 'invalid';
  return { token: state === 'valid' ? token : null, state };
}

export const meta: Route.MetaFunction = accountMeta('accounts.reset.title');

type Unusable = Exclude<ResetTokenState, 'valid'>;

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // A link can stop working while the page is open (used in another tab, or expired meanwhile).
  const [unusable, setUnusable] = useState<Unusable | null>(null);
  const state = unusable ?? loaderData.state;

  return (
    <div className="page account-page">
      <div className="account-narrow">
        {state === 'valid' && loaderData.token ? (
          <>
            <h1 className="account-title">{t('accounts.reset.heading')}</h1>
            <p className="account-intro">{t('accounts.reset.intro')}</p>
            <ResetForm token={loaderData.token} onUnusable={setUnusable} />
          </>
        ) : (
          <div className="auth-card result-card">
            <h1 className="account-title">{t('accounts.reset.unusableHeading')}</h1>
            <p role="alert">
              {state === 'used'
                ? t('error.resetPassword.used')
                : state === 'expired'
                  ? t('error.resetPassword.expired')
                  : t('accounts.reset.invalid')}
            </p>
            <div className="form-actions">
              <Link to={FORGOT_PASSWORD_PATH} className="button button-primary">
                {t('accounts.reset.askAgain')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

const checkPasswords = newPasswordCheck('password', 'confirmPassword');

function ResetForm({ token, onUnusable }: { token: string; onUnusable(state: Unusable): void }) {
  const t = useT();
  const toInput = useCallback(
    (values: { password: string; confirmPassword: string }) => ({ ...values, token }),
    [token],
  );
  const form = useAccountForm({
    initial: { password: '', confirmPassword: '' },
    schema: ZResetPassword,
    toInput,
    extraCheck: checkPasswords,
  });

  const submit = form.handleSubmit(
    async (data) => {
      const result = await call('POST /api2/account/password/reset', data);
      if (!result.ok) {
        const code = failureCode(result.error);
        if (code === 'resetPassword.used') onUnusable('used');
        else if (code === 'resetPassword.expired') onUnusable('expired');
      }
      return result;
    },
    async ({ user }) => {
      await finishSignIn(user, { kind: 'reset', rememberLogin: false });
      return 'navigating' as const;
    },
  );

  return (
    <form ref={form.formRef} className="auth-card auth-form" noValidate onSubmit={submit}>
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
        labels={{ password: t('accounts.reset.password'), confirmation: t('accounts.reset.confirmPassword') }}
      />
      <AccountSubmit
        label={t('accounts.reset.submit')}
        busyLabel={t('accounts.saving')}
        busy={form.sending}
        message={form.formError}
      />
    </form>
  );
}
