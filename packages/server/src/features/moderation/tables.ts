import type { ReportKind, ReportReason, ReportStatus } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/**
 * A reader's report of a story, a comment or a person, waiting in the moderation queue until a
 * moderator hides, removes, suspends or dismisses. `magazine_user_id` is the magazine that published
 * the story (of a comment, the story it is on): its editors decide these too.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** The story's, comment's or person's id (no foreign key: the report outlives a removal). */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The author of the story or comment, or the person reported. */
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    magazineUserId: bigint('magazine_user_id', { mode: 'number' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per reader and target: reporting again changes nothing.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.kind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The queue: open reports oldest first, decided ones newest first (keyset on id).
    index('reports_status_idx').on(t.status, t.id),
    // Deciding one report decides every open report of the same target.
    index('reports_target_idx').on(t.kind, t.targetId),
    check('reports_kind_check', sql`${t.kind} in ('story', 'comment', 'person')`),
    check(
      'reports_status_check',
      sql`${t.status} in ('open', 'hidden', 'removed', 'suspended', 'dismissed', 'restored')`,
    ),
    check('reports_note_length', sql`char_length(${t.note}) <= 500`),
  ],
);

/** SPEC §6 special-handling accounts kept by admins (besides the configured SPECIAL_ACCOUNT_IDS). */
export const specialAccounts = pgTable('special_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addedBy: bigint('added_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
