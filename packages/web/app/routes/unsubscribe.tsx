import { type MessageKey, NOTIFICATION_SETTING_KEYS, type NotificationSettingKey } from '@masthead/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { getPageContext } from '../context';
import { accountMeta, tokenFrom } from '../features/accounts/page-helpers';
import { call } from '../lib/api';
import { useT } from '../lib/i18n';
import { BusyButton } from '../ui/busy-button';
import { FormAlert } from '../ui/form-alert';
import type { Route } from './+types/unsubscribe';
import '../features/accounts/accounts.css';

const isListKey = (value: string | null): value is NotificationSettingKey =>
  value !== null && (NOTIFICATION_SETTING_KEYS as readonly string[]).includes(value);

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const token = tokenFrom(request);
  const target = token ? await page.api.describeUnsubscribe(token) : null;
  const list = new URL(request.url).searchParams.get('list');
  return {
    token: target ? token : null,
    email: target?.email ?? null,
    list: isListKey(list) ? list : null,
    signedIn: page.viewer !== null,
  };
}

export const meta: Route.MetaFunction = accountMeta('accounts.unsubscribe.title');

/** The name of one mailing, as the notification settings call it. */
const LIST_NAMES = {
  emailOnFollow: 'settings.notifications.emailOnFollow',
  emailOnComment: 'settings.notifications.emailOnComment',
  emailOnReply: 'settings.notifications.emailOnReply',
  emailOnVote: 'settings.notifications.emailOnVote',
  emailOnMention: 'settings.notifications.emailOnMention',
  weeklyNewsletter: 'settings.notifications.weeklyNewsletter',
  productNews: 'settings.notifications.productNews',
} as const satisfies Record<NotificationSettingKey, MessageKey>;

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { token, email, list } = loaderData;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const unsubscribe = async () => {
    if (!token) return;
    setSending(true);
    setError(null);
    const result = await call('POST /api2/account/unsubscribe', list ? { token, list } : { token });
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setDone(true);
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  const settingsLink = loaderData.signedIn ? (
    <Link to="/settings/notifications.html" className="button button-secondary">
      {t('accounts.unsubscribe.manage')}
    </Link>
  ) : null;

  return (
    <div className="page account-page">
      <div className="account-narrow">
        {!token || !email ? (
          <div className="auth-card result-card">
            <h1 className="account-title">{t('accounts.unsubscribe.heading')}</h1>
            <p role="alert">{t('error.unsubscribe.invalid.token')}</p>
            <div className="form-actions">
              <Link to="/" className="button button-primary">
                {t('accounts.goHome')}
              </Link>
              {settingsLink}
            </div>
          </div>
        ) : done ? (
          <div className="auth-card result-card" role="status">
            <h1 ref={doneRef} tabIndex={-1} className="account-title">
              {t('accounts.unsubscribe.doneHeading')}
            </h1>
            <p>
              {list
                ? t('accounts.unsubscribe.doneList', { email, list: t(LIST_NAMES[list]) })
                : t('accounts.unsubscribe.doneAll', { email })}
            </p>
            <div className="form-actions">
              <Link to="/" className="button button-primary">
                {t('accounts.goHome')}
              </Link>
              {settingsLink}
            </div>
          </div>
        ) : (
          <div className="auth-card result-card">
            <h1 className="account-title">{t('accounts.unsubscribe.heading')}</h1>
            <p>
              {list
                ? t('accounts.unsubscribe.askList', { email, list: t(LIST_NAMES[list]) })
                : t('accounts.unsubscribe.askAll', { email })}
            </p>
            <FormAlert message={error} />
            <div className="form-actions">
              <BusyButton
                type="button"
                variant="danger"
                label={t('accounts.unsubscribe.submit')}
                busyLabel={t('accounts.unsubscribe.sending')}
                busy={sending}
                onClick={unsubscribe}
              />
              {settingsLink}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
