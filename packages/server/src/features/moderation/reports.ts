import {
  canModerateReport,
  canRestoreReport,
  DECISIONS_BY_KIND,
  decisionFits,
  type ModeratorActor,
  type ProfileRef,
  REPORT_LIMITS,
  type ReportCreateResult,
  type ReportQueuePage,
  type ReportView,
  STATUS_OF_DECISION,
  siteReportKinds,
  storyPath,
  type TReportCreate,
  type TReportDecide,
  type TReportRestore,
  USER_TYPE,
} from '@masthead/core';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { profilesById } from '../blogs/rows.ts';
import { comments } from '../comments/tables.ts';
import { contents } from '../content/tables.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { recordAdminEvent } from './audit.ts';
import { applyDecision, undoHide } from './effects.ts';
import { reports } from './tables.ts';

type ReportRow = typeof reports.$inferSelect;

/** What a report is about, read at report time: its author and the magazine that published it. */
async function resolveTarget(db: DbOrTx, input: TReportCreate) {
  if (input.kind === 'story') {
    const [row] = await db
      .select({ authorId: contents.authorId, publisherId: contents.publisherId, userType: users.userType })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.publisherId))
      .where(
        and(eq(contents.id, input.targetId), eq(contents.status, 'published'), isNull(contents.deletedAt)),
      );
    if (!row) return null;
    return {
      authorId: row.authorId,
      magazineUserId: row.userType === USER_TYPE.magazine ? row.publisherId : null,
    };
  }
  if (input.kind === 'comment') {
    const [row] = await db
      .select({ authorId: comments.userId, publisherId: contents.publisherId, userType: users.userType })
      .from(comments)
      .innerJoin(contents, eq(contents.id, comments.contentId))
      .innerJoin(users, eq(users.id, contents.publisherId))
      .where(and(eq(comments.id, input.targetId), isNull(comments.deletedAt), isNull(contents.deletedAt)));
    if (!row) return null;
    return {
      authorId: row.authorId,
      magazineUserId: row.userType === USER_TYPE.magazine ? row.publisherId : null,
    };
  }
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.targetId), isNull(users.suspendedAt)));
  return row ? { authorId: row.id, magazineUserId: null } : null;
}

