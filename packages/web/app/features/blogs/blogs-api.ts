import type {
  AdminBlogQueuePage,
  BlogReviewResult,
  BlogStatus,
  BlogSubmissionView,
  BlogSubmitResult,
  PublisherRecommendationView,
  RecommendationsPage,
  UiLanguage,
} from '@masthead/core';
import { api } from '../../lib/api';

/** The blogs feature's calls from the browser (the server's /api2/blog…, /api2/admin/blog… routes). */

export const submitBlog = (input: { url: string; lang: UiLanguage; topicIds: number[] }) =>
  api<BlogSubmitResult>('/api2/blog/submit', input);

export const cancelBlog = (submissionId: number) =>
  api<{ submission: BlogSubmissionView }>('/api2/blog/cancel', { submissionId });

export const mySubmissions = () =>
  api<{ submissions: BlogSubmissionView[] }>('/api2/blog/mine', {}, { method: 'GET' });

export const recommendPublisher = (input: { url: string; note?: string }) =>
  api<{ recommendation: PublisherRecommendationView }>('/api2/publisher/recommend', input);

export const adminQueue = (status: BlogStatus, cursor?: string) =>
  api<AdminBlogQueuePage>('/api2/admin/blogs', { status, ...(cursor ? { cursor } : {}) }, { method: 'GET' });

export const reviewBlog = (input: {
  submissionId: number;
  decision: 'approve' | 'reject';
  reasons?: string;
  allowResubmit?: boolean;
}) => api<BlogReviewResult>('/api2/admin/blog/review', input);

export const moreRecommendations = (cursor: string) =>
  api<RecommendationsPage>('/api2/admin/publisher/recommendations', { cursor }, { method: 'GET' });

export const dismissRecommendation = (recommendationId: number) =>
  api<{ recommendationId: number; status: 'dismissed' }>('/api2/admin/publisher/recommendation/dismiss', {
    recommendationId,
  });

export const submitRecommendation = (recommendationId: number) =>
  api<{ recommendationId: number; status: 'submitted'; submission: BlogSubmissionView }>(
    '/api2/admin/publisher/recommendation/submit',
    { recommendationId },
  );
