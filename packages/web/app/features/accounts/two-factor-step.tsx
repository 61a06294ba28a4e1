import { LIMITS, ZTfaVerify } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { TextField } from '../../ui/text-field';
import { AccountSubmit } from './account-submit';
import { finishSignIn, type SignedInHere } from './finish-sign-in';
import { useAccountForm } from './use-account-form';

/** After the password, when the account asks for it: the emailed code (sent again on request). */
export function TwoFactorStep({
  rememberLogin,
  onBack,
  onDone,
  onSignedIn,
}: {
  rememberLogin: boolean;
  onBack(): void;
  onDone(): void;
  onSignedIn?: SignedInHere | undefined;
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
    (data) => call('POST /api2/account/tfa/verify', data),
    async ({ user }) => {
      if ((await finishSignIn(user, { kind: 'signin', rememberLogin, onSignedIn })) === 'stayed')
        return undefined;
      onDone();
      return 'navigating' as const;
    },
  );

  const resend = async () => {
    setResending(true);
    setResendNote(null);
    const result = await call('POST /api2/account/tfa/resend', {});
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
      <AccountSubmit
        label={t('accounts.tfa.submit')}
        busyLabel={t('accounts.tfa.sending')}
        busy={form.sending}
        message={resendNote?.text ?? form.formError}
        tone={resendNote?.tone ?? 'error'}
      />
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
