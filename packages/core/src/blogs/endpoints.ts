import type { Input } from '../http/endpoints.ts';
import type {
  AdminBlogQueuePage,
  BlogReviewResult,
  BlogSubmitResult,
  MyBlogSubmissionsResult,
  PublisherRecommendResult,
  RecommendationDismissResult,
  RecommendationSubmitResult,
  RecommendationsPage,
} from './page-api.ts';
import type {
  ZAdminBlogsQuery,
  ZBlogCancel,
  ZBlogMineQuery,
  ZBlogReview,
  ZBlogSubmit,
  ZPublisherRecommend,
  ZRecommendationRef,
  ZRecommendationsQuery,
} from './schemas.ts';

/** Blog submission and its review queue, publisher recommendations (SPEC §2, §4, §6). */
export interface BlogsEndpoints {
  'POST /api2/blog/submit': { body: Input<typeof ZBlogSubmit>; answer: BlogSubmitResult };
  'POST /api2/blog/cancel': { body: Input<typeof ZBlogCancel>; answer: BlogSubmitResult };
  'GET /api2/blog/mine': { query: Input<typeof ZBlogMineQuery>; answer: MyBlogSubmissionsResult };
  'POST /api2/publisher/recommend': {
    body: Input<typeof ZPublisherRecommend>;
    answer: PublisherRecommendResult;
  };
  'GET /api2/admin/blogs': { query: Input<typeof ZAdminBlogsQuery>; answer: AdminBlogQueuePage };
  'POST /api2/admin/blog/review': { body: Input<typeof ZBlogReview>; answer: BlogReviewResult };
  'GET /api2/admin/publisher/recommendations': {
    query: Input<typeof ZRecommendationsQuery>;
    answer: RecommendationsPage;
  };
  'POST /api2/admin/publisher/recommendation/dismiss': {
    body: Input<typeof ZRecommendationRef>;
    answer: RecommendationDismissResult;
  };
  'POST /api2/admin/publisher/recommendation/submit': {
    body: Input<typeof ZRecommendationRef>;
    answer: RecommendationSubmitResult;
  };
}
