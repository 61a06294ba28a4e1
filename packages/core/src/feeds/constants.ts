import { HOT_TIME_FACTOR_HOURS } from '../content/hot-score.ts';

/**
 * SPEC §9 'Feeds and lists'. 'Hot topics time factor 24, worldwide 12' is read as: a topic is hot by the
 * hot score of its content, whose time factor is 24 hours (one point per day of publishing time, core
 * hotScore), and the worldwide list (every language, no location) shows 12 topics.
 */
export const FEED_LIMITS = {
  /** SPEC §9: the default main feed page. */
  mainPage: 6,
  /** SPEC §9: a magazine-layout page shows one lead story plus six. */
  magazinePage: 7,
  hotTopicsTimeFactorHours: HOT_TIME_FACTOR_HOURS,
  /** SPEC §9: the worldwide hot topic list. */
  hotTopicsWorldwide: 12,
  /** How many of the hottest stories vote for hot topics (one index range of contents_hot_idx). */
  hotTopicsSampleStories: 300,
  /** SPEC §9: the featured page's most. */
  featuredMax: 15,
  /** Stories each highlighted topic offers as a featured candidate. */
  featuredPerTopic: 20,
  /** Highlighted topics considered for the featured page. */
  featuredTopics: 60,
  /** Lists of people, topics and locations. */
  listPage: 20,
  /** Stories shown under each loved topic. */
  lovedTopicStories: 3,
  /** Topics per page of things I love. */
  lovedTopicsPage: 8,
  /** Activity entries per page. */
  activityPage: 12,
  /** Local guides per location. */
  localGuides: 6,
  /** A location's recent stories that count towards its local guides. */
  localGuideSampleStories: 300,
  /** Featured locations on explore, home.html and FeaturedLocations.js. */
  featuredLocations: 24,
  /** Explore's highlighted topics. */
  exploreHighlightedTopics: 24,
  /** Top stories beside the home feed and on explore. */
  sideTopStories: 5,
} as const;

/** SPEC §3 customised page layouts; the home feed accepts them (and 'magazine' for short). */
export const FEED_LAYOUTS = ['multiple-columns', 'single-column', 'magazine-layout', 'magazine'] as const;
export type FeedLayout = (typeof FEED_LAYOUTS)[number];

/** SPEC §9: 6 stories a page, 7 on the magazine layout. */
export function feedPageSize(layout: FeedLayout | null | undefined): number {
  return layout === 'magazine' || layout === 'magazine-layout'
    ? FEED_LIMITS.magazinePage
    : FEED_LIMITS.mainPage;
}

/** SPEC §9 infinite scroll. */
export const INFINITE_SCROLL = {
  /** How often the scroll position is checked. */
  checkDelayMs: 100,
  /** Load the next page once the bottom of the list is this close. */
  loadWithinPx: 2000,
  /** A page shorter than the viewport never scrolls: check for that this often. */
  emptyViewportCheckMs: 5000,
} as const;

/** Whether the end of the list is close enough to load more (SPEC §9). */
export function shouldLoadMore(input: { listBottomPx: number; viewportHeightPx: number }): boolean {
  return input.listBottomPx - input.viewportHeightPx <= INFINITE_SCROLL.loadWithinPx;
}
