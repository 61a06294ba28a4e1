import { type CurrentUser, LIMITS, ZLogin, ZSignup, ZTfaVerify } from '@masthead/core';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useI18n, useT } from '../../lib/i18n';
import { getRememberedUsername } from '../../lib/storage';
import { BusyButton, CheckboxField, FormAlert, TextField } from './fields';
import { finishSignIn } from './finish-sign-in';
import { FORGOT_PASSWORD_PATH, passwordFieldMessages } from './sign-in-steps';
import { useAccountForm } from './use-account-form';
import './accounts.css';

export type SignInMode = 'signin' | 'signup';

type Props = {
  initialMode: SignInMode;
  /** Called when the form is finished with: signed in, or left through one of its links. */
  onDone(): void;
};

type LoginAnswer = { user: CurrentUser; tfaRequired?: undefined } | { tfaRequired: true; user?: undefined };

/** Sign in, sign up and the two-factor step, as one card (the sign-in page and the login prompt). */
export function SignInForm({ initialMode, onDone }: Props) {
  const t = useT();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [tfa, setTfa] = useState<{ rememberLogin: boolean } | null>(null);
  const baseId = useId();
  const tabRefs = useRef<Record<SignInMode, HTMLButtonElement | null>>({ signin: null, signup: null });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const next: SignInMode =
      event.key === 'Home'
        ? 'signin'
        : event.key === 'End'
          ? 'signup'
          : mode === 'signin'
            ? 'signup'
            : 'signin';
    setMode(next);
    tabRefs.current[next]?.focus();
  };

  if (tfa) {
    return (
      <div className="auth-card">
        <TwoFactorStep rememberLogin={tfa.rememberLogin} onBack={() => setTfa(null)} onDone={onDone} />
      </div>
    );
  }

  const tab = (which: SignInMode, label: string) => (
    <button
      ref={(element) => {
        tabRefs.current[which] = element;
      }}
      type="button"
      role="tab"
      id={`${baseId}-tab-${which}`}
      aria-selected={mode === which}
      aria-controls={`${baseId}-panel`}
      tabIndex={mode === which ? 0 : -1}
      className="auth-tab"
      onClick={() => setMode(which)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  return (
    <div className="auth-card">
      <div className="auth-tabs" role="tablist" aria-label={t('accounts.tabs.label')}>
        {tab('signin', t('accounts.signin.tab'))}
        {tab('signup', t('accounts.signup.tab'))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${mode}`}
        className="auth-panel"
      >
        {mode === 'signin' ? (
          <SignInStep onTwoFactor={(rememberLogin) => setTfa({ rememberLogin })} onDone={onDone} />
        ) : (
          <SignUpStep onDone={onDone} onSwitchToSignIn={() => setMode('signin')} />
        )}
      </div>
    </div>
  );
}

function SignInStep({ onTwoFactor, onDone }: { onTwoFactor(rememberLogin: boolean): void; onDone(): void }) {
  const t = useT();
  const form = useAccountForm({
    initial: { login: '', password: '', rememberLogin: false as boolean },
    schema: ZLogin,
  });
  const { setValue } = form;

  // SPEC §4: a remembered username fills the field (read after hydration: cookies are the browser's).
  useEffect(() => {
    const remembered = getRememberedUsername();
    if (remembered) {
      setValue('login', remembered);
      setValue('rememberLogin', true);
    }
  }, [setValue]);

  const submit = form.handleSubmit(
    (data) => api<LoginAnswer>('/api/auth/login/p.json', data),
    async (answer) => {
      if (answer.tfaRequired) {
        onTwoFactor(form.values.rememberLogin);
        return;
      }
      await finishSignIn(answer.user, { kind: 'signin', rememberLogin: form.values.rememberLogin });
      onDone();
      return 'navigating' as const;
    },
  );

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
      <TextField
        label={t('accounts.signin.login')}
        {...form.field('login')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        label={t('accounts.signin.password')}
        {...form.field('password')}
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
      <BusyButton
        label={t('accounts.signin.submit')}
        busyLabel={t('accounts.signin.sending')}
        busy={form.sending}
        className="button-block"
      />
      <FormAlert message={form.formError} />
    </form>
  );
}

function SignUpStep({ onDone, onSwitchToSignIn }: { onDone(): void; onSwitchToSignIn(): void }) {
  const { t, lang } = useI18n();
  const checkPasswords = useCallback(
    (values: { password: string; confirmPassword: string }) =>
      passwordFieldMessages(values.password, values.confirmPassword, {
        password: 'password',
        confirmation: 'confirmPassword',
      }),
    [],
  );
  const toInput = useCallback((values: Record<string, string>) => ({ ...values, lang }), [lang]);
  const form = useAccountForm({
    initial: { email: '', username: '', displayName: '', password: '', confirmPassword: '' },
    schema: ZSignup,
    toInput,
    extraCheck: checkPasswords,
  });

  const submit = form.handleSubmit(
    (data) => api<{ user: CurrentUser }>('/api2/account/signup', data),
    async ({ user }) => {
      await finishSignIn(user, { kind: 'signup', rememberLogin: false });
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
        hint={t('validation.username.length')}
      />
      <TextField
        {...form.field('displayName')}
        label={t('accounts.signup.displayName')}
        autoComplete="name"
        maxLength={LIMITS.displayNameMax}
        required
      />
      <TextField
        {...form.field('password')}
        label={t('accounts.signup.password')}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
        hint={t('validation.password.length')}
      />
      <TextField
        {...form.field('confirmPassword')}
        label={t('accounts.signup.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
      />
      <BusyButton
        label={t('accounts.signup.submit')}
        busyLabel={t('accounts.signup.sending')}
        busy={form.sending}
        className="button-block"
      />
      <FormAlert message={form.formError} />
      <p className="auth-switch">
        {t('accounts.signup.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToSignIn}>
          {t('accounts.signin.tab')}
        </button>
      </p>
    </form>
  );
}

function TwoFactorStep({
  rememberLogin,
  onBack,
  onDone,
}: {
  rememberLogin: boolean;
  onBack(): void;
  onDone(): void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [resending, setResending] = useState(false);
  const [resendNote, setResendNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useAccountForm({
    initial: { code: '' },
    schema: ZTfaVerify,
    toInput: (values) => ({ ...values, rememberLogin }),
  });

  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.handleSubmit(
    (data) => api<{ user: CurrentUser }>('/api2/account/tfa/verify', data),
    async ({ user }) => {
      await finishSignIn(user, { kind: 'signin', rememberLogin });
      onDone();
      return 'navigating' as const;
    },
  );

  const resend = async () => {
    setResending(true);
    setResendNote(null);
    const result = await api<{ sent: boolean }>('/api2/account/tfa/resend', {});
    setResending(false);
    setResendNote(
      result.ok
        ? { tone: 'success', text: t('accounts.tfa.resent') }
        : { tone: 'error', text: result.message },
    );
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
      <h2 ref={headingRef} tabIndex={-1} className="auth-step-title">
        {t('accounts.tfa.title')}
      </h2>
      <p className="auth-step-text">{t('accounts.tfa.intro')}</p>
      <TextField
        label={t('accounts.tfa.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={LIMITS.tfaCodeLength}
        className="field-code"
        required
        value={form.values.code}
        onValueChange={(value) => form.setValue('code', value.replace(/\D/g, ''))}
        onBlur={() => form.reveal('code')}
        error={form.errorOf('code')}
      />
      <BusyButton
        label={t('accounts.tfa.submit')}
        busyLabel={t('accounts.tfa.sending')}
        busy={form.sending}
        className="button-block"
      />
      <FormAlert message={resendNote?.text ?? form.formError} tone={resendNote?.tone ?? 'error'} />
      <div className="auth-step-actions">
        <BusyButton
          type="button"
          variant="secondary"
          label={t('accounts.tfa.resend')}
          busyLabel={t('accounts.sending')}
          busy={resending}
          onClick={resend}
        />
        <button type="button" className="link-button" onClick={onBack}>
          {t('accounts.backToSignIn')}
        </button>
      </div>
    </form>
  );
}
