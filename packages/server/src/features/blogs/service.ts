import type { BlogStatus, TBlogReview, TBlogSubmit, TPublisherRecommend } from '@masthead/core';
import type { ServiceDeps } from '../../service-deps.ts';
import { createRateLimiter } from '../rate-limit/service.ts';
import type { BlogsContext } from './context.ts';
import type { Fetcher } from './detect.ts';
import { createImportSchedule, importDueFeeds, importFeed } from './import-job.ts';
import {
  dismissRecommendation,
  newRecommendations,
  recommendPublisher,
  submitRecommendation,
} from './recommendations.ts';
import { reviewQueue, reviewSubmission } from './review.ts';
import { canReview } from './reviewers.ts';
import { cancelSubmission, mySubmissions, submitBlog } from './submission.ts';

/**
 * SPEC §2 submit blog and recommend publisher, SPEC §4 blog submission states, the admin review queue
 * (SPEC §6: masterAdmin, or an admin holding the 'blogs' right) and the RSS import job (DESIGN §2).
 * Each use case is in its own file; this puts them together under one context.
 */
export function createBlogsService(deps: ServiceDeps & { fetcher?: Fetcher }) {
  const ctx: BlogsContext = { ...deps, rateLimit: createRateLimiter(deps.db, deps.clock) };
  const schedule = createImportSchedule(ctx);
  return {
    canReview: (viewerId: number) => canReview(ctx.db, viewerId),
    submit: (viewerId: number, input: TBlogSubmit) => submitBlog(ctx, viewerId, input),
    cancel: (viewerId: number, submissionId: number) => cancelSubmission(ctx, viewerId, submissionId),
    mine: (viewerId: number) => mySubmissions(ctx, viewerId),
    adminQueue: (status: BlogStatus, cursor?: number) => reviewQueue(ctx, status, cursor),
    review: (viewerId: number, input: TBlogReview) => reviewSubmission(ctx, viewerId, input),
    recommend: (viewerId: number, input: TPublisherRecommend) => recommendPublisher(ctx, viewerId, input),
    recommendations: (cursor?: number) => newRecommendations(ctx, cursor),
    dismissRecommendation: (recommendationId: number) => dismissRecommendation(ctx, recommendationId),
    submitRecommendation: (recommendationId: number) => submitRecommendation(ctx, recommendationId),
    importFeed: (feedId: number) => importFeed(ctx, feedId),
    importDue: (limit?: number) => importDueFeeds(ctx, limit),
    /** Runs the import now and every config.blogImport.intervalMinutes; one run at a time per process. */
    startImports: schedule.startImports,
    stopImports: schedule.stopImports,
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
