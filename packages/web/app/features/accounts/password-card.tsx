import { ZChangePassword } from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { NewPasswordFields } from './new-password-fields';
import { SettingsCard } from './settings-layout';
import { newPasswordCheck } from './sign-in-steps';
import { useAccountForm } from './use-account-form';

const checkPasswords = newPasswordCheck('newPassword', 'confirmPassword');

/** Changing the password: the current one, then the new one twice. */
export function PasswordCard({ username }: { username: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const form = useAccountForm({ initial: empty, schema: ZChangePassword, extraCheck: checkPasswords });

  const submit = form.handleSubmit(
    (data) => {
      setDone(false);
      return call('POST /api2/account/password/change', data);
    },
    () => {
      form.reset(empty);
      setDone(true);
    },
  );

  const field = (name: keyof typeof empty) => {
    const bound = form.field(name);
    return {
      ...bound,
      type: 'password',
      required: true,
      onValueChange: (value: string) => {
        setDone(false);
        bound.onValueChange(value);
      },
    };
  };

  return (
    <SettingsCard title={t('settings.password.title')} description={t('settings.password.intro')}>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        {/* Lets password managers file the new password under this account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          {...field('currentPassword')}
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={field('newPassword')}
          confirmation={field('confirmPassword')}
          labels={{ password: t('settings.password.new'), confirmation: t('settings.password.confirm') }}
        />
        <div className="form-actions">
          <BusyButton
            label={t('settings.password.submit')}
            busyLabel={t('accounts.saving')}
            busy={form.sending}
          />
        </div>
        <FormAlert
          message={done ? t('settings.password.changed') : form.formError}
          tone={done ? 'success' : 'error'}
        />
      </form>
    </SettingsCard>
  );
}
