import { BADGES_PAGE_PATH } from '../achievements/kinds.ts';
import { commentPath } from '../comments/rules.ts';
import { contentRequestPaths } from '../content-requests/rules.ts';
import { SIZES } from '../limits.ts';
import { INVITATION_PAGE_PATH } from '../magazines/invitations.ts';
import { dashboardPath } from '../magazines/paths.ts';
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
 * with its thread's replies shown (repliesOpen). Team notifications lead to the magazine's pages
 * (teamHref).
 */
export function notificationHref(
  notification: Pick<NotificationView, 'kind' | 'actor' | 'content' | 'commentId'> &
    Partial<Pick<NotificationView, 'magazine' | 'role' | 'invitationId' | 'contentRequest'>>,
) {
  const { content, commentId } = notification;
  if (notification.kind === 'badge_earned') return BADGES_PAGE_PATH;
  if (notification.kind === 'content_request' && notification.contentRequest)
    return contentRequestPaths.request(notification.contentRequest.id);
  const team = teamHref(notification);
  if (team) return team;
  if (notification.kind === 'follow' || !content) return `/@${notification.actor.username}`;
  if ((notification.kind === 'comment' || notification.kind === 'reply') && commentId)
    return commentPath(commentId, { repliesOpen: notification.kind === 'reply' });
  return content.url;
}

/**
 * A team notification's page: an invitation to its page; a new role to the magazine's dashboard (a
 * removal to its profile, the dashboard being closed to them now); joins, departures and accepted
 * invitations to the team page; a submission to the review queue. Null when the notification names
 * no magazine, or leads to its story (a returned or published submission).
 */
function teamHref(
  notification: Pick<NotificationView, 'kind'> &
    Partial<Pick<NotificationView, 'magazine' | 'role' | 'invitationId'>>,
): string | null {
  const { kind, magazine, invitationId } = notification;
  if (kind === 'invitation' && invitationId) return `${INVITATION_PAGE_PATH}?invitation=${invitationId}`;
  if (!magazine) return null;
  const dashboard = dashboardPath(magazine.username);
  switch (kind) {
    case 'invitation':
      return `/@${magazine.username}`;
    case 'role_changed':
      return notification.role ? dashboard : `/@${magazine.username}`;
    case 'member_joined':
    case 'member_left':
    case 'invitation_accepted':
      return `${dashboard}/team`;
    case 'submission':
      return `${dashboard}/review`;
    default:
      return null;
  }
}
