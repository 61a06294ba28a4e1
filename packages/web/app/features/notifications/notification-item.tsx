import {
  type MessageKey,
  moderationNoticeKey,
  type NotificationView,
  notificationHref,
  storyTime,
} from '@masthead/core';
import { Link } from 'react-router';
import { partLang, useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { BadgeArt } from '../achievements/badge-art';
import { badgeName } from '../achievements/badge-news';
import { messageNodes } from '../content/format';

/** The sentence of a notification: a role_changed without a role is a removal from the magazine. */
const textKey = (notification: NotificationView): MessageKey =>
  moderationNoticeKey(notification) ??
  (notification.kind === 'role_changed' && notification.role === null
    ? 'notifications.text.role_removed'
    : `notifications.text.${notification.kind}`);

/** A team notification's role, named as the team page names it. */
const roleNameKey = (role: NonNullable<NotificationView['role']>): MessageKey => `magazines.role.${role}`;

type Props = {
  notification: NotificationView;
  /** The server's time when the page was made, so both renders word the time alike. */
  now: Date;
  onOpen(notification: NotificationView): void;
};

/** One notification, worded from its kind in the reader's language; the whole line leads to its target. */
export function NotificationItem({ notification, now, onOpen }: Props) {
  const { lang, t } = useI18n();
  const name = notification.actor.displayName || notification.actor.username;
  const request = notification.contentRequest;
  const title = request?.title ?? notification.content?.title ?? t('notifications.deletedStory');
  const magazine = notification.magazine
    ? notification.magazine.displayName || notification.magazine.username
    : '';
  const role = notification.role ? t(roleNameKey(notification.role)) : '';
  const badge = notification.badge;
  const created = new Date(notification.createdAt);
  return (
    <li className={notification.read ? 'notification' : 'notification is-unread'}>
      <Link
        className="notification-link"
        to={notificationHref(notification)}
        onClick={() => onOpen(notification)}
      >
        {badge ? (
          <BadgeArt kind={badge.kind} level={badge.level} size={36} />
        ) : (
          <Avatar name={name} photoPath={notification.actor.photoPath} size={36} />
        )}
        <span className="notification-text">
          {!notification.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          <span>
            {/* The quoted title is the story's words: marked with its language (WCAG 3.1.2). */}
            {messageNodes(t(textKey(notification)), {
              name,
              title: request ? title : <span lang={partLang(notification.content?.lang, lang)}>{title}</span>,
              event: request ? t(`contentRequests.event.${request.action}`, { name }) : '',
              magazine,
              role,
              badge: badge ? badgeName(t, badge) : '',
              level: badge?.level ?? 0,
            })}
          </span>
          {notification.note && !moderationNoticeKey(notification) && (
            <span className="notification-note">{t('editorial.note', { note: notification.note })}</span>
          )}
          <time className="notification-time" dateTime={notification.createdAt}>
            {storyTime(created, now, lang)}
          </time>
        </span>
        {!notification.read && <span className="notification-dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}
