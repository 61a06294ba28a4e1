import {
  BLOG_LIMITS,
  type BlogSubmissionView,
  blogSiteKey,
  type TBlogSubmit,
  truncate,
} from '@masthead/core';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type BlogsContext, fetchSettings } from './context.ts';
import { type BlogFetchProblem, detectFeed, problemOf } from './detect.ts';
import { feedText, toImportItems } from './import-items.ts';
import { existingTopicIds, presentSubmissions, type SubmissionRow } from './rows.ts';
import { blogSubmissions } from './tables.ts';

/** SPEC §2 submit blog and SPEC §4 blog submission states, as the submitter sees them. */

/** Outbound work per person: each submission fetches up to a handful of foreign addresses. */
const SUBMIT_RATE = { limit: 10, windowSeconds: 3600 };

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

/** The blog's latest submission that is not canceled (resubmission rules). */
async function latestFor(executor: DbOrTx, siteKey: string): Promise<SubmissionRow | null> {
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

/**
 * Detects the blog's feed and queues it for review as a submission by `submitterId` (the reader who
 * submits it, or the one whose recommendation an admin submits). No rate limit: callers apply theirs.
 */
export async function submitBlogAs(
  ctx: BlogsContext,
  submitterId: number,
  input: TBlogSubmit,
): Promise<BlogSubmissionView> {
  const { db, clock } = ctx;
  const topicIds = input.topicIds ?? [];
  if ((await existingTopicIds(db, topicIds)).length !== new Set(topicIds).size)
    throw new AppError('topic.invalid', { fields: { topicIds: 'validation.invalid' } });
  // The address as typed may already name a blog that cannot come back: answer before fetching.
  const early = checkResubmission(await latestFor(db, blogSiteKey(input.url)), submitterId);
  if (typeof early === 'object') return (await presentSubmissions(db, [early]))[0]!;

  let detected: Awaited<ReturnType<typeof detectFeed>>;
  try {
    detected = await detectFeed(input.url, fetchSettings(ctx));
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
  return (await presentSubmissions(db, [row]))[0]!;
}

/** POST /api2/blog/submit */
export async function submitBlog(
  ctx: BlogsContext,
  viewerId: number,
  input: TBlogSubmit,
): Promise<BlogSubmissionView> {
  await ctx.rateLimit.consume({ key: `blog.submit:${viewerId}`, ...SUBMIT_RATE });
  return submitBlogAs(ctx, viewerId, input);
}

/** POST /api2/blog/cancel: SPEC §4, an approved submission cannot be cancelled. */
export async function cancelSubmission(
  ctx: BlogsContext,
  viewerId: number,
  submissionId: number,
): Promise<BlogSubmissionView> {
  const { db, clock } = ctx;
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
  return (await presentSubmissions(db, [row]))[0]!;
}

/** GET /api2/blog/mine: the viewer's submissions, newest first. */
export async function mySubmissions(ctx: BlogsContext, viewerId: number): Promise<BlogSubmissionView[]> {
  const rows = await ctx.db
    .select()
    .from(blogSubmissions)
    .where(eq(blogSubmissions.submitterId, viewerId))
    .orderBy(desc(blogSubmissions.id))
    .limit(100);
  return presentSubmissions(ctx.db, rows);
}
