import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (docs/scaling.md): work that must happen once, later or again after a failure,
 * whichever process is alive. A worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease
 * (locked_by, locked_until), as the mail outbox does; a process that dies mid-job gives it back when the
 * lease ends. `key` makes enqueueing idempotent: a second job with the same key is not added.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** One job per key, ever (kept after it is done): 'newsletter:2026-W48'. Null: no deduplication. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending → done | failed (after max_attempts). */
    status: text('status').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the handler answered (the newsletter: how many it sent). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // The worker picks due pending jobs.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    // The admin's 'last run' of a kind.
    index('jobs_kind_idx').on(t.kind, t.id),
    check('jobs_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);
