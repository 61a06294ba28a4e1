import {
  NOTIFICATION_LIMITS,
  type NotificationList,
  type NotificationView,
  SIZES,
  TIMINGS,
} from '@masthead/core';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { browserStore } from '../../lib/storage';
import { isMarkedRead, markAllRead, markRead, type ReadMarks, readMarksOf } from './magazine-read-marks';

const pageOf = (magazineUserId: number, offset: number, signal?: AbortSignal) =>
  call(
    'GET /api2/notification/magazine/new',
    {
      limit: NOTIFICATION_LIMITS.pageSize,
      offset,
      type: SIZES.notificationType,
      magazineUserId: String(magazineUserId),
    },
    { promptLogin: false, ...(signal ? { signal } : {}) },
  );

/** New ones first, each notification once. */
const merge = (first: NotificationView[], second: NotificationView[]) => [
  ...first,
  ...second.filter((item) => !first.some((known) => known.notificationId === item.notificationId)),
];

/**
 * A magazine's notifications on its team home (SPEC §4, §7, §9): the first page from the server,
 * polled every 5 minutes (and on coming back to the tab, at most once a minute), older pages on
 * request. What is read is this member's local mark (storage), told to the server as well; until the
 * page has read its storage, nothing shows as unread.
 */
export function useMagazineNotifications(
  magazineUserId: number,
  viewerId: number,
  initial: NotificationList,
) {
  const [items, setItems] = useState(initial.notifications);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [marks, setMarks] = useState<ReadMarks | null>(null);

  useEffect(() => {
    try {
      setMarks(readMarksOf(browserStore(), viewerId, magazineUserId));
    } catch {
      setMarks({ upTo: null, ids: [] });
    }
  }, [viewerId, magazineUserId]);

  useEffect(() => {
    const controller = new AbortController();
    let last = Date.now();
    const poll = async () => {
      last = Date.now();
      const result = await pageOf(magazineUserId, 0, controller.signal);
      if (result.ok) setItems((current) => merge(result.data.notifications, current));
    };
    const timer = window.setInterval(() => void poll(), TIMINGS.notificationPollMs);
    const onFocus = () => {
      if (Date.now() - last > 60_000) void poll();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [magazineUserId]);

  const isRead = (item: NotificationView) => marks === null || isMarkedRead(marks, item);
  const unread = marks === null ? 0 : items.filter((item) => !isMarkedRead(marks, item)).length;

  const open = (item: NotificationView) => {
    if (isRead(item)) return;
    setMarks(markRead(browserStore(), viewerId, magazineUserId, [item.notificationId]));
    void call('POST /api2/notification/read', { notificationIds: [item.notificationId], magazineUserId });
  };

  const markAll = () => {
    const newest = items[0]?.createdAt;
    if (!newest) return;
    setMarks(markAllRead(browserStore(), viewerId, magazineUserId, newest));
    void call('POST /api2/notification/read', { all: true, magazineUserId });
  };

  async function loadOlder() {
    setLoading(true);
    const result = await pageOf(magazineUserId, items.length);
    setLoading(false);
    setFailed(!result.ok);
    if (!result.ok) return;
    setItems((current) => merge(current, result.data.notifications));
    setHasMore(result.data.hasMore);
  }

  return { items, hasMore, loading, failed, unread, isRead, open, markAll, loadOlder };
}
