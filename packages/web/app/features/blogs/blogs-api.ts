import type { BlogStatus, InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** The blogs feature's calls from the browser (the server's /api2/blog…, /api2/admin/blog… routes). */

export const submitBlog = (input: InputOf<'POST /api2/blog/submit'>) => call('POST /api2/blog/submit', input);

export const cancelBlog = (submissionId: number) => call('POST /api2/blog/cancel', { submissionId });

export const mySubmissions = () => call('GET /api2/blog/mine', {});

export const recommendPublisher = (input: InputOf<'POST /api2/publisher/recommend'>) =>
  call('POST /api2/publisher/recommend', input);

export const adminQueue = (status: BlogStatus, cursor?: string) =>
  call('GET /api2/admin/blogs', { status, ...(cursor ? { cursor } : {}) });

export const reviewBlog = (input: InputOf<'POST /api2/admin/blog/review'>) =>
  call('POST /api2/admin/blog/review', input);

export const moreRecommendations = (cursor: string) =>
  call('GET /api2/admin/publisher/recommendations', { cursor });

export const dismissRecommendation = (recommendationId: number) =>
  call('POST /api2/admin/publisher/recommendation/dismiss', { recommendationId });

export const submitRecommendation = (recommendationId: number) =>
  call('POST /api2/admin/publisher/recommendation/submit', { recommendationId });
