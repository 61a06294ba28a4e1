import type { Input } from '../http/endpoints.ts';
import type {
  ZContentPageQuery,
  ZEntityFeedQuery,
  ZProfileContentQuery,
  ZQuizFeedQuery,
  ZTopicFeedQuery,
  ZTopicQuery,
} from './schemas.ts';
import type { ContentPage, ContentSummary, FeedPage, TopicPage } from './types.ts';

/** Content pages' API: the endless lists of topics, profiles, entities and quizzes, and page data. */
export interface ContentEndpoints {
  'GET /api2/topic/feed': { query: Input<typeof ZTopicFeedQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/profile/content': {
    query: Input<typeof ZProfileContentQuery>;
    answer: FeedPage<ContentSummary>;
  };
  'GET /api2/entity/feed': { query: Input<typeof ZEntityFeedQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/quiz/feed': { query: Input<typeof ZQuizFeedQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/content/page': { query: Input<typeof ZContentPageQuery>; answer: ContentPage };
  'GET /api2/topic': { query: Input<typeof ZTopicQuery>; answer: TopicPage };
}
