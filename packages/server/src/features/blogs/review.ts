import {
  type AdminBlogQueuePage,
  type AdminBlogSubmission,
  BLOG_LIMITS,
  BLOG_STATUSES,
  type BlogReviewResult,
  type BlogStatus,
  blogUsernameBase,
  blogUsernameCandidate,
  LIMITS,
  type TBlogReview,
  truncate,
  USER_TYPE,
  ZDummyProfile,
} from '@masthead/core';
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { users } from '../accounts/tables.ts';
import { topics } from '../content/tables.ts';
import { type BlogsContext, importIntervalMs } from './context.ts';
import { importFeed } from './import-job.ts';
import { presentSubmission, profilesById, type SubmissionRow, unknownProfile } from './rows.ts';
import { blogFeeds, blogSubmissions } from './tables.ts';

/** The admin review queue of blog submissions (SPEC §4, §6: masterAdmin, or an admin with 'blogs'). */

/** Submissions as the review queue shows them: who sent them, their topics, and their feed's import. */
async function presentForAdmin(executor: DbOrTx, rows: SubmissionRow[]): Promise<AdminBlogSubmission[]> {
  const profiles = await profilesById(
    executor,
    rows
      .flatMap((row) => [row.submitterId, row.publisherId ?? 0, row.reviewedBy ?? 0])
      .filter((id) => id > 0),
  );
  const topicIds = [...new Set(rows.flatMap((row) => row.topicIds))];
  const topicRows = topicIds.length
    ? await executor
        .select({ topicId: topics.id, title: topics.title })
        .from(topics)
        .where(inArray(topics.id, topicIds))
    : [];
  const topicById = new Map(topicRows.map((topic) => [topic.topicId, topic]));
  const feeds = rows.length
    ? await executor
        .select({
          submissionId: blogFeeds.submissionId,
          importedCount: blogFeeds.importedCount,
          lastError: blogFeeds.lastError,
        })
        .from(blogFeeds)
        .where(
          inArray(
            blogFeeds.submissionId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const feedBySubmission = new Map(feeds.map((feed) => [feed.submissionId, feed]));
  return rows.map((row) => {
    const feed = feedBySubmission.get(row.id);
    return {
      ...presentSubmission(row, row.publisherId ? (profiles.get(row.publisherId) ?? null) : null),
      submitter: profiles.get(row.submitterId) ?? unknownProfile(row.submitterId),
      previewTitles: [...row.previewTitles],
      itemCount: row.itemCount,
      topics: row.topicIds.flatMap((id) => {
        const topic = topicById.get(id);
        return topic ? [topic] : [];
      }),
      reviewer: row.reviewedBy ? (profiles.get(row.reviewedBy) ?? null) : null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      importedCount: feed?.importedCount ?? 0,
      lastError: feed?.lastError ?? null,
    };
  });
}

async function countsByStatus(db: Db): Promise<Record<BlogStatus, number>> {
  const rows = await db
    .select({ status: blogSubmissions.status, n: count() })
    .from(blogSubmissions)
    .groupBy(blogSubmissions.status);
  const counts = Object.fromEntries(BLOG_STATUSES.map((status) => [status, 0])) as Record<BlogStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status] = row.n;
  return counts;
}

/** GET /api2/admin/blogs: pending ones oldest first (a queue), the others newest first. */
export async function reviewQueue(
  ctx: BlogsContext,
  status: BlogStatus,
  cursor?: number,
): Promise<AdminBlogQueuePage> {
  const { db } = ctx;
  const oldestFirst = status === 'pending';
  const rows = await db
    .select()
    .from(blogSubmissions)
    .where(
      and(
        eq(blogSubmissions.status, status),
        cursor ? (oldestFirst ? gt(blogSubmissions.id, cursor) : lt(blogSubmissions.id, cursor)) : undefined,
      ),
    )
    .orderBy(oldestFirst ? asc(blogSubmissions.id) : desc(blogSubmissions.id))
    .limit(BLOG_LIMITS.pageSize + 1);
  const page = rows.slice(0, BLOG_LIMITS.pageSize);
  return {
    status,
    items: await presentForAdmin(db, page),
    nextCursor: rows.length > BLOG_LIMITS.pageSize ? String(page.at(-1)?.id) : null,
    counts: await countsByStatus(db),
  };
}

/** Usernames for the blog's publisher profile: from its host, numbered when taken, a random one last. */
async function freeUsernames(tx: Tx, siteUrl: string): Promise<string[]> {
  const base = blogUsernameBase(siteUrl);
  const candidates = Array.from({ length: 30 }, (_, index) => blogUsernameCandidate(base, index + 1));
  const taken = await tx
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        candidates.map((name) => name.toLowerCase()),
      ),
    );
  const takenSet = new Set(taken.map((row) => row.username));
  const free = candidates.filter((name) => !takenSet.has(name.toLowerCase()));
  const random = `${base.slice(0, 20)}-${Math.random().toString(36).slice(2, 8)}`;
  return [...free, random];
}

