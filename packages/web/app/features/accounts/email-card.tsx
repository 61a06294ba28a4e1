import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { SettingsCard } from './settings-layout';

type Note = { tone: 'success' | 'error'; text: string } | null;

/** The account's email address, whether it is verified, and the verification mail sent again. */
export function EmailCard({ email, verified }: { email: string; verified: boolean }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<Note>(null);

  const resend = async () => {
    setSending(true);
    setNote(null);
    const result = await call('POST /api2/account/verify/resend', {});
    setSending(false);
    setNote(
      result.ok
        ? { tone: 'success', text: t('settings.email.resent', { email }) }
        : { tone: 'error', text: result.message },
    );
  };

  return (
    <SettingsCard title={t('settings.email.title')}>
      <p className="settings-value">
        <span className="settings-email">{email}</span>{' '}
        <span className={verified ? 'badge badge-ok' : 'badge badge-warn'}>
          {verified ? t('settings.email.verified') : t('settings.email.unverified')}
        </span>
      </p>
      {verified ? null : (
        <>
          <p className="settings-help">{t('settings.email.unverifiedHelp')}</p>
          <FormAlert message={note?.text ?? null} tone={note?.tone ?? 'error'} />
          <BusyButton
            type="button"
            variant="secondary"
            label={t('settings.email.resend')}
            busyLabel={t('accounts.sending')}
            busy={sending}
            onClick={resend}
          />
        </>
      )}
    </SettingsCard>
  );
}
