import {
  type MessageKey,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettingKey,
  type NotificationSettings,
} from '@masthead/core';
import { useState } from 'react';
import { getPageContext } from '../context';
import { accountMeta, requireViewer } from '../features/accounts/page-helpers';
import { SettingsCard, SettingsLayout } from '../features/accounts/settings-layout';
import { TimeZoneField } from '../features/accounts/time-zone-field';
import { call } from '../lib/api';
import { useT } from '../lib/i18n';
import { CheckboxField } from '../ui/check-field';
import { FormAlert } from '../ui/form-alert';
import { hideSnackbar, showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/notification-settings';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  requireViewer(request, page);
  const settings = await page.api.getAccountSettings();
  if (!settings) throw new Response(null, { status: 404 });
  return { settings: settings.notificationSettings, timeZone: settings.timeZone };
}

export const meta: Route.MetaFunction = accountMeta('settings.notifications.title');

const TEXTS = {
  emailOnFollow: {
    label: 'settings.notifications.emailOnFollow',
    description: 'settings.notifications.emailOnFollow.description',
  },
  emailOnComment: {
    label: 'settings.notifications.emailOnComment',
    description: 'settings.notifications.emailOnComment.description',
  },
  emailOnReply: {
    label: 'settings.notifications.emailOnReply',
    description: 'settings.notifications.emailOnReply.description',
  },
  emailOnVote: {
    label: 'settings.notifications.emailOnVote',
    description: 'settings.notifications.emailOnVote.description',
  },
  emailOnMention: {
    label: 'settings.notifications.emailOnMention',
    description: 'settings.notifications.emailOnMention.description',
  },
  weeklyNewsletter: {
    label: 'settings.notifications.weeklyNewsletter',
    description: 'settings.notifications.weeklyNewsletter.description',
  },
  productNews: {
    label: 'settings.notifications.productNews',
    description: 'settings.notifications.productNews.description',
  },
} as const satisfies Record<NotificationSettingKey, { label: MessageKey; description: MessageKey }>;

/** Mail about what others do, then mail from us: two groups of the same kind of switch. */
const ACTIVITY_KEYS = NOTIFICATION_SETTING_KEYS.filter((key) => key.startsWith('emailOn'));
const NEWS_KEYS = NOTIFICATION_SETTING_KEYS.filter((key) => !key.startsWith('emailOn'));

export default function NotificationSettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [values, setValues] = useState<NotificationSettings>(loaderData.settings);
  const [saving, setSaving] = useState<ReadonlySet<NotificationSettingKey>>(() => new Set());
  const [error, setError] = useState<string | null>(null);

  const mark = (key: NotificationSettingKey, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });

  /** Applies at once, sends, and puts the old value back when the server refuses. */
  const save = async (key: NotificationSettingKey, next: boolean) => {
    const previous = !next;
    setValues((current) => ({ ...current, [key]: next }));
    mark(key, true);
    setError(null);
    const result = await call('POST /api2/account/notifications', { [key]: next });
    mark(key, false);
    if (!result.ok) {
      setValues((current) => ({ ...current, [key]: previous }));
      setError(result.message);
      return false;
    }
    return true;
  };

  const change = async (key: NotificationSettingKey, next: boolean) => {
    hideSnackbar();
    if (!(await save(key, next))) return;
    showSnackbar(t('settings.saved'), {
      label: t('settings.undo'),
      run: async () => {
        if (await save(key, !next)) showSnackbar(t('settings.undone'));
      },
    });
  };

  const group = (keys: readonly NotificationSettingKey[]) => (
    <div className="switch-list">
      {keys.map((key) => (
        <CheckboxField
          key={key}
          switch
          name={key}
          label={t(TEXTS[key].label)}
          description={t(TEXTS[key].description)}
          checked={values[key]}
          disabled={saving.has(key)}
          onCheckedChange={(checked) => change(key, checked)}
        />
      ))}
    </div>
  );

  return (
    <SettingsLayout title={t('settings.notifications.title')} intro={t('settings.notifications.intro')}>
      <FormAlert message={error} />
      <SettingsCard title={t('settings.notifications.activity')}>{group(ACTIVITY_KEYS)}</SettingsCard>
      <SettingsCard title={t('settings.notifications.news')}>
        {group(NEWS_KEYS)}
        <TimeZoneField initial={loaderData.timeZone} />
      </SettingsCard>
    </SettingsLayout>
  );
}
