import { z } from 'zod';
import type { EarnedBadge } from '../achievements/schemas.ts';
import type { ProfileRef } from '../content/types.ts';
import type { ContentRequestNoticeAction } from '../content-requests/schemas.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import { SIZES } from '../limits.ts';
import type { ActingRole } from '../magazines/roles.ts';
import { NOTIFICATION_LIMITS } from './rules.ts';

/**
 * SPEC §3 Notification and §7 GET /api2/notification/new (limit 10, offset, type 9; polled every
 * 5 minutes) and /api2/notification/magazine/new (the same for a magazine, with magazineUserId).
 */

export const NOTIFICATION_KINDS = [
  'follow',
  'upvote',
  'comment',
  'reply',
  /** A magazine's editorial and team events (to the magazine, or to the member they concern). */
  'submission',
  'submission_returned',
  'submission_published',
  'member_joined',
  'member_left',
  'role_changed',
  'invitation',
  'invitation_accepted',
  /** A moderator decided the recipient's report (data.decision), or took down what they wrote. */
  'report_decided',
  'content_moderated',
  /** A badge earned or a new level of it (issue 13); the actor is the recipient. */
  'badge_earned',
  /** A move on a content request by its other party (issue 20): the person it waits for hears of it. */
  'content_request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const zBoundedIntText = (min: number, max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .regex(/^(0|[1-9]\d{0,5})$/, 'validation.invalid')
    .transform(Number)
    .refine((n) => n >= min && n <= max, 'validation.invalid');

/** SPEC §9 type 9: every kind (the only type SPEC's calls use). */
export const NOTIFICATION_TYPE_ALL = String(SIZES.notificationType);

const listFields = {
  limit: zBoundedIntText(1, NOTIFICATION_LIMITS.pageSizeMax).optional(),
  offset: zBoundedIntText(0, NOTIFICATION_LIMITS.offsetMax).optional(),
  type: z.enum([NOTIFICATION_TYPE_ALL], { error: 'validation.invalid' }).optional(),
};

/** GET /api2/notification/new */
export const ZNotificationQuery = z.strictObject(listFields);
export type TNotificationQuery = z.infer<typeof ZNotificationQuery>;

/** GET /api2/notification/magazine/new: only members of that magazine may read it. */
export const ZMagazineNotificationQuery = z.strictObject({ ...listFields, magazineUserId: zUserIdText });
export type TMagazineNotificationQuery = z.infer<typeof ZMagazineNotificationQuery>;

/** POST /api2/notification/read: some by id, or all of them; a magazine's with magazineUserId. */
export const ZNotificationRead = z
  .strictObject({
    notificationIds: z
      .array(zUserIdNumber)
      .min(1, 'validation.required')
      .max(NOTIFICATION_LIMITS.readIdsMax, 'validation.too.long')
      .optional(),
    all: z.literal(true, { error: 'validation.invalid' }).optional(),
    magazineUserId: zUserIdNumber.optional(),
  })
  .refine((value) => (value.notificationIds === undefined) !== (value.all === undefined), {
    message: 'validation.invalid',
    path: ['notificationIds'],
  });
export type TNotificationRead = z.infer<typeof ZNotificationRead>;

/** The role a team notification names: a role, or the primary ownership handed over. */
export type NotifiedRole = ActingRole | 'primaryOwner';

/** One notification as the API answers it. The web words it from `kind` in the reader's language. */
export type NotificationView = {
  notificationId: number;
  kind: NotificationKind;
  actor: ProfileRef;
  /** The editor's note of a returned submission; null for the others. */
  note: string | null;
  /** The story it is about; null for follows, and when the story is gone. */
  content: {
    cgroupId: number;
    title: string;
    /** The story's language (WCAG 3.1.2: its quoted title is marked with it); null when not a site language. */
    lang: UiLanguage | null;
    url: string;
  } | null;
  commentId: number | null;
  /** The magazine a team notification is about (a magazine's own notifications name it too). */
  magazine: ProfileRef | null;
  /**
   * The role a team notification speaks of: the role given (role_changed, member_joined, invitation);
   * null on a role_changed means the recipient was removed from the magazine.
   */
  role: NotifiedRole | null;
  /**
   * invitation: the invitation to answer, for its invitee (notifications never carry its token); on a
   * magazine's member_joined, the invitation the member accepted.
   */
  invitationId: number | null;
  /**
   * A magazine's own notifications: the member it concerns when not the actor (whose role changed,
   * who was removed, whose submission was returned or published).
   */
  member: ProfileRef | null;
  /** badge_earned: the badge and the level reached; null for the other kinds. */
  badge: EarnedBadge | null;
  /** content_request: the request (its title as it stands) and the move made; null for the other kinds. */
  contentRequest: { id: number; title: string; action: ContentRequestNoticeAction } | null;
  read: boolean;
  createdAt: string;
};

export type NotificationList = {
  notifications: NotificationView[];
  /** Unread notifications in all, counted up to NOTIFICATION_LIMITS.unreadCountMax. */
  unreadCount: number;
  /** Whether an older page exists (paging by offset). */
  hasMore: boolean;
};

/** POST /api2/notification/read answer: the unread count after marking. */
export type NotificationReadResult = { unreadCount: number };
