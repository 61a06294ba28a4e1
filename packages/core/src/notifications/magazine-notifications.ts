import { commentPath } from '../comments/rules.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { reviewQueuePath } from '../magazines/editorial.ts';
import { dashboardPath } from '../magazines/paths.ts';
import type { NotificationView } from './schemas.ts';

/**
 * A magazine's own notifications (SPEC §4, §7 /api2/notification/magazine/new), as its members read
 * them on the team home: worded from the team's side ('… changed the role of Budi to Editor', not
 * '… made you …'), each leading to the dashboard page where the team acts on it. SPEC §4: they are
 * marked read locally, per member (the server's read mark is shared by the whole team).
 */

type Worded = Pick<NotificationView, 'kind' | 'role' | 'member' | 'invitationId'>;

/**
 * The sentence of a magazine notification. Variables: {name} the actor, {member}, {title},
 * {magazine}, {role} (the role's name); a key uses only those its notification has.
 */
export function magazineNotificationKey(notification: Worded): MessageKey {
  const { kind, role, member } = notification;
  switch (kind) {
    case 'submission':
      return 'notifications.magazine.submission';
    case 'submission_returned':
      return member ? 'notifications.magazine.returnedTo' : 'notifications.magazine.returned';
    case 'submission_published':
      return member ? 'notifications.magazine.publishedBy' : 'notifications.magazine.published';
    case 'member_joined':
      if (!role) return 'notifications.magazine.joined';
      return notification.invitationId
        ? 'notifications.magazine.joinedByInvitation'
        : 'notifications.magazine.joinedAs';
    case 'member_left':
      return 'notifications.magazine.left';
    case 'role_changed':
      if (!member) return 'notifications.magazine.roleChanged';
      if (role === 'primaryOwner') return 'notifications.magazine.primaryOwner';
      return role ? 'notifications.magazine.roleChangedTo' : 'notifications.magazine.removed';
    case 'invitation':
    case 'invitation_accepted':
      return 'notifications.magazine.invitationAccepted';
    case 'comment':
      return 'notifications.magazine.comment';
    case 'reply':
      return 'notifications.magazine.reply';
    case 'upvote':
      return 'notifications.magazine.upvote';
    case 'follow':
      return 'notifications.magazine.follow';
    case 'report_decided':
    case 'content_moderated':
      return 'notifications.text.content_moderated';
    // Badges are earned by people; a magazine never receives one, but the wording exists (without the
    // badge's name, which a magazine's notification does not carry).
    case 'badge_earned':
      return 'notifications.magazine.badge_earned';
    // Content-request news goes to the person who wrote the brief, never to the magazine's own list.
    case 'content_request':
      return 'notifications.magazine.content_request';
  }
}

/**
 * Where a magazine notification leads a member: submissions to the review queue (a returned one to its
 * tab), team changes to the team page, comments to the comment, a published story to its page.
 */
export function magazineNotificationHref(
  notification: Pick<NotificationView, 'kind' | 'actor' | 'content' | 'commentId'>,
  magazineUsername: string,
): string {
  const { kind, content, commentId } = notification;
  const dashboard = dashboardPath(magazineUsername);
  switch (kind) {
    case 'submission':
      return reviewQueuePath(magazineUsername);
    case 'submission_returned':
      return reviewQueuePath(magazineUsername, 'returned');
    case 'member_joined':
    case 'member_left':
    case 'role_changed':
    case 'invitation':
    case 'invitation_accepted':
      return dashboardPath(magazineUsername, 'team');
    case 'comment':
    case 'reply':
      if (commentId) return commentPath(commentId, { repliesOpen: kind === 'reply' });
      return content?.url ?? dashboard;
    case 'follow':
      return `/@${notification.actor.username}`;
    default:
      return content?.url ?? dashboard;
  }
}
