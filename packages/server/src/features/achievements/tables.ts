import { bigint, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

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
