import {
  type AdminBlogQueuePage,
  type AdminBlogSubmission,
  BLOG_LIMITS,
  BLOG_STATUSES,
  BLOGS_ACCESS_RIGHT,
  type BlogReviewResult,
  type BlogStatus,
  type BlogSubmissionView,
  blogSiteKey,
  blogStateMessage,
  blogUsernameBase,
  blogUsernameCandidate,
  CTYPE,
  canCancelBlog,
  feedRetryDelayMinutes,
  hasAccessRight,
  type ProfileRef,
  type PublisherRecommendationView,
  profilePath,
  type RecommendationsPage,
  type TBlogReview,
  type TBlogSubmit,
  type TPublisherRecommend,
  truncate,
  USER_TYPE,
} from '@masthead/core';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { topics } from '../content/tables.ts';
import { insertContent } from '../content/write.ts';
import { createRateLimiter } from '../rate-limit/service.ts';
import {
  type BlogFetchProblem,
  detectFeed,
  type Fetcher,
  type FetchSettings,
  fetchDocument,
  problemOf,
} from './detect.ts';
import { decodeBody, parseFeed } from './feed-parse.ts';
import { feedText, toImportItems } from './import-items.ts';
import { blogFeeds, blogSubmissions, importedItems, publisherRecommendations } from './tables.ts';

type SubmissionRow = typeof blogSubmissions.$inferSelect;
type FeedRow = typeof blogFeeds.$inferSelect;

const MINUTE_MS = 60_000;

/** Outbound work per person: each submission fetches up to a handful of foreign addresses. */
const SUBMIT_RATE = { limit: 10, windowSeconds: 3600 };
const RECOMMEND_RATE = { limit: 10, windowSeconds: 3600 };

/** The field message a blog address gets when it cannot be read (SPEC §8 'No RSS detected' is its own code). */
const FETCH_PROBLEM_FIELD: Record<Exclude<BlogFetchProblem, 'no_rss'>, string> = {
  blocked: 'validation.blog.blocked',
  unreachable: 'validation.blog.unreachable',
  too_large: 'validation.blog.tooLarge',
};

export function fetchProblemError(problem: BlogFetchProblem): AppError {
  if (problem === 'no_rss') return new AppError('no_rss');
  return new AppError('validation.failed', { fields: { url: FETCH_PROBLEM_FIELD[problem] } });
}

export type ImportOutcome =
  | { status: 'imported'; imported: number }
  | { status: 'not_modified'; imported: 0 }
  | { status: 'failed'; imported: 0; problem: string };

/**
 * SPEC §2 submit blog and recommend publisher, SPEC §4 blog submission states, the admin review queue
 * (SPEC §6: masterAdmin, or an admin holding the 'blogs' right) and the RSS import job (DESIGN §2).
 */
