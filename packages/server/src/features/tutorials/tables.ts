import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/** SPEC §4: a signed-in person's progress through each first-run tour (public visitors keep theirs locally). */
export const tutorialProgress = pgTable(
  'tutorial_progress',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tour: text('tour').notNull(),
    steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tour] }),
    check('tutorial_progress_tour', sql`${t.tour} in ('reader', 'writer')`),
    check('tutorial_progress_steps', sql`cardinality(${t.steps}) <= 10`),
  ],
);
