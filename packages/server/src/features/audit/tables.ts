import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what (EXAMPLES §11): written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    action: text('action').notNull(),
    subjectUserId: bigint('subject_user_id', { mode: 'number' }),
    /** The magazine a team or editorial event happened in: its team activity reads these. */
    magazineUserId: bigint('magazine_user_id', { mode: 'number' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Account settings shows a person's recent security events.
  (t) => [
    index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt),
    // A magazine's team activity, newest first.
    index('audit_log_magazine_idx')
      .on(t.magazineUserId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.magazineUserId} is not null`),
  ],
);