export function createBlogsService(deps: ServiceDeps & { fetcher?: Fetcher }) {
  const { db, clock, config } = deps;
  const rateLimit = createRateLimiter(db, clock);
  const fetchSettings = (): FetchSettings => ({
    allowLoopback: config.outbound.allowLoopback,
    timeoutMs: config.outbound.timeoutMs,
    ...(deps.fetcher ? { fetcher: deps.fetcher } : {}),
  });
  const intervalMs = () => Math.max(1, config.blogImport.intervalMinutes) * MINUTE_MS;

  // ---- Presenting ----

  function present(
    row: SubmissionRow,
    publisher: { userId: number; username: string } | null,
  ): BlogSubmissionView {
    return {
      submissionId: row.id,
      siteUrl: row.siteUrl,
      feedUrl: row.feedUrl,
      title: row.title,
      description: row.description,
      lang: row.lang,
      status: row.status,
      state: blogStateMessage(row.status, row.resubmitCount),
      resubmitCount: row.resubmitCount,
      reasons: row.status === 'not_approved' ? row.reasons : '',
      resubmitAllowed: row.resubmitAllowed,
      canCancel: canCancelBlog(row.status),
      publisher: publisher
        ? { userId: publisher.userId, username: publisher.username, url: profilePath(publisher) }
        : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const profileColumns = (table: typeof users) => ({
    userId: table.id,
    username: table.username,
    displayName: table.displayName,
    photoPath: table.photoPath,
    userType: table.userType,
  });

  async function profilesById(executor: DbOrTx, ids: number[]): Promise<Map<number, ProfileRef>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await executor.select(profileColumns(users)).from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.userId, row]));
  }

  async function presentMany(executor: DbOrTx, rows: SubmissionRow[]): Promise<BlogSubmissionView[]> {
    const profiles = await profilesById(
      executor,
      rows.flatMap((row) => (row.publisherId ? [row.publisherId] : [])),
    );
    return rows.map((row) => present(row, row.publisherId ? (profiles.get(row.publisherId) ?? null) : null));
  }

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
    const unknown = (userId: number): ProfileRef => ({
      userId,
      username: '',
      displayName: '',
      photoPath: null,
      userType: USER_TYPE.person,
    });
    return rows.map((row) => {
      const feed = feedBySubmission.get(row.id);
      return {
        ...present(row, row.publisherId ? (profiles.get(row.publisherId) ?? null) : null),
        submitter: profiles.get(row.submitterId) ?? unknown(row.submitterId),
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

  // ---- Permissions ----

  /** SPEC §6: masterAdmin has every right; an admin only those in its list. Suspended people have none. */
  async function canReview(viewerId: number): Promise<boolean> {
    const [row] = await db
      .select({
        admin: users.admin,
        masterAdmin: users.masterAdmin,
        accessRights: users.accessRights,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, viewerId))
      .limit(1);
    if (!row || row.suspendedAt) return false;
    return hasAccessRight(
      { admin: row.admin, masterAdmin: row.masterAdmin, accessRight: row.accessRights },
      BLOGS_ACCESS_RIGHT,
    );
  }

  async function assertReviewer(viewerId: number) {
    if (!(await canReview(viewerId))) throw new AppError('access_deny');
  }

  // ---- Submitting ----

  /** The blog's latest submission that is not canceled, locked when asked (resubmission rules). */
  async function latestFor(executor: DbOrTx, siteKey: string) {
    const [row] = await executor
      .select()
      .from(blogSubmissions)
      .where(and(eq(blogSubmissions.siteKey, siteKey), ne(blogSubmissions.status, 'canceled')))
      .orderBy(desc(blogSubmissions.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * SPEC §4: a blog already pending or approved is not submitted twice (the submitter's own pending
   * one answers as it is); after 'not approved' it may come back only when the reviewer allowed it.
   */
  function checkResubmission(
    latest: SubmissionRow | null,
    submitterId: number,
  ): SubmissionRow | 'new' | number {
    if (!latest) return 'new';
    if (latest.status === 'pending' && latest.submitterId === submitterId) return latest;
    if (latest.status === 'pending')
      throw new AppError('validation.failed', { fields: { url: 'validation.blog.alreadySubmitted' } });
    if (latest.status === 'approved')
      throw new AppError('validation.failed', { fields: { url: 'validation.blog.alreadyListed' } });
    if (!latest.resubmitAllowed) throw new AppError('blog.resubmit.not.allowed');
    return latest.resubmitCount + 1;
  }

  async function existingTopicIds(executor: DbOrTx, ids: readonly number[]) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const rows = await executor.select({ id: topics.id }).from(topics).where(inArray(topics.id, wanted));
    const found = new Set(rows.map((row) => row.id));
    return wanted.filter((id) => found.has(id));
  }

  async function submitAs(submitterId: number, input: TBlogSubmit): Promise<BlogSubmissionView> {
    const topicIds = input.topicIds ?? [];
    if ((await existingTopicIds(db, topicIds)).length !== new Set(topicIds).size)
      throw new AppError('topic.invalid', { fields: { topicIds: 'validation.invalid' } });
    // The address as typed may already name a blog that cannot come back: answer before fetching.
    const early = checkResubmission(await latestFor(db, blogSiteKey(input.url)), submitterId);
    if (typeof early === 'object') return (await presentMany(db, [early]))[0]!;

    let detected: Awaited<ReturnType<typeof detectFeed>>;
    try {
      detected = await detectFeed(input.url, fetchSettings());
    } catch (error) {
      throw fetchProblemError(problemOf(error));
    }
    const { feed } = detected;
    const siteKey = blogSiteKey(detected.siteUrl);
    const now = clock();
    const preview = toImportItems(feed, now, BLOG_LIMITS.previewTitles).map((item) => item.title);
    const itemCount = toImportItems(feed, now, Number.MAX_SAFE_INTEGER).length;
    const host = new URL(detected.siteUrl).hostname;

    const row = await db.transaction(async (tx) => {
      const decision = checkResubmission(await latestFor(tx, siteKey), submitterId);
      if (typeof decision === 'object') return decision;
      const [inserted] = await tx
        .insert(blogSubmissions)
        .values({
          submitterId,
          siteUrl: detected.siteUrl,
          siteKey,
          feedUrl: detected.feedUrl,
          title: truncate(feedText(feed.title), 300) || host,
          description: truncate(feedText(feed.description), 1000),
          lang: input.lang ?? 'en',
          topicIds: [...new Set(topicIds)],
          resubmitCount: decision === 'new' ? 0 : decision,
          previewTitles: preview,
          itemCount,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new AppError('unexpected_error');
      return inserted;
    });
    return (await presentMany(db, [row]))[0]!;
  }

  /** POST /api2/blog/submit */
  async function submit(viewerId: number, input: TBlogSubmit): Promise<BlogSubmissionView> {
    await rateLimit.consume({ key: `blog.submit:${viewerId}`, ...SUBMIT_RATE });
    return submitAs(viewerId, input);
  }

  /** POST /api2/blog/cancel: SPEC §4, an approved submission cannot be cancelled. */
  async function cancel(viewerId: number, submissionId: number): Promise<BlogSubmissionView> {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(blogSubmissions)
        .where(eq(blogSubmissions.id, submissionId))
        .for('update');
      // Someone else's submission stays hidden: SPEC §8 'does not exist or has been deleted'.
      if (!current || current.submitterId !== viewerId) throw new AppError('not_found');
      if (current.status === 'approved') throw new AppError('blog.already.approved');
      if (current.status !== 'pending') return current;
      const [updated] = await tx
        .update(blogSubmissions)
        .set({ status: 'canceled', updatedAt: clock() })
        .where(eq(blogSubmissions.id, submissionId))
        .returning();
      return updated ?? current;
    });
    return (await presentMany(db, [row]))[0]!;
  }

  /** GET /api2/blog/mine: the viewer's submissions, newest first. */
  async function mine(viewerId: number): Promise<BlogSubmissionView[]> {
    const rows = await db
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.submitterId, viewerId))
      .orderBy(desc(blogSubmissions.id))
      .limit(100);
    return presentMany(db, rows);
  }

  // ---- Reviewing ----

  async function countsByStatus(): Promise<Record<BlogStatus, number>> {
    const rows = await db
      .select({ status: blogSubmissions.status, n: count() })
      .from(blogSubmissions)
      .groupBy(blogSubmissions.status);
    const counts = Object.fromEntries(BLOG_STATUSES.map((status) => [status, 0])) as Record<
      BlogStatus,
      number
    >;
    for (const row of rows) if (row.status in counts) counts[row.status] = row.n;
    return counts;
  }

  /** GET /api2/admin/blogs: pending ones oldest first (a queue), the others newest first. */
  async function adminQueue(
    viewerId: number,
    status: BlogStatus,
    cursor?: number,
  ): Promise<AdminBlogQueuePage> {
    await assertReviewer(viewerId);
    const oldestFirst = status === 'pending';
    const rows = await db
      .select()
      .from(blogSubmissions)
      .where(
        and(
          eq(blogSubmissions.status, status),
          cursor
            ? oldestFirst
              ? gt(blogSubmissions.id, cursor)
              : lt(blogSubmissions.id, cursor)
            : undefined,
        ),
      )
      .orderBy(oldestFirst ? asc(blogSubmissions.id) : desc(blogSubmissions.id))
      .limit(BLOG_LIMITS.pageSize + 1);
    const page = rows.slice(0, BLOG_LIMITS.pageSize);
    return {
      status,
      items: await presentForAdmin(db, page),
      nextCursor: rows.length > BLOG_LIMITS.pageSize ? String(page.at(-1)?.id) : null,
      counts: await countsByStatus(),
    };
  }

  /** A username for the blog's publisher profile: from its host, numbered when taken. */
  async function freeUsername(tx: Tx, siteUrl: string): Promise<string[]> {
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
   * The blog's publisher profile: a profile without email or password (it cannot sign in), named after
   * the blog, its website the blog's address.
   */
  async function createPublisher(tx: Tx, submission: SubmissionRow, now: Date): Promise<number> {
    const displayName = truncate(submission.title, 30) || truncate(new URL(submission.siteUrl).hostname, 30);
    for (const username of await freeUsername(tx, submission.siteUrl)) {
      const [row] = await tx
        .insert(users)
        .values({
          userType: USER_TYPE.person,
          username,
          displayName,
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
  async function review(viewerId: number, input: TBlogReview): Promise<BlogReviewResult> {
    await assertReviewer(viewerId);
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
          nextFetchAt: new Date(now.getTime() + intervalMs()),
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
    const outcome = feedId ? await importFeed(feedId) : null;
    const [submission] = await presentForAdmin(db, [row]);
    return {
      submission: submission!,
      imported: outcome?.status === 'imported' ? outcome.imported : outcome ? 0 : null,
    };
  }

  // ---- Recommending ----

  /** POST /api2/publisher/recommend */
  async function recommend(viewerId: number, input: TPublisherRecommend) {
    await rateLimit.consume({ key: `publisher.recommend:${viewerId}`, ...RECOMMEND_RATE });
    const [row] = await db
      .insert(publisherRecommendations)
      .values({ userId: viewerId, url: input.url, note: input.note ?? '', createdAt: clock() })
      .returning();
    if (!row) throw new AppError('unexpected_error');
    const [view] = await presentRecommendations([row]);
    return view!;
  }

  async function presentRecommendations(
    rows: (typeof publisherRecommendations.$inferSelect)[],
  ): Promise<PublisherRecommendationView[]> {
    const profiles = await profilesById(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({
      recommendationId: row.id,
      url: row.url,
      note: row.note,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      recommender: profiles.get(row.userId) ?? {
        userId: row.userId,
        username: '',
        displayName: '',
        photoPath: null,
        userType: USER_TYPE.person,
      },
    }));
  }

  /** GET /api2/admin/publisher/recommendations: new ones, oldest first. */
  async function recommendations(viewerId: number, cursor?: number): Promise<RecommendationsPage> {
    await assertReviewer(viewerId);
    const rows = await db
      .select()
      .from(publisherRecommendations)
      .where(
        and(
          eq(publisherRecommendations.status, 'new'),
          cursor ? gt(publisherRecommendations.id, cursor) : undefined,
        ),
      )
      .orderBy(asc(publisherRecommendations.id))
      .limit(BLOG_LIMITS.pageSize + 1);
    const page = rows.slice(0, BLOG_LIMITS.pageSize);
    return {
      items: await presentRecommendations(page),
      nextCursor: rows.length > BLOG_LIMITS.pageSize ? String(page.at(-1)?.id) : null,
    };
  }

  async function newRecommendation(recommendationId: number) {
    const [row] = await db
      .select()
      .from(publisherRecommendations)
      .where(eq(publisherRecommendations.id, recommendationId))
      .limit(1);
    if (!row) throw new AppError('not_found');
    if (row.status !== 'new')
      throw new AppError('validation.failed', { fields: { recommendationId: 'validation.blog.notPending' } });
    return row;
  }

  /** POST /api2/admin/publisher/recommendation/dismiss */
  async function dismissRecommendation(viewerId: number, recommendationId: number) {
    await assertReviewer(viewerId);
    await newRecommendation(recommendationId);
    await db
      .update(publisherRecommendations)
      .set({ status: 'dismissed' })
      .where(
        and(eq(publisherRecommendations.id, recommendationId), eq(publisherRecommendations.status, 'new')),
      );
    return { recommendationId, status: 'dismissed' as const };
  }

  /**
   * POST /api2/admin/publisher/recommendation/submit: the recommended address goes through detection
   * as a submission by the person who recommended it, and waits in the queue like any other.
   */
  async function submitRecommendation(viewerId: number, recommendationId: number) {
    await assertReviewer(viewerId);
    const recommendation = await newRecommendation(recommendationId);
    const submission = await submitAs(recommendation.userId, { url: recommendation.url });
    await db
      .update(publisherRecommendations)
      .set({ status: 'submitted', submissionId: submission.submissionId })
      .where(eq(publisherRecommendations.id, recommendationId));
    return { recommendationId, status: 'submitted' as const, submission };
  }

  // ---- Importing ----

  async function recordFailure(feed: FeedRow, problem: string) {
    const failures = feed.failureCount + 1;
    const now = clock();
    await db
      .update(blogFeeds)
      .set({
        failureCount: sql`${blogFeeds.failureCount} + 1`,
        lastError: problem.slice(0, 300),
        lastFetchedAt: now,
        nextFetchAt: new Date(
          now.getTime() + feedRetryDelayMinutes(config.blogImport.intervalMinutes, failures) * MINUTE_MS,
        ),
      })
      .where(eq(blogFeeds.id, feed.id));
  }

  /**
   * Fetches one feed (conditional GET with its ETag and Last-Modified) and stores its new items as
   * external stories by the blog's publisher. Each item's guid is claimed in the transaction that
   * stores it, so a re-run or a second process never imports it twice.
   */
  async function importFeed(feedId: number): Promise<ImportOutcome> {
    const [feed] = await db.select().from(blogFeeds).where(eq(blogFeeds.id, feedId)).limit(1);
    if (!feed) return { status: 'failed', imported: 0, problem: 'gone' };
    const [submission] = await db
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.id, feed.submissionId))
      .limit(1);
    if (submission?.status !== 'approved') return { status: 'failed', imported: 0, problem: 'not approved' };

    const headers: Record<string, string> = {};
    if (feed.etag) headers['If-None-Match'] = feed.etag;
    if (feed.lastModified) headers['If-Modified-Since'] = feed.lastModified;
    let result: Awaited<ReturnType<typeof fetchDocument>>;
    try {
      result = await fetchDocument(feed.feedUrl, fetchSettings(), { headers });
    } catch (error) {
      const problem = problemOf(error);
      await recordFailure(feed, problem === 'unreachable' ? (error as Error).message || problem : problem);
      return { status: 'failed', imported: 0, problem };
    }
    const now = clock();
    const nextFetchAt = new Date(now.getTime() + intervalMs());
    if (result.status === 304) {
      await db
        .update(blogFeeds)
        .set({ failureCount: 0, lastError: null, lastFetchedAt: now, nextFetchAt })
        .where(eq(blogFeeds.id, feed.id));
      return { status: 'not_modified', imported: 0 };
    }
    const parsed = parseFeed(decodeBody(result.body, result.headers.get('content-type')), result.url);
    if (!parsed) {
      await recordFailure(feed, 'no_rss');
      return { status: 'failed', imported: 0, problem: 'no_rss' };
    }
    // Feeds list the newest first: stored oldest first, so ids follow publishing order.
    const items = toImportItems(parsed, now).reverse();
    const etag = result.headers.get('etag');
    const lastModified = result.headers.get('last-modified');

    const imported = await db.transaction(async (tx) => {
      const topicIds = await existingTopicIds(tx, submission.topicIds);
      let stored = 0;
      for (const item of items) {
        const [claimed] = await tx
          .insert(importedItems)
          .values({ feedId: feed.id, guid: item.guid, createdAt: now })
          .onConflictDoNothing()
          .returning({ guid: importedItems.guid });
        if (!claimed) continue;
        const contentId = await insertContent(
          tx,
          {
            ctype: CTYPE.external,
            status: 'published',
            authorId: feed.publisherId,
            publisherId: feed.publisherId,
            title: item.title,
            description: item.description,
            linkUrl: item.linkUrl,
            lang: submission.lang,
            publishedAt: item.publishedAt,
            topicIds,
          },
          now,
        );
        await tx
          .update(importedItems)
          .set({ contentId })
          .where(and(eq(importedItems.feedId, feed.id), eq(importedItems.guid, item.guid)));
        stored += 1;
      }
      await tx
        .update(blogFeeds)
        .set({
          etag: etag && etag.length <= 300 ? etag : null,
          lastModified: lastModified && lastModified.length <= 100 ? lastModified : null,
          failureCount: 0,
          lastError: null,
          lastFetchedAt: now,
          nextFetchAt,
          importedCount: sql`${blogFeeds.importedCount} + ${stored}`,
        })
        .where(eq(blogFeeds.id, feed.id));
      return stored;
    });
    return { status: 'imported', imported };
  }

  /**
   * The import job: claims the feeds that are due (FOR UPDATE SKIP LOCKED, so processes sharing the
   * database never take the same feed) by moving their next fetch on, then fetches each.
   */
  async function importDue(limit: number = BLOG_LIMITS.feedsPerRun) {
    const now = clock();
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: blogFeeds.id })
        .from(blogFeeds)
        .where(lte(blogFeeds.nextFetchAt, now))
        .orderBy(asc(blogFeeds.nextFetchAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const ids = due.map((row) => row.id);
      if (ids.length > 0)
        await tx
          .update(blogFeeds)
          .set({ nextFetchAt: new Date(now.getTime() + intervalMs()) })
          .where(inArray(blogFeeds.id, ids));
      return ids;
    });
    const outcomes: { feedId: number; outcome: ImportOutcome }[] = [];
    for (const feedId of claimed) {
      try {
        outcomes.push({ feedId, outcome: await importFeed(feedId) });
      } catch (error) {
        outcomes.push({
          feedId,
          outcome: { status: 'failed', imported: 0, problem: (error as Error).message },
        });
      }
    }
    return outcomes;
  }

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  return {
    canReview,
    submit,
    cancel,
    mine,
    adminQueue,
    review,
    recommend,
    recommendations,
    dismissRecommendation,
    submitRecommendation,
    importFeed,
    importDue,
    /** Runs the import now and every config.blogImport.intervalMinutes; one run at a time per process. */
    startImports() {
      const run = async () => {
        if (running) return;
        running = true;
        try {
          await importDue();
        } catch (error) {
          console.warn('[blog import]', (error as Error).message);
        } finally {
          running = false;
        }
      };
      void run();
      timer = setInterval(run, intervalMs());
      timer.unref();
    },
    stopImports: () => clearInterval(timer),
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
