import type { NotificationKind } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

export { NOTIFICATION_KINDS, type NotificationKind } from '@masthead/core';

/** Something another reader did that concerns the recipient (SPEC §7 /api2/notification/new). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    contentId: bigint('content_id', { mode: 'number' }),
    commentId: bigint('comment_id', { mode: 'number' }),
    /** The magazine a team notification is about, when the recipient is a person (returned, role…). */
    magazineId: bigint('magazine_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** What the wording needs beyond the ids (a role, an editor's note). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list, newest first, paged by offset.
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's unread count, polled every 5 minutes by every signed-in page.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('follow', 'upvote', 'comment', 'reply', 'submission', 'submission_returned', 'submission_published', 'member_joined', 'member_left', 'role_changed', 'invitation', 'invitation_accepted', 'report_decided', 'content_moderated', 'badge_earned', 'content_request')`,
    ),
  ],
);
