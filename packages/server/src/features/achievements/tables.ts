import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/**
 * SPEC §3 achievements: a value and a level per kind. General kinds have subject 0; topic and location
 * badges carry the topic or location id as subject.
 */
export const achievements = pgTable(
  'achievements',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull().default(0),
    value: integer('value').notNull().default(0),
    level: smallint('level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.subjectId] })],
);

/**
 * Content that has been in the front page's top 10: one row per content, so that the job counts each
 * story once towards its author's frontPageTop10, however often it runs.
 */
export const frontPageEntries = pgTable(
  'front_page_entries',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .primaryKey()
      .references(() => contents.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a person cascades here.
  (t) => [index('front_page_entries_author_idx').on(t.authorId)],
);