/**
 * The blog's publisher profile: a dummy account (SPEC §5), without email or password (it cannot sign
 * in), named after the blog, its website the blog's address. Its name and display name are checked
 * by the dummy rules (username 3 to 40, display name 1 to 50); a candidate they refuse is skipped.
 */
async function createPublisher(tx: Tx, submission: SubmissionRow, now: Date): Promise<number> {
  const hostname = new URL(submission.siteUrl).hostname;
  const displayName =
    truncate(submission.title.trim(), LIMITS.dummyDisplayNameMax) ||
    truncate(hostname, LIMITS.dummyDisplayNameMax);
  for (const candidate of await freeUsernames(tx, submission.siteUrl)) {
    const dummy = ZDummyProfile.safeParse({ username: candidate, displayName });
    if (!dummy.success) continue;
    const [row] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.person,
        isDummy: true,
        username: dummy.data.username,
        displayName: dummy.data.displayName,
        bio: truncate(submission.description, 255),
        website: submission.siteUrl.length <= 255 ? submission.siteUrl : new URL(submission.siteUrl).origin,
        langs: [submission.lang],
        profileCreated: true,
        firstTimeLogin: false,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) return row.id;
  }
  throw new AppError('unexpected_error');
}

/**
 * POST /api2/admin/blog/review. Approving creates the publisher profile and its feed and imports at
 * once; not approving keeps the reasons and whether the blog may be submitted again.
 */
export async function reviewSubmission(
  ctx: BlogsContext,
  viewerId: number,
  input: TBlogReview,
): Promise<BlogReviewResult> {
  const { db, clock, config } = ctx;
  const now = clock();
  const { row, feedId } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.id, input.submissionId))
      .for('update');
    if (!current) throw new AppError('not_found');
    if (current.status !== 'pending')
      throw new AppError('validation.failed', { fields: { submissionId: 'validation.blog.notPending' } });
    if (input.decision === 'reject') {
      const [updated] = await tx
        .update(blogSubmissions)
        .set({
          status: 'not_approved',
          reasons: input.reasons ?? '',
          resubmitAllowed: input.allowResubmit ?? true,
          reviewedBy: viewerId,
          reviewedAt: now,
          updatedAt: now,
        })
        .where(eq(blogSubmissions.id, current.id))
        .returning();
      return { row: updated ?? current, feedId: null };
    }
    const publisherId = await createPublisher(tx, current, now);
    const [feed] = await tx
      .insert(blogFeeds)
      .values({
        submissionId: current.id,
        publisherId,
        feedUrl: current.feedUrl,
        nextFetchAt: new Date(now.getTime() + importIntervalMs(config)),
        createdAt: now,
      })
      .returning({ id: blogFeeds.id });
    const [updated] = await tx
      .update(blogSubmissions)
      .set({
        status: 'approved',
        publisherId,
        reasons: '',
        reviewedBy: viewerId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(blogSubmissions.id, current.id))
      .returning();
    return { row: updated ?? current, feedId: feed?.id ?? null };
  });
  const outcome = feedId ? await importFeed(ctx, feedId) : null;
  const [submission] = await presentForAdmin(db, [row]);
  return {
    submission: submission!,
    imported: outcome?.status === 'imported' ? outcome.imported : outcome ? 0 : null,
  };
}
