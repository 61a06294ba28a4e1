import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/** A live Q&A session's state (ctype 107): open for questions unless its host closed it. */
export const liveQaSessions = pgTable('live_qa_sessions', {
  contentId: bigint('content_id', { mode: 'number' })
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reader's question, its host's answer (plain text) and its upvote count. */
export const liveQaQuestions = pgTable(
  'live_qa_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    askerId: bigint('asker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    upvoteCount: integer('upvote_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The board: most upvoted first, then the oldest.
    index('live_qa_questions_board_idx').on(t.contentId, t.upvoteCount.desc(), t.createdAt, t.id),
    index('live_qa_questions_asker_idx').on(t.askerId),
    check('live_qa_questions_question_length', sql`char_length(${t.question}) between 1 and 500`),
    check(
      'live_qa_questions_answer_length',
      sql`${t.answer} is null or char_length(${t.answer}) between 1 and 4000`,
    ),
    check('live_qa_questions_upvotes_positive', sql`${t.upvoteCount} >= 0`),
  ],
);

/** A reader's upvote on a question, once per reader. */
export const liveQaVotes = pgTable(
  'live_qa_votes',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => liveQaQuestions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('live_qa_votes_user_idx').on(t.userId)],
);
