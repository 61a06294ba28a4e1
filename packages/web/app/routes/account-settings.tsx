import {
  type AccountSettingsView,
  isUiLanguage,
  LANGUAGE_NAMES,
  LIMITS,
  STORAGE_KEYS,
  UI_LANGUAGES,
  type UiLanguage,
  ZChangePassword,
} from '@masthead/core';
import { useCallback, useId, useState } from 'react';
import { getPageContext } from '../context';
import { deviceName } from '../features/accounts/device-name';
import { BusyButton, CheckboxField, FormAlert, TextField } from '../features/accounts/fields';
import { accountMeta, requireViewer } from '../features/accounts/page-helpers';
import { SettingsCard, SettingsLayout, useDateTimeFormat } from '../features/accounts/settings-layout';
import { passwordFieldMessages } from '../features/accounts/sign-in-steps';
import { useAccountForm } from '../features/accounts/use-account-form';
import { api } from '../lib/api';
import { htmlLang, useI18n, useT } from '../lib/i18n';
import { browserStore } from '../lib/storage';
import { confirm } from '../ui/confirm-dialog';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/account-settings';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const viewer = requireViewer(request, page);
  const settings = await page.api.getAccountSettings();
  if (!settings) throw new Response(null, { status: 404 });
  return { username: viewer.username, settings };
}

export const meta: Route.MetaFunction = accountMeta('settings.account.title');

type Note = { tone: 'success' | 'error'; text: string } | null;

export default function AccountSettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { settings } = loaderData;
  return (
    <SettingsLayout title={t('settings.account.title')}>
      <EmailCard email={settings.email} verified={settings.emailVerified} />
      <PasswordCard username={loaderData.username} />
      <TwoFactorCard enabled={settings.tfaEnabled} />
      <LanguageCard />
      <SessionsCard initial={settings.sessions} />
    </SettingsLayout>
  );
}

function EmailCard({ email, verified }: { email: string; verified: boolean }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<Note>(null);

  const resend = async () => {
    setSending(true);
    setNote(null);
    const result = await api<{ sent: boolean }>('/api2/account/verify/resend', {});
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

function PasswordCard({ username }: { username: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  const checkPasswords = useCallback(
    (values: { newPassword: string; confirmPassword: string }) =>
      passwordFieldMessages(values.newPassword, values.confirmPassword, {
        password: 'newPassword',
        confirmation: 'confirmPassword',
      }),
    [],
  );
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const form = useAccountForm({ initial: empty, schema: ZChangePassword, extraCheck: checkPasswords });

  const submit = form.handleSubmit(
    (data) => {
      setDone(false);
      return api<{ changed: boolean }>('/api2/account/password/change', data);
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
        <TextField
          {...field('newPassword')}
          label={t('settings.password.new')}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          hint={t('validation.password.length')}
        />
        <TextField
          {...field('confirmPassword')}
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
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

function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const [on, setOn] = useState(enabled);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    setError(null);
    const result = await api<unknown>('/api2/account/settings', { tfaEnabled: next });
    setSaving(false);
    if (result.ok) {
      showSnackbar(next ? t('settings.tfa.turnedOn') : t('settings.tfa.turnedOff'));
    } else {
      setOn(!next);
      setError(result.message);
    }
  };

  return (
    <SettingsCard title={t('settings.tfa.title')}>
      <CheckboxField
        switch
        label={t('settings.tfa.label')}
        description={t('settings.tfa.description')}
        checked={on}
        disabled={saving}
        aria-busy={saving || undefined}
        onCheckedChange={change}
      />
      <FormAlert message={error} />
    </SettingsCard>
  );
}

/** Shows the language the page is in: the language cookie decides it before the profile does. */
function LanguageCard() {
  const { lang, t } = useI18n();
  const id = useId();
  const [value, setValue] = useState<UiLanguage>(lang);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    // Sets the profile's language and the language cookie (which the server reads first) together.
    const result = await api<{ lang: UiLanguage }>('/api2/account/language', { lang: value });
    if (!result.ok) {
      setSaving(false);
      setError(result.message);
      return;
    }
    try {
      browserStore().setItem(STORAGE_KEYS.userLang, value);
    } catch {
      // The cookie decides the language; the stored copy is a convenience.
    }
    window.location.reload();
  };

  return (
    <SettingsCard title={t('settings.language.title')} description={t('settings.language.intro')}>
      <div className="inline-form">
        <div className="field">
          <label htmlFor={id} className="field-label">
            {t('settings.language.label')}
          </label>
          <select
            id={id}
            className="field-input field-select"
            value={value}
            onChange={(event) => {
              if (isUiLanguage(event.target.value)) setValue(event.target.value);
            }}
          >
            {UI_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={htmlLang(code)}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <BusyButton
          type="button"
          variant="secondary"
          label={t('settings.language.save')}
          busyLabel={t('accounts.saving')}
          busy={saving}
          disabled={value === lang}
          onClick={save}
        />
      </div>
      <FormAlert message={error} />
    </SettingsCard>
  );
}

type Session = AccountSettingsView['sessions'][number];

function SessionsCard({ initial }: { initial: Session[] }) {
  const t = useT();
  const formatTime = useDateTimeFormat();
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

  const revoke = async (sessionId: number) => {
    const result = await api<{ revoked: boolean }>('/api2/account/sessions/revoke', { sessionId });
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
