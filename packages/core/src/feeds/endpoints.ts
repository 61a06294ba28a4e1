import type { ContentSummary, FeedPage } from '../content/types.ts';
import type { Input, SentByHandler } from '../http/endpoints.ts';
import type {
  ZActivityQuery,
  ZConnectionsQuery,
  ZFeedQuery,
  ZFeedsNoQuery,
  ZFeedsPagedQuery,
  ZLocationFeedQuery,
  ZLocationPhotoQuery,
} from './schemas.ts';
import type {
  ActivityItem,
  ExploreData,
  FeaturedLocationsAnswer,
  HomeFeed,
  HotTopicsAnswer,
  LocalGuidesAnswer,
  LocationPhotoAnswer,
  LovedTopic,
  PersonCard,
  RandomTopicAnswer,
} from './types.ts';

/** Home feed, top stories, hot topics, featured, explore, loved topics, activity, connections, locations. */
export interface FeedsEndpoints {
  'GET /api2/feed/home': { query: Input<typeof ZFeedQuery>; answer: HomeFeed };
  'GET /api2/feed/top': { query: Input<typeof ZFeedQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/topics/hot': { query: Input<typeof ZFeedsNoQuery>; answer: HotTopicsAnswer };
  /** The whole featured page at once: nextCursor is always null. */
  'GET /api2/feed/featured': { query: Input<typeof ZFeedsNoQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/explore': { query: Input<typeof ZFeedsNoQuery>; answer: ExploreData };
  'GET /api2/feed/loved-topics': { query: Input<typeof ZFeedsPagedQuery>; answer: FeedPage<LovedTopic> };
  'GET /api2/activity': { query: Input<typeof ZActivityQuery>; answer: FeedPage<ActivityItem> };
  'GET /api2/connections': { query: Input<typeof ZConnectionsQuery>; answer: FeedPage<PersonCard> };
  'GET /api2/local-guides': { query: Input<typeof ZFeedsNoQuery>; answer: LocalGuidesAnswer };
  'GET /api2/feed/vote-lists': { query: Input<typeof ZFeedsPagedQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/topics/random': { query: Input<typeof ZFeedsNoQuery>; answer: RandomTopicAnswer };
  'GET /api2/location/feed': { query: Input<typeof ZLocationFeedQuery>; answer: FeedPage<ContentSummary> };
  'GET /api2/locations/featured': { query: Input<typeof ZFeedsNoQuery>; answer: FeaturedLocationsAnswer };
  'GET /api2/location/photo': { query: Input<typeof ZLocationPhotoQuery>; answer: LocationPhotoAnswer };
  /** SPEC §7: a bare JSON list of FeaturedLocation (not the envelope), for scripts and caches. */
  'GET /_core/js/poca/json/FeaturedLocations.js': {
    query: Input<typeof ZFeedsNoQuery>;
    answer: SentByHandler;
  };
}
