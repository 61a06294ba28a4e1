import {
  ACTING_ROLES,
  type ContentRequestNoticeAction,
  composePath,
  contentPath,
  type EarnedBadge,
  isAchievementKind,
  isContentRequestNoticeAction,
  isUiLanguage,
  type MagazineActor,
  NOTIFICATION_LIMITS,
  type NotificationList,
  type NotificationView,
  type NotifiedRole,
  type ProfileRef,
  reviewQueuePath,
  seesHiddenMember,
  USER_TYPE,
} from '@masthead/core';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { contentRequests } from '../content-requests/tables.ts';
import { type HiddenReader, hiddenMembersFor, hiddenPairs, pairKey } from '../magazines/hidden-members.ts';
import { type NotificationKind, notifications } from './tables.ts';

export type NewNotification = {
  /** Recipient. Nothing is stored when the actor is the recipient. */
  userId: number;
  actorId: number;
  kind: NotificationKind;
  contentId?: number;
  commentId?: number;
  /** The magazine a team notification is about (its own id when the magazine is the recipient). */
  magazineId?: number;
  /**
   * What the wording needs beyond the ids: `role` (a role, or primaryOwner), `invitationId`, `note`,
   * and on a magazine's own notifications `memberId`, the member it concerns.
   */
  data?: TeamNotificationData;
};

/** The data a team notification keeps (notifications.data), as strings. */
export type TeamNotificationData = {
  role?: NotifiedRole;
  invitationId?: string;
  note?: string;
  memberId?: string;
  /** content_request: the request and the move made (a workflow action, or publish). */
  requestId?: string;
  action?: ContentRequestNoticeAction;
};

