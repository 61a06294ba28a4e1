import type { AccountSettingsView } from '@masthead/core';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { confirm } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { deviceName } from './device-name';
import { SettingsCard, useDateTimeFormat } from './settings-layout';

type Session = AccountSettingsView['sessions'][number];

/** Where the account is signed in: each session signed out alone, or all the others at once. */
export function SessionsCard({ initial }: { initial: Session[] }) {
  const t = useT();
  const formatTime = useDateTimeFormat();
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

  const revoke = async (sessionId: number) => {
    const result = await call('POST /api2/account/sessions/revoke', { sessionId });
    if (result.ok) setSessions((list) => list.filter((session) => session.sessionId !== sessionId));
    else setError(result.message);
    return result.ok;
  };

  const signOutOne = async (sessionId: number) => {
    setBusy(sessionId);
    setError(null);
    if (await revoke(sessionId)) showSnackbar(t('settings.sessions.signedOut'));
    setBusy(null);
  };

  const signOutOthers = async () => {
    const confirmed = await confirm({
      title: t('settings.sessions.othersConfirmTitle'),
      message: t('settings.sessions.othersConfirm'),
      confirmLabel: t('settings.sessions.others'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy('all');
    setError(null);
    let allRevoked = true;
    for (const session of others) allRevoked = (await revoke(session.sessionId)) && allRevoked;
    if (allRevoked) showSnackbar(t('settings.sessions.othersSignedOut'));
    setBusy(null);
  };

  const describe = (session: Session) => {
    const { browser, system } = deviceName(session.userAgent);
    if (browser && system) return t('settings.sessions.device', { browser, system });
    return browser ?? system ?? t('settings.sessions.unknownDevice');
  };

  return (
    <SettingsCard title={t('settings.sessions.title')} description={t('settings.sessions.intro')}>
      <FormAlert message={error} />
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.sessionId} className="session-item">
            <div className="session-text">
              <p className="session-device">
                {describe(session)}
                {session.current ? (
                  <span className="badge badge-ok">{t('settings.sessions.current')}</span>
                ) : null}
              </p>
              <p className="session-meta">
                {session.ip ? <span>{session.ip}</span> : null}
                <span>{t('settings.sessions.lastActive', { time: formatTime(session.lastSeenAt) })}</span>
                <span>{t('settings.sessions.signedIn', { time: formatTime(session.createdAt) })}</span>
              </p>
            </div>
            {session.current ? null : (
              <BusyButton
                type="button"
                variant="secondary"
                label={t('settings.sessions.signOut')}
                busyLabel={t('settings.sessions.signingOut')}
                busy={busy === session.sessionId}
                disabled={busy !== null}
                onClick={() => signOutOne(session.sessionId)}
              />
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="form-actions">
          <BusyButton
            type="button"
            variant="danger"
            label={t('settings.sessions.others')}
            busyLabel={t('settings.sessions.signingOut')}
            busy={busy === 'all'}
            disabled={busy !== null}
            onClick={signOutOthers}
          />
        </div>
      ) : (
        <p className="settings-help">{t('settings.sessions.noOthers')}</p>
      )}
    </SettingsCard>
  );
}
