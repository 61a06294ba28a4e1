import {
  magazineNotificationHref,
  magazineNotificationKey,
  type NotificationList,
  type NotificationView,
  storyTime,
  type TeamHome,
} from '@masthead/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { useMagazineNotifications } from './use-magazine-notifications';
import '../notifications/notifications.css';

type Props = { home: TeamHome; viewerId: number; initial: NotificationList; now: string };

/** SPEC §4, §7: the magazine's notifications on its team home, worded from the team's side. */
export function MagazineNotifications({ home, viewerId, initial, now }: Props) {
  const { t } = useI18n();
  const headingId = useId();
  const { magazine } = home;
  const feed = useMagazineNotifications(magazine.userId, viewerId, initial);
  const serverNow = new Date(now);
  return (
    <section className="magazine-notifications" aria-labelledby={headingId}>
      <div className="notifications-head">
        <h2 id={headingId}>
          {t('notifications.magazine.title')}
          {feed.unread > 0 && (
            <span className="magazine-unread">
              {t('notifications.magazine.unread', { count: feed.unread })}
            </span>
          )}
        </h2>
        {feed.items.length > 0 && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={feed.unread === 0}
            onClick={feed.markAll}
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {feed.items.length === 0 ? (
        <p className="muted">
          {t('notifications.magazine.empty', { magazine: magazine.displayName || magazine.username })}
        </p>
      ) : (
        <ul className="notification-list" aria-labelledby={headingId}>
          {feed.items.map((item) => (
            <MagazineNotificationItem
              key={item.notificationId}
              item={item}
              home={home}
              read={feed.isRead(item)}
              now={serverNow}
              onOpen={feed.open}
            />
          ))}
        </ul>
      )}
      {feed.failed && <p role="alert">{t('notifications.loadFailed')}</p>}
      {feed.hasMore && (
        <div className="notification-more">
          <button
            type="button"
            className="button button-secondary"
            disabled={feed.loading}
            aria-busy={feed.loading || undefined}
            onClick={() => void feed.loadOlder()}
          >
            {feed.loading ? t('notifications.loadingOlder') : t('notifications.older')}
          </button>
        </div>
      )}
    </section>
  );
}

type ItemProps = {
  item: NotificationView;
  home: TeamHome;
  read: boolean;
  now: Date;
  onOpen(item: NotificationView): void;
};

function MagazineNotificationItem({ item, home, read, now, onOpen }: ItemProps) {
  const { t, lang } = useI18n();
  const name = item.actor.displayName || item.actor.username;
  const text = t(magazineNotificationKey(item), {
    name,
    member: item.member ? item.member.displayName || item.member.username : '',
    title: item.content?.title ?? t('notifications.deletedStory'),
    magazine: home.magazine.displayName || home.magazine.username,
    role: item.role ? t(`magazines.role.${item.role}`) : '',
  });
  return (
    <li className={read ? 'notification' : 'notification is-unread'}>
      <Link
        className="notification-link"
        to={magazineNotificationHref(item, home.magazine.username)}
        onClick={() => onOpen(item)}
      >
        <Avatar name={name} photoPath={item.actor.photoPath} size={36} />
        <span className="notification-text">
          {!read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          <span>{text}</span>
          <time className="notification-time" dateTime={item.createdAt}>
            {storyTime(new Date(item.createdAt), now, lang)}
          </time>
        </span>
        {!read && <span className="notification-dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}
