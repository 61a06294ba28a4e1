import { NOTIFICATION_LIMITS, type NotificationList, type NotificationView, SIZES } from '@masthead/core';
import { useEffect, useId, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { showSnackbar } from '../../ui/snackbar';
import { NotificationItem } from './notification-item';
import { unreadStore } from './unread-store';
import './notifications.css';

type Props = { initial: NotificationList; now: string };

/** The notifications page body: newest first, unread marked, 'mark all read', older pages by offset. */
export function NotificationsList({ initial, now }: Props) {
  const t = useT();
  const headingId = useId();
  const [items, setItems] = useState(initial.notifications);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [unread, setUnread] = useState(initial.unreadCount);
  const [loading, setLoading] = useState(false);
  const [marking, setMarking] = useState(false);
  const serverNow = new Date(now);

  useEffect(() => unreadStore.set(unread), [unread]);

  const markLocally = (ids: number[] | 'all') =>
    setItems((current) =>
      current.map((item) =>
        ids === 'all' || ids.includes(item.notificationId) ? { ...item, read: true } : item,
      ),
    );

  async function markAllRead() {
    setMarking(true);
    const result = await call('POST /api2/notification/read', { all: true });
    setMarking(false);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    markLocally('all');
    setUnread(result.data.unreadCount);
    showSnackbar(t('notifications.allRead'));
  }

  const open = (notification: NotificationView) => {
    if (notification.read) return;
    markLocally([notification.notificationId]);
    setUnread((count) => Math.max(0, count - 1));
    // The page changes at once; the server hears about it on the way.
    void call('POST /api2/notification/read', { notificationIds: [notification.notificationId] });
  };

  async function loadOlder() {
    setLoading(true);
    const result = await call('GET /api2/notification/new', {
      limit: NOTIFICATION_LIMITS.pageSize,
      offset: items.length,
      type: SIZES.notificationType,
    });
    setLoading(false);
    if (!result.ok) {
      showSnackbar(result.message || t('notifications.loadFailed'));
      return;
    }
    setItems((current) => [
      ...current,
      ...result.data.notifications.filter(
        (item) => !current.some((known) => known.notificationId === item.notificationId),
      ),
    ]);
    setHasMore(result.data.hasMore);
    setUnread(result.data.unreadCount);
  }

  return (
    <div className="page page-narrow">
      <div className="notifications-head">
        <h1 id={headingId}>{t('notifications.title')}</h1>
        {items.length > 0 && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={marking || unread === 0}
            onClick={() => void markAllRead()}
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState
          title={t('notifications.empty.title')}
          message={t('notifications.empty.body')}
          action={{ label: t('notifications.empty.action'), href: '/settings/notifications.html' }}
        />
      ) : (
        <>
          <ul className="notification-list" aria-labelledby={headingId}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.notificationId}
                notification={notification}
                now={serverNow}
                onOpen={open}
              />
            ))}
          </ul>
          {hasMore && (
            <div className="notification-more">
              <button
                type="button"
                className="button button-secondary"
                disabled={loading}
                aria-busy={loading || undefined}
                onClick={() => void loadOlder()}
              >
                {loading ? t('notifications.loadingOlder') : t('notifications.older')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
