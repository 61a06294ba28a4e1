import { TIMINGS, unreadBadge } from '@masthead/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { useStore } from '../../lib/store';
import { pollNotifications, unreadStore } from './unread-store';
import './notifications.css';

/**
 * The header bell: a link to the notifications page with the unread count, polled every 5 minutes
 * (SPEC §7, §9) and again whenever the window comes back into focus.
 */
export function NotificationBell() {
  const t = useT();
  const count = useStore(unreadStore);
  const { pathname } = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    let last = 0;
    const poll = () => {
      last = Date.now();
      void pollNotifications(controller.signal);
    };
    poll();
    const timer = window.setInterval(poll, TIMINGS.notificationPollMs);
    // Coming back to the tab refreshes the count, but not more than once a minute.
    const onFocus = () => {
      if (Date.now() - last > 60_000) poll();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  const unread = count ?? 0;
  return (
    <Link
      to="/notifications.html"
      className="notification-bell"
      aria-current={pathname === '/notifications.html' ? 'page' : undefined}
      aria-label={
        unread > 0 ? t('notifications.bellUnread', { count: unreadBadge(unread) }) : t('notifications.bell')
      }
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {unread > 0 && (
        <span className="notification-badge" aria-hidden="true">
          {unreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}
