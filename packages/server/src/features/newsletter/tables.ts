import type { UiLanguage } from '@masthead/core';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/**
 * One row per reader and week whose newsletter was written to the outbox, in the same transaction as
 * the mail: the newsletter goes out at most once per reader per week, however often its job runs.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ISO week ('2026-W48'). */
    week: text('week').notNull(),
    stories: integer('stories').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.week, t.userId] })],
);

/**
 * The editor's part of one week's issue (admin console, newsletter right): a note per interface
 * language and a header picture. A week without a row goes out with neither.
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  /** The ISO week ('2026-W48') whose issue this is. */
  week: text('week').primaryKey(),
  /** Interface language → the editor's note in it. */
  intros: jsonb('intros').$type<Partial<Record<UiLanguage, string>>>().notNull().default({}),
  /** A stored image path (without size suffix), or null. */
  headerImagePath: text('header_image_path'),
  headerImageAlt: text('header_image_alt').notNull().default(''),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