export function createReportsService(deps: ServiceDeps & { notifications: NotificationsService }) {
  const { db, clock, notifications } = deps;

  /** POST /api2/report: one open report per reader and target; reporting again changes nothing. */
  async function create(reporterId: number, input: TReportCreate): Promise<ReportCreateResult> {
    const target = await resolveTarget(db, input);
    if (!target) throw new AppError('not_found');
    if (target.authorId === reporterId) throw new AppError('report.own');
    const hourAgo = new Date(clock().getTime() - 3_600_000);
    const [recent] = await db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, hourAgo)));
    if ((recent?.n ?? 0) >= REPORT_LIMITS.perPersonPerHour)
      throw new AppError('rate.limited', { headers: { 'retry-after': '3600' } });
    const [row] = await db
      .insert(reports)
      .values({
        reporterId,
        kind: input.kind,
        targetId: input.targetId,
        authorId: target.authorId,
        magazineUserId: target.magazineUserId,
        reason: input.reason,
        note: input.note ?? '',
        createdAt: clock(),
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (row) return { reportId: row.id, status: 'open' };
    const [open] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.kind, input.kind),
          eq(reports.targetId, input.targetId),
          eq(reports.status, 'open'),
        ),
      );
    return { reportId: open?.id ?? 0, status: 'open' };
  }

  /** The target's label and address as the queue shows them. */
  async function labels(rows: ReportRow[]) {
    const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.targetId);
    const storyIds = ids('story');
    const commentIds = ids('comment');
    const stories = storyIds.length
      ? await db
          .select({ id: contents.id, title: contents.title })
          .from(contents)
          .where(inArray(contents.id, storyIds))
      : [];
    const commentRows = commentIds.length
      ? await db
          .select({ id: comments.id, body: comments.body, contentId: contents.id, title: contents.title })
          .from(comments)
          .innerJoin(contents, eq(contents.id, comments.contentId))
          .where(inArray(comments.id, commentIds))
      : [];
    return {
      story: new Map(
        stories.map((s) => [s.id, { label: s.title, href: storyPath({ cgroupId: s.id, title: s.title }) }]),
      ),
      comment: new Map(
        commentRows.map((c) => [
          c.id,
          {
            label:
              c.body
                .replace(/<[^>]*>/g, ' ')
                .replace(/\s+/g, ' ')
                .trim()
                .slice(0, 200) || c.title,
            href: storyPath({ cgroupId: c.contentId, title: c.title }),
          },
        ]),
      ),
    };
  }

  async function present(actor: ModeratorActor, rows: ReportRow[]): Promise<ReportView[]> {
    if (rows.length === 0) return [];
    const profiles = await profilesById(
      db,
      rows.flatMap((row) => [row.reporterId, row.authorId ?? 0]).filter((id) => id > 0),
    );
    const named = await labels(rows);
    const counts = await db
      .select({ kind: reports.kind, targetId: reports.targetId, n: count() })
      .from(reports)
      .where(inArray(reports.targetId, [...new Set(rows.map((row) => row.targetId))]))
      .groupBy(reports.kind, reports.targetId);
    const reporters = new Map(counts.map((c) => [`${c.kind}:${c.targetId}`, c.n]));
    return rows.map((row) => {
      const author: ProfileRef | null = row.authorId ? (profiles.get(row.authorId) ?? null) : null;
      const known = row.kind === 'person' ? null : named[row.kind].get(row.targetId);
      const label = row.kind === 'person' ? (author?.displayName ?? '') : (known?.label ?? '');
      const href = row.kind === 'person' ? (author ? `/@${author.username}` : null) : (known?.href ?? null);
      const mayDecide = row.status === 'open' && canModerateReport(actor, row);
      return {
        reportId: row.id,
        target: { kind: row.kind, targetId: row.targetId, label, href, author },
        reason: row.reason,
        note: row.note,
        status: row.status,
        reporters: reporters.get(`${row.kind}:${row.targetId}`) ?? 1,
        reporter: profiles.get(row.reporterId) ?? null,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        decisions: mayDecide ? [...DECISIONS_BY_KIND[row.kind]] : [],
        restorable: canRestoreReport(actor, row),
      };
    });
  }

  /** GET /api2/admin/reports: the kinds the admin decides; open ones oldest first, decided newest first. */
  async function queue(
    actor: ModeratorActor,
    status: 'open' | 'decided',
    cursor?: number,
  ): Promise<ReportQueuePage> {
    const kinds = siteReportKinds(actor);
    if (kinds.length === 0) throw new AppError('access_deny');
    return page(actor, inArray(reports.kind, kinds), status, cursor);
  }

  /**
   * GET /api2/magazine/reports: reports about one magazine's stories and their comments, for its editors
   * and up (the route checks the magazine right; each report's actions follow the report's rule).
   */
  const magazineQueue = (
    actor: ModeratorActor,
    magazineUserId: number,
    status: 'open' | 'decided',
    cursor?: number,
  ) =>
    page(
      actor,
      and(eq(reports.magazineUserId, magazineUserId), inArray(reports.kind, ['story', 'comment'])),
      status,
      cursor,
    );

  async function page(
    actor: ModeratorActor,
    scope: SQL | undefined,
    status: 'open' | 'decided',
    cursor?: number,
  ): Promise<ReportQueuePage> {
    const open = status === 'open';
    const rows = await db
      .select()
      .from(reports)
      .where(
        and(
          scope,
          open ? eq(reports.status, 'open') : sql`${reports.status} <> 'open'`,
          cursor ? (open ? gt(reports.id, cursor) : lt(reports.id, cursor)) : undefined,
        ),
      )
      .orderBy(open ? asc(reports.id) : desc(reports.id))
      .limit(REPORT_LIMITS.pageSize + 1);
    const page = rows.slice(0, REPORT_LIMITS.pageSize);
    const [openCount] = await db
      .select({ n: count() })
      .from(reports)
      .where(and(scope, eq(reports.status, 'open')));
    return {
      items: await present(actor, page),
      nextCursor: rows.length > REPORT_LIMITS.pageSize ? String(page.at(-1)?.id) : null,
      openCount: openCount?.n ?? 0,
    };
  }

  /**
   * POST /api2/report/decide: the report's rule (core's canModerateReport) decides who may; every open
   * report of the same target is decided with it, its effect applied, its audit row written and the
   * reporters and author told, in one transaction.
   */
  async function decide(actor: ModeratorActor, input: TReportDecide) {
    const [report] = await db.select().from(reports).where(eq(reports.id, input.reportId));
    if (!report) throw new AppError('not_found');
    if (!canModerateReport(actor, report)) throw new AppError('access_deny');
    if (!decisionFits(report.kind, input.decision))
      throw new AppError('validation.failed', { fields: { decision: 'validation.invalid' } });
    const now = clock();
    await transactionWithRetry(db, async (tx) => {
      const decided = await tx
        .update(reports)
        .set({ status: STATUS_OF_DECISION[input.decision], decidedBy: actor.userId, decidedAt: now })
        .where(
          and(
            eq(reports.kind, report.kind),
            eq(reports.targetId, report.targetId),
            eq(reports.status, 'open'),
          ),
        )
        .returning({ id: reports.id, reporterId: reports.reporterId });
      if (!decided.some((row) => row.id === report.id)) throw new AppError('report.decided');
      const where = await applyDecision(tx, report, input.decision, now);
      await recordAdminEvent(tx, `admin.report.${input.decision}`, {
        actorUserId: actor.userId,
        subjectUserId: report.authorId,
        data: {
          reportId: report.id,
          kind: report.kind,
          targetId: report.targetId,
          reason: report.reason,
          ...(report.magazineUserId ? { magazineUserId: report.magazineUserId } : {}),
        },
        at: now,
      });
      for (const reporterId of new Set(decided.map((row) => row.reporterId)))
        await notifications.notify(tx, {
          userId: reporterId,
          actorId: actor.userId,
          kind: 'report_decided',
          ...where,
          data: { note: input.decision },
        });
      if (report.authorId && input.decision !== 'dismiss' && input.decision !== 'suspend')
        await notifications.notify(tx, {
          userId: report.authorId,
          actorId: actor.userId,
          kind: 'content_moderated',
          ...where,
          data: { note: input.decision },
        });
    });
    const [after] = await db.select().from(reports).where(eq(reports.id, report.id));
    return { report: (await present(actor, after ? [after] : []))[0]! };
  }

  /**
   * POST /api2/report/restore: puts back a story or comment that a report hid, for whoever may decide
   * that report; every hidden report of the target becomes 'restored', with an audit row, in one
   * transaction.
   */
  async function restore(actor: ModeratorActor, input: TReportRestore) {
    const [report] = await db.select().from(reports).where(eq(reports.id, input.reportId));
    if (!report) throw new AppError('not_found');
    if (!canModerateReport(actor, report)) throw new AppError('access_deny');
    if (!canRestoreReport(actor, report)) throw new AppError('report.not.hidden');
    const now = clock();
    await transactionWithRetry(db, async (tx) => {
      const restored = await tx
        .update(reports)
        .set({ status: 'restored', decidedBy: actor.userId, decidedAt: now })
        .where(
          and(
            eq(reports.kind, report.kind),
            eq(reports.targetId, report.targetId),
            eq(reports.status, 'hidden'),
          ),
        )
        .returning({ id: reports.id });
      if (!restored.some((row) => row.id === report.id)) throw new AppError('report.not.hidden');
      const where = await undoHide(tx, report, now);
      await recordAdminEvent(tx, 'admin.report.restore', {
        actorUserId: actor.userId,
        subjectUserId: report.authorId,
        data: {
          reportId: report.id,
          kind: report.kind,
          targetId: report.targetId,
          ...where,
          ...(report.magazineUserId ? { magazineUserId: report.magazineUserId } : {}),
        },
        at: now,
      });
    });
    const [after] = await db.select().from(reports).where(eq(reports.id, report.id));
    return { report: (await present(actor, after ? [after] : []))[0]! };
  }

  return { create, queue, magazineQueue, decide, restore };
}
