import { ZLogin } from '@masthead/core';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { getRememberedUsername } from '../../lib/storage';
import { CheckboxField } from '../../ui/check-field';
import { TextField } from '../../ui/text-field';
import { AccountSubmit } from './account-submit';
import { finishSignIn, type SignedInHere } from './finish-sign-in';
import { FORGOT_PASSWORD_PATH } from './sign-in-steps';
import { useAccountForm } from './use-account-form';

/** The sign-in tab: login and password (a remembered username filled in), then signed in or the code. */
export function SignInStep({
  onTwoFactor,
  onDone,
  onSignedIn,
}: {
  onTwoFactor(rememberLogin: boolean): void;
  onDone(): void;
  onSignedIn?: SignedInHere | undefined;
}) {
  const t = useT();
  const form = useAccountForm({
    initial: { login: '', password: '', rememberLogin: false as boolean },
    schema: ZLogin,
  });
  const { setValue } = form;
  const messageId = useId();

  // SPEC §4: a remembered username fills the field (read after hydration: cookies are the browser's).
  useEffect(() => {
    const remembered = getRememberedUsername();
    if (remembered) {
      setValue('login', remembered);
      setValue('rememberLogin', true);
    }
  }, [setValue]);

  const submit = form.handleSubmit(
    (data) => call('POST /api/auth/login/p.json', data),
    async (answer) => {
      if ('tfaRequired' in answer) {
        onTwoFactor(form.values.rememberLogin);
        return;
      }
      const rememberLogin = form.values.rememberLogin;
      if ((await finishSignIn(answer.user, { kind: 'signin', rememberLogin, onSignedIn })) === 'stayed')
        return undefined;
      onDone();
      return 'navigating' as const;
    },
  );

  // 'Wrong login or password' is about both fields: they are marked invalid and described by it, and
  // the focus goes back to the first, as it does for the form's own checks.
  const refused = form.formErrorCode === 'login.failed';
  const credentials = { invalid: refused, describedBy: refused ? [messageId] : undefined };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
      <TextField
        label={t('accounts.signin.login')}
        {...form.field('login')}
        {...credentials}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        label={t('accounts.signin.password')}
        {...form.field('password')}
        {...credentials}
        type="password"
        autoComplete="current-password"
        required
        aside={
          <Link to={FORGOT_PASSWORD_PATH} className="field-link" onClick={onDone}>
            {t('accounts.signin.forgot')}
          </Link>
        }
      />
      <CheckboxField
        label={t('accounts.signin.remember')}
        name="rememberLogin"
        checked={form.values.rememberLogin}
        onCheckedChange={(checked) => form.setValue('rememberLogin', checked)}
      />
      <AccountSubmit
        label={t('accounts.signin.submit')}
        busyLabel={t('accounts.signin.sending')}
        busy={form.sending}
        message={form.formError}
        messageId={messageId}
      />
    </form>
  );
}
