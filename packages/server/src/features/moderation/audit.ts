import type { AuditPage } from '@masthead/core';
import { and, desc, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../audit/tables.ts';
import { profilesById } from '../blogs/rows.ts';

/** Every admin and moderation action is one of these, recorded in its transaction (EXAMPLES §11). */
export type AdminEvent =
  | 'admin.report.hide'
  | 'admin.report.remove'
  | 'admin.report.suspend'
  | 'admin.report.dismiss'
  | 'admin.report.restore'
  | 'admin.rights.set'
  | 'admin.special.add'
  | 'admin.special.remove'
  | 'admin.person.suspend'
  | 'admin.person.restore'
  | 'admin.topic.rename'
  | 'admin.topic.merge'
  | 'admin.publisher.create'
  | 'admin.newsletter.edit'
  | 'admin.newsletter.test';

export function recordAdminEvent(
  tx: DbOrTx,
  event: AdminEvent,
  entry: {
    actorUserId: number;
    subjectUserId?: number | null;
    data?: Record<string, string | number>;
    at: Date;
  },
) {
  return tx.insert(auditLog).values({
    action: event,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId ?? null,
    data: entry.data ?? {},
    createdAt: entry.at,
  });
}

const PAGE = 50;

/** GET /api2/admin/audit: the admin actions, newest first (keyset on id). */
export async function auditPage(db: DbOrTx, cursor: number | undefined): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.action, 'admin.%'), cursor ? lt(auditLog.id, cursor) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const profiles = await profilesById(
    db,
    page.flatMap((row) => [row.actorUserId ?? 0, row.subjectUserId ?? 0]).filter((id) => id > 0),
  );
  return {
    items: page.map((row) => ({
      auditId: row.id,
      action: row.action,
      actor: row.actorUserId ? (profiles.get(row.actorUserId) ?? null) : null,
      subject: row.subjectUserId ? (profiles.get(row.subjectUserId) ?? null) : null,
      details: Object.fromEntries(
        Object.entries(row.data).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : String(value),
        ]),
      ),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > PAGE ? String(page.at(-1)?.id) : null,
  };
}

/** The admin audit rows in the log (tests count them). */
export const adminEventCount = (db: DbOrTx) =>
  db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(like(auditLog.action, 'admin.%'));