/** The presenter reads only these keys of a notification's data, and only in their expected shape. */
const NOTIFIED_ROLES: readonly string[] = [...ACTING_ROLES, 'primaryOwner'];
const roleIn = (data: Record<string, string>): NotifiedRole | null => {
  const role = data.role;
  return role !== undefined && NOTIFIED_ROLES.includes(role) ? (role as NotifiedRole) : null;
};
const idIn = (value: string | undefined): number | null => {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The badge a badge_earned notification keeps in its data, read back only in its expected shape. */
const badgeIn = (kind: string, data: Record<string, string>): EarnedBadge | null => {
  if (kind !== 'badge_earned' || data.badge === undefined || !isAchievementKind(data.badge)) return null;
  const level = Number(data.level);
  if (!Number.isSafeInteger(level) || level < 1) return null;
  return { kind: data.badge, level, title: data.title ?? null };
};

/** The request a content_request notification is about, and the move, read back only in that shape. */
const requestNoticeIn = (kind: string, data: Record<string, string>) => {
  const id = idIn(data.requestId);
  const action = data.action;
  if (kind !== 'content_request' || id === null || action === undefined) return null;
  return isContentRequestNoticeAction(action) ? { id, action } : null;
};

/** Paging of one list call. */
export type NotificationPage = { limit: number; offset: number };

/** Notifications for follows, votes, comments and replies. */
export function createNotificationsService(deps: ServiceDeps) {
  const { db, clock } = deps;

  /**
   * Called inside the transaction of the action that causes it, so both land or neither does. An
   * unread notification of the same thing (an upvote taken back and given again) is not repeated.
   */
  async function notify(tx: Tx, notification: NewNotification): Promise<void> {
    if (notification.userId === notification.actorId) return;
    const contentId = notification.contentId ?? null;
    const commentId = notification.commentId ?? null;
    const magazineId = notification.magazineId ?? null;
    const data = JSON.stringify(notification.data ?? {});
    const now = clock();
    // A team event is news each time (a role given, taken and given again), never folded into the last.
    if (notification.magazineId !== undefined) {
      await tx.insert(notifications).values({
        userId: notification.userId,
        actorId: notification.actorId,
        kind: notification.kind,
        contentId,
        commentId,
        magazineId: notification.magazineId,
        data: notification.data ?? {},
        createdAt: now,
      });
      return;
    }
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, kind, content_id, comment_id, magazine_id, data, created_at)
      select ${notification.userId}::bigint, ${notification.actorId}::bigint, ${notification.kind}::text,
        ${contentId}::bigint, ${commentId}::bigint, ${magazineId}::bigint, ${data}::jsonb,
        ${now.toISOString()}::timestamptz
      where not exists (
        select 1 from ${notifications}
        where user_id = ${notification.userId}::bigint and read_at is null
          and actor_id = ${notification.actorId}::bigint and kind = ${notification.kind}::text
          and content_id is not distinct from ${contentId}::bigint
          and comment_id is not distinct from ${commentId}::bigint
          and data = ${data}::jsonb
      )`);
  }

  /**
   * A badge earned or a new level of it (issue 13), in the transaction that counted it. The person is
   * their own actor; the same badge and level is never announced twice.
   */
  async function notifyBadge(tx: Tx, userId: number, badge: EarnedBadge): Promise<void> {
    const data: Record<string, string> = { badge: badge.kind, level: String(badge.level) };
    if (badge.title !== null) data.title = badge.title;
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, kind, data, created_at)
      select ${userId}::bigint, ${userId}::bigint, 'badge_earned', ${JSON.stringify(data)}::jsonb,
        ${clock().toISOString()}::timestamptz
      where not exists (
        select 1 from ${notifications}
        where user_id = ${userId}::bigint and kind = 'badge_earned' and data = ${JSON.stringify(data)}::jsonb
      )`);
  }

  /** Unread notifications of a recipient, counted up to the badge's limit (the partial index serves it). */
  async function unreadCount(executor: DbOrTx, recipientId: number): Promise<number> {
    const result = await executor.execute(sql`
      select count(*)::int as n from (
        select 1 from ${notifications} where user_id = ${recipientId}::bigint and read_at is null
        limit ${NOTIFICATION_LIMITS.unreadCountMax}
      ) as unread`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The recipient's notifications, newest first: one indexed page, then its actors, magazines and
   * stories. Drafts are named only where the notification is about a submission (to the magazine that
   * reviews it, or to its writer).
   */
  async function list(
    recipientId: number,
    page: NotificationPage,
    /** Who reads: masterAdmin (and the member themselves) see a hidden secretAdmin as who they are. */
    reader: HiddenReader = null,
  ): Promise<NotificationList> {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recipientId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit + 1)
      .offset(page.offset);
    const hasMore = rows.length > page.limit;
    const shown = rows.slice(0, page.limit);

    const profileIds = [
      ...new Set(
        shown.flatMap((row) =>
          [row.actorId, row.magazineId, idIn(row.data.memberId)].filter((id) => id !== null),
        ),
      ),
    ];
    const contentIds = [...new Set(shown.flatMap((row) => (row.contentId ? [row.contentId] : [])))];
    const requestIds = [...new Set(shown.flatMap((row) => requestNoticeIn(row.kind, row.data)?.id ?? []))];
    const [profiles, stories, count, requests] = await Promise.all([
      profileIds.length
        ? db
            .select({
              userId: users.id,
              username: users.username,
              displayName: users.displayName,
              photoPath: users.photoPath,
              userType: users.userType,
            })
            .from(users)
            .where(inArray(users.id, profileIds))
        : [],
      contentIds.length
        ? db
            .select({
              cgroupId: contents.id,
              ctype: contents.ctype,
              title: contents.title,
              lang: contents.lang,
              status: contents.status,
              username: users.username,
              userType: users.userType,
            })
            .from(contents)
            .innerJoin(users, eq(users.id, contents.publisherId))
            .where(and(inArray(contents.id, contentIds), isNull(contents.deletedAt)))
        : [],
      unreadCount(db, recipientId),
      requestIds.length
        ? db
            .select({ id: contentRequests.id, title: contentRequests.title })
            .from(contentRequests)
            .where(inArray(contentRequests.id, requestIds))
        : [],
    ]);
    const requestTitles = new Map(requests.map((request) => [request.id, request.title]));
    const requestOf = (row: (typeof shown)[number]) => {
      const notice = requestNoticeIn(row.kind, row.data);
      const title = notice ? requestTitles.get(notice.id) : undefined;
      return notice && title !== undefined ? { ...notice, title } : null;
    };
    const profileById = new Map<number, ProfileRef>(profiles.map((profile) => [profile.userId, profile]));
    // A hidden secretAdmin's doings in their magazine are the magazine's (hidden-members.ts).
    const hidden = await hiddenPairs(
      db,
      shown.flatMap((row) =>
        row.magazineId ? [{ magazineUserId: row.magazineId, userId: row.actorId }] : [],
      ),
    );
    const storyById = new Map(stories.map((story) => [story.cgroupId, story]));
    /**
     * The story a notification is about: its page once published. A draft only where the recipient
     * may see it: a submission leads its magazine to the review queue, a returned one its author to
     * the editor.
     */
    const storyOf = (row: (typeof shown)[number], magazine: ProfileRef | null) => {
      const story = row.contentId ? storyById.get(row.contentId) : undefined;
      if (!story) return null;
      const { cgroupId, title } = story;
      const lang = isUiLanguage(story.lang) ? story.lang : null;
      if (story.status === 'published')
        return {
          cgroupId,
          title,
          lang,
          url: contentPath(story, { publisherIsMagazine: story.userType === USER_TYPE.magazine }),
        };
      // A magazine's own notice of a return leads its editors to the returned tab, its author to the editor.
      if (row.kind === 'submission_returned')
        return {
          cgroupId,
          title,
          lang,
          url:
            magazine && row.userId === magazine.userId
              ? reviewQueuePath(magazine.username, 'returned')
              : composePath({ cgroupId }),
        };
      if (row.kind === 'submission' && magazine)
        return { cgroupId, title, lang, url: reviewQueuePath(magazine.username) };
      return null;
    };

    const items: NotificationView[] = shown.flatMap((row) => {
      const magazine = row.magazineId ? (profileById.get(row.magazineId) ?? null) : null;
      const masked =
        row.magazineId !== null &&
        hidden.has(pairKey(row.magazineId, row.actorId)) &&
        !seesHiddenMember(reader, row.actorId);
      const actor = masked ? magazine : profileById.get(row.actorId);
      if (!actor) return [];
      return [
        {
          notificationId: row.id,
          kind: row.kind,
          actor,
          note: row.data.note ?? null,
          content: storyOf(row, magazine),
          commentId: row.commentId,
          magazine,
          role: roleIn(row.data),
          invitationId: idIn(row.data.invitationId),
          member: profileById.get(idIn(row.data.memberId) ?? 0) ?? null,
          badge: badgeIn(row.kind, row.data),
          contentRequest: requestOf(row),
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    });
    return { notifications: items, unreadCount: count, hasMore };
  }

  /**
   * A magazine's own notifications as one of its members reads them (SPEC §7 with magazineUserId): a
   * hidden secretAdmin's moves are the magazine's, and news about them is left out (hiddenMembersFor).
   */
  async function listForMagazine(
    actor: Pick<MagazineActor, 'userId' | 'masterAdmin'>,
    magazineUserId: number,
    page: NotificationPage,
  ): Promise<NotificationList> {
    const [listed, hidden] = await Promise.all([
      list(magazineUserId, page, actor),
      hiddenMembersFor(db, actor, magazineUserId),
    ]);
    if (hidden.size === 0) return listed;
    const [magazine] = await db
      .select({
        userId: users.id,
        username: users.username,
        displayName: users.displayName,
        photoPath: users.photoPath,
        userType: users.userType,
      })
      .from(users)
      .where(eq(users.id, magazineUserId));
    const aboutHidden = (item: NotificationView) =>
      (item.member !== null && hidden.has(item.member.userId)) ||
      ((item.kind === 'member_joined' || item.kind === 'member_left') && hidden.has(item.actor.userId));
    return {
      ...listed,
      notifications: listed.notifications.flatMap((item) => {
        if (aboutHidden(item) || !magazine) return [];
        return [hidden.has(item.actor.userId) ? { ...item, actor: magazine } : item];
      }),
    };
  }

  /** Marks some (by id) or all of a recipient's notifications read; answers the new unread count. */
  async function markRead(
    recipientId: number,
    which: { notificationIds?: number[] | undefined; all?: true | undefined },
  ): Promise<{ unreadCount: number }> {
    const ids = which.notificationIds ? [...new Set(which.notificationIds)] : null;
    if (ids) {
      // Another person's notification, or none at all, is not found (never a silent success).
      const own = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, recipientId), inArray(notifications.id, ids)));
      if (own.length !== ids.length) throw new AppError('not_found');
    }
    await db
      .update(notifications)
      .set({ readAt: clock() })
      .where(
        and(
          eq(notifications.userId, recipientId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      );
    return { unreadCount: await unreadCount(db, recipientId) };
  }

  return {
    notify,
    notifyBadge,
    list,
    listForMagazine,
    markRead,
    unreadCount: (recipientId: number) => unreadCount(db, recipientId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
