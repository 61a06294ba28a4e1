import { LIMITS, ZSignup } from '@masthead/core';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { TextField } from '../../ui/text-field';
import { formatNumber } from '../content/format';
import { AccountSubmit } from './account-submit';
import { finishSignIn, type SignedInHere } from './finish-sign-in';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordCheck } from './sign-in-steps';
import { browserTimeZone } from './time-zone';
import { useAccountForm } from './use-account-form';

const checkPasswords = newPasswordCheck('password', 'confirmPassword');

/** The sign-up tab: a new account, signed in at once. */
export function SignUpStep({
  onDone,
  onSwitchToSignIn,
  onSignedIn,
}: {
  onDone(): void;
  onSwitchToSignIn(): void;
  onSignedIn?: SignedInHere | undefined;
}) {
  const { t, lang } = useI18n();
  // The browser's time zone goes along, so the newsletter comes at 5pm on the new reader's clock.
  const toInput = useCallback(
    (values: Record<string, string>) => {
      const timeZone = browserTimeZone();
      return { ...values, lang, ...(timeZone ? { timeZone } : {}) };
    },
    [lang],
  );
  const form = useAccountForm({
    initial: { email: '', username: '', displayName: '', password: '', confirmPassword: '' },
    schema: ZSignup,
    toInput,
    extraCheck: checkPasswords,
  });

  const subscribers = useSubscriberCount();

  const submit = form.handleSubmit(
    (data) => call('POST /api2/account/signup', data),
    async ({ user }) => {
      if ((await finishSignIn(user, { kind: 'signup', rememberLogin: false, onSignedIn })) === 'stayed')
        return undefined;
      onDone();
      return 'navigating' as const;
    },
  );

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
      <TextField
        {...form.field('email')}
        label={t('accounts.signup.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...form.field('username')}
        label={t('accounts.signup.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.usernameFormMax}
        required
        hint={t('firstHour.username.hint')}
      />
      <TextField
        {...form.field('displayName')}
        label={t('accounts.signup.displayName')}
        autoComplete="name"
        maxLength={LIMITS.displayNameMax}
        required
      />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
        labels={{
          password: t('accounts.signup.password'),
          confirmation: t('accounts.signup.confirmPassword'),
        }}
      />
      {subscribers ? (
        <p className="auth-note">
          {t('accounts.signup.newsletter', { count: formatNumber(lang, subscribers) })}
        </p>
      ) : null}
      <AccountSubmit
        label={t('accounts.signup.submit')}
        busyLabel={t('accounts.signup.sending')}
        busy={form.sending}
        message={form.formError}
      />
      <p className="auth-switch">
        {t('accounts.signup.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToSignIn}>
          {t('accounts.signin.tab')}
        </button>
      </p>
    </form>
  );
}

/** How many readers get the weekly newsletter, asked once the form shows (null until known or on failure). */
function useSubscriberCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void call('GET /api2/newsletter/subscribers', {}).then((result) => {
      if (live && result.ok) setCount(result.data.subscribers);
    });
    return () => {
      live = false;
    };
  }, []);
  return count;
}
