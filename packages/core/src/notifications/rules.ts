import { commentPath } from '../comments/rules.ts';
import { SIZES } from '../limits.ts';
import type { NotificationView } from './schemas.ts';

export const NOTIFICATION_LIMITS = {
  /** SPEC §9: page size 10. */
  pageSize: SIZES.notificationPageSize,
  pageSizeMax: 50,
  /** Paging by offset goes this deep; older notifications are not worth a deeper scan. */
  offsetMax: 10_000,
  /** The bell shows '99+' beyond this; counting stops there. */
  unreadCountMax: 100,
  /** One read call marks at most this many by id. */
  readIdsMax: 100,
} as const;

/** The badge text: the count, or '99+' past the counting limit. */
export const unreadBadge = (count: number) =>
  count >= NOTIFICATION_LIMITS.unreadCountMax ? `${NOTIFICATION_LIMITS.unreadCountMax - 1}+` : String(count);

/**
 * Where a notification leads: the comment's own page, the story, or the person who followed.
 * A comment or reply opens SPEC §2's comment popup rather than the story: the story loads only the
 * first page of comments with replies folded, so a `#comment-` anchor there often points at nothing,
 * while the popup always shows the comment in its thread, highlighted and scrolled to; a reply opens
 * with its thread's replies shown (repliesOpen).
 */
export function notificationHref(
  notification: Pick<NotificationView, 'kind' | 'actor' | 'content' | 'commentId'>,
) {
  const { content, commentId } = notification;
  if (notification.kind === 'follow' || !content) return `/@${notification.actor.username}`;
  if ((notification.kind === 'comment' || notification.kind === 'reply') && commentId)
    return commentPath(commentId, { repliesOpen: notification.kind === 'reply' });
  return content.url;
}
