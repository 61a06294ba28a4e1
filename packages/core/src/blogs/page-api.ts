import type { ProfileRef } from '../content/types.ts';
import type { BlogStateMessage, BlogStatus, RecommendationStatus } from './rules.ts';

/** A submission as its submitter sees it (SPEC §4: its state message and, when not approved, the reasons). */
export type BlogSubmissionView = {
  submissionId: number;
  siteUrl: string;
  feedUrl: string;
  title: string;
  description: string;
  lang: string;
  status: BlogStatus;
  /** SPEC §4 'submitted pending review', 'resubmitted pending review', 'not approved'… */
  state: BlogStateMessage;
  resubmitCount: number;
  /** The reviewer's reasons when not approved, else ''. */
  reasons: string;
  /** Whether a not-approved blog may be submitted again. */
  resubmitAllowed: boolean;
  canCancel: boolean;
  /** The blog's publisher profile, once approved. */
  publisher: { userId: number; username: string; url: string } | null;
  createdAt: string;
  updatedAt: string;
};

/** A submission as the review queue shows it. */
export type AdminBlogSubmission = BlogSubmissionView & {
  submitter: ProfileRef;
  /** The first titles found in the feed when it was submitted. */
  previewTitles: string[];
  /** Items the feed held when it was submitted. */
  itemCount: number;
  topics: { topicId: number; title: string }[];
  reviewer: ProfileRef | null;
  reviewedAt: string | null;
  /** Stories imported so far (approved blogs). */
  importedCount: number;
  lastError: string | null;
};

export type AdminBlogQueuePage = {
  status: BlogStatus;
  items: AdminBlogSubmission[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
  /** Submissions in each state, for the queue's tabs. */
  counts: Record<BlogStatus, number>;
};

export type PublisherRecommendationView = {
  recommendationId: number;
  url: string;
  note: string;
  status: RecommendationStatus;
  createdAt: string;
  recommender: ProfileRef;
};

export type RecommendationsPage = { items: PublisherRecommendationView[]; nextCursor: string | null };

/** The answer of POST /api2/blog/submit and /api2/blog/cancel. */
export type BlogSubmitResult = { submission: BlogSubmissionView };

/** The answer of GET /api2/blog/mine: the viewer's submissions, newest first. */
export type MyBlogSubmissionsResult = { submissions: BlogSubmissionView[] };

/** The answer of POST /api2/publisher/recommend. */
export type PublisherRecommendResult = { recommendation: PublisherRecommendationView };

/** The answer of POST /api2/admin/publisher/recommendation/dismiss. */
export type RecommendationDismissResult = { recommendationId: number; status: 'dismissed' };

/** The answer of POST /api2/admin/publisher/recommendation/submit: the submission made of it. */
export type RecommendationSubmitResult = {
  recommendationId: number;
  status: 'submitted';
  submission: BlogSubmissionView;
};

/** The answer of POST /api2/admin/blog/review. */
export type BlogReviewResult = {
  submission: AdminBlogSubmission;
  /** Stories imported at once on approval (null when not approved or the first fetch failed). */
  imported: number | null;
};

/** The admin queue page: guests see the overlay, people without the right 'Access Deny'. */
export type AdminBlogsPage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'ok'; queue: AdminBlogQueuePage; recommendations: RecommendationsPage };

/** What page loaders ask of the blogs feature (part of PageApi), for the request's viewer. */
export interface BlogsPageApi {
  /** SPEC §2 submit blog: the viewer's submissions; null for guests. */
  mySubmissions(): Promise<BlogSubmissionView[] | null>;
  /** The review queue, one state at a time (pending first). */
  adminQueue(status: BlogStatus): Promise<AdminBlogsPage>;
}
