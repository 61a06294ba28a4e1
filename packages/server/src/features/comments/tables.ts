import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/** Comments on content; a reply points at the comment it answers. The body is sanitised rich text. */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    photoPath: text('photo_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A content's top-level comments, newest or oldest first (keyset on id).
    index('comments_content_idx').on(t.contentId, t.id).where(sql`${t.parentId} is null`),
    // The replies of a comment, oldest first, and whether it has any left.
    index('comments_parent_idx').on(t.parentId, t.id),
    index('comments_user_idx').on(t.userId, t.createdAt.desc()),
    // Activity's everyone tab: the newest comments site-wide.
    index('comments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('comments_body_length', sql`char_length(${t.body}) <= 20000`),
  ],
);
