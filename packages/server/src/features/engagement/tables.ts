import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/** One vote per reader and content: 1 up, -1 down (DESIGN §7: the row and the counter in one transaction). */
export const votes = pgTable(
  'votes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('votes_content_idx').on(t.contentId),
    // Activity: what followed people upvoted lately.
    index('votes_user_time_idx').on(t.userId, t.createdAt.desc()),
    check('votes_value_check', sql`${t.value} in (1, -1)`),
  ],
);

/** SPEC §4 read marking: the first open of a content by a reader, with the SPEC §3 referrer code. */
export const reads = pgTable(
  'reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    referrer: smallint('referrer').notNull().default(1),
    topicId: bigint('topic_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    // A story's reads, and insights' reads by day of a magazine's stories.
    index('reads_content_time_idx').on(t.contentId, t.createdAt),
    index('reads_user_time_idx').on(t.userId, t.createdAt.desc()),
    check('reads_referrer_check', sql`${t.referrer} between 1 and 12`),
  ],
);

/** SPEC §7 /api2/comment/read/{cgroupId}: whether a reader has read a content's comments. */
export const commentReads = pgTable(
  'comment_reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

export const FOLLOW_KINDS = ['user', 'topic', 'location'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** A reader follows a person or publisher (user), a topic or a location. */
export const follows = pgTable(
  'follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<FollowKind>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetKind, t.targetId] }),
    // Followers of a person, topic or location.
    index('follows_target_idx').on(t.targetKind, t.targetId, t.createdAt.desc()),
    check('follows_target_kind_check', sql`${t.targetKind} in ('user', 'topic', 'location')`),
  ],
);
