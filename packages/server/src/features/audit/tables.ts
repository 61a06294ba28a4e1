import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what (EXAMPLES §11): written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    action: text('action').notNull(),
    subjectUserId: bigint('subject_user_id', { mode: 'number' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Account settings shows a person's recent security events.
  (t) => [index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt)],
);
