import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/**
 * One play of a quiz, scored on the server. Guests' results have no user. The code (128 bits, base64url)
 * is the result page's address: whoever holds it may see the score, never the answers.
 */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score').notNull(),
    total: smallint('total').notNull(),
    /** The chosen option of each question, in order. */
    answers: jsonb('answers').$type<number[]>().notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_results_code_key').on(t.code),
    index('quiz_results_content_idx').on(t.contentId, t.createdAt.desc()),
    index('quiz_results_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check(
      'quiz_results_score_range',
      sql`${t.total} between 1 and 50 and ${t.score} between 0 and ${t.total}`,
    ),
    check('quiz_results_code_length', sql`char_length(${t.code}) = 22`),
  ],
);
