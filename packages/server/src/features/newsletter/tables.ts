import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
