import { type ClaimStartAnswer, LIMITS, ZClaimCompleteForm } from '@masthead/core';
import { useCallback } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { TextField } from '../../ui/text-field';
import { AccountSubmit } from '../accounts/account-submit';
import { useAccountForm } from '../accounts/use-account-form';
import './claim.css';

/**
 * SPEC §8 accountTransfer, second step: where to put the code on the blog, then the email and password
 * the profile will sign in with. The server checks the blog when this is sent.
 */
export function ClaimForm({ claim }: { claim: ClaimStartAnswer }) {
  const t = useT();
  const toInput = useCallback(
    (values: { email: string; password: string; username: string }) => ({
      claimToken: claim.claimToken,
      email: values.email,
      password: values.password,
      ...(values.username.trim() ? { username: values.username } : {}),
    }),
    [claim.claimToken],
  );
  const form = useAccountForm({
    initial: { email: '', password: '', username: '' },
    schema: ZClaimCompleteForm,
    toInput,
  });

  const submit = form.handleSubmit(
    (data) => call('POST /api2/publisher/claim/complete', data),
    ({ user }) => {
      window.location.assign(`/@${user.username}`);
      return 'navigating' as const;
    },
  );

  return (
    <>
      <div className="auth-card claim-code">
        <p>{t('claim.metaHelp')}</p>
        <pre>
          <code>{claim.metaTag}</code>
        </pre>
        <p>{t('claim.fileHelp', { url: claim.fileUrl })}</p>
        <pre>
          <code>{claim.code}</code>
        </pre>
      </div>
      <p className="account-intro">{t('claim.formIntro')}</p>
      <form ref={form.formRef} className="auth-card auth-form" noValidate onSubmit={submit}>
        <TextField
          label={t('claim.email')}
          {...form.field('email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          label={t('claim.password')}
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          label={t('claim.username')}
          {...form.field('username')}
          autoComplete="username"
          maxLength={LIMITS.usernameFormMax}
        />
        <AccountSubmit
          label={t('claim.submit')}
          busyLabel={t('claim.checking')}
          busy={form.sending}
          message={form.formError}
        />
      </form>
    </>
  );
}
