import {
  BLOG_LIMITS,
  type PublisherRecommendationView,
  type RecommendationsPage,
  type TPublisherRecommend,
} from '@masthead/core';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { BlogsContext } from './context.ts';
import { profilesById, unknownProfile } from './rows.ts';
import { submitBlogAs } from './submission.ts';
import { publisherRecommendations } from './tables.ts';

/** SPEC §2 recommend publisher: readers suggest addresses, reviewers submit or dismiss them. */

type RecommendationRow = typeof publisherRecommendations.$inferSelect;

const RECOMMEND_RATE = { limit: 10, windowSeconds: 3600 };

async function presentRecommendations(
  db: Db,
  rows: RecommendationRow[],
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
    recommender: profiles.get(row.userId) ?? unknownProfile(row.userId),
  }));
}

/** POST /api2/publisher/recommend */
export async function recommendPublisher(
  ctx: BlogsContext,
  viewerId: number,
  input: TPublisherRecommend,
): Promise<PublisherRecommendationView> {
  await ctx.rateLimit.consume({ key: `publisher.recommend:${viewerId}`, ...RECOMMEND_RATE });
  const [row] = await ctx.db
    .insert(publisherRecommendations)
    .values({ userId: viewerId, url: input.url, note: input.note ?? '', createdAt: ctx.clock() })
    .returning();
  if (!row) throw new AppError('unexpected_error');
  const [view] = await presentRecommendations(ctx.db, [row]);
  return view!;
}

/** GET /api2/admin/publisher/recommendations: new ones, oldest first. */
export async function newRecommendations(ctx: BlogsContext, cursor?: number): Promise<RecommendationsPage> {
  const { db } = ctx;
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
    items: await presentRecommendations(db, page),
    nextCursor: rows.length > BLOG_LIMITS.pageSize ? String(page.at(-1)?.id) : null,
  };
}

/** A recommendation still waiting for a reviewer, or the reason it cannot be acted on. */
async function waitingRecommendation(db: Db, recommendationId: number): Promise<RecommendationRow> {
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
export async function dismissRecommendation(ctx: BlogsContext, recommendationId: number) {
  const { db } = ctx;
  await waitingRecommendation(db, recommendationId);
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
export async function submitRecommendation(ctx: BlogsContext, recommendationId: number) {
  const { db } = ctx;
  const recommendation = await waitingRecommendation(db, recommendationId);
  const submission = await submitBlogAs(ctx, recommendation.userId, { url: recommendation.url });
  await db
    .update(publisherRecommendations)
    .set({ status: 'submitted', submissionId: submission.submissionId })
    .where(eq(publisherRecommendations.id, recommendationId));
  return { recommendationId, status: 'submitted' as const, submission };
}
