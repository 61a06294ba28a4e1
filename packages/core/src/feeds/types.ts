import type { ContentSummary, FeedPage, LocationRef, ProfileRef, TopicRef } from '../content/types.ts';
import type { LanguageCount, UiLanguage } from '../i18n/languages.ts';
import type { LocationType } from '../search/schemas.ts';

/** A topic with what its card and follow button need. */
export type TopicCard = TopicRef & {
  description: string;
  /** The language of the description (WCAG 3.1.2); null when not known. */
  descriptionLang: UiLanguage | null;
  photoPath: string | null;
  articleCount: number;
  followerCount: number;
  /** Whether the viewer follows (loves) it; false for guests. */
  following: boolean;
};

/** A location with its card's photo and follow state. */
export type LocationCard = LocationRef & {
  photoPath: string | null;
  followerCount: number;
  following: boolean;
};

/** SPEC §7 FeaturedLocations.js: one featured location (SPEC §3 Location fields plus its photo). */
export type FeaturedLocation = {
  name: string;
  url: string;
  countryCode: string;
  country: string;
  state: string;
  city: string;
  /** The photo at size m, or null. */
  photo: string | null;
};

/** A person or publisher in a list, with the viewer's follow state. */
export type PersonCard = ProfileRef & {
  bio: string;
  /** The language of the bio (WCAG 3.1.2); null when not known. */
  bioLang: UiLanguage | null;
  followerCount: number;
  following: boolean;
};

export const ACTIVITY_TABS = ['people', 'topics', 'everyone'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

export const ACTIVITY_KINDS = ['published', 'upvoted', 'commented'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of the activity page: who did what to which story, when. */
export type ActivityItem = {
  /** Stable and unique within a list (React keys, deduplication). */
  id: string;
  kind: ActivityKind;
  at: string;
  actor: ProfileRef;
  /** The followed topic a story came in through (topics tab). */
  topic: TopicRef | null;
  story: ContentSummary;
};

export const CONNECTION_TABS = ['followers', 'following'] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

/** The home feed says where its stories come from: what the reader follows, or top stories. */
export type HomeFeed = FeedPage<ContentSummary> & { source: 'following' | 'top' };

/** A loved (followed) topic with its newest stories in the reader's languages. */
export type LovedTopic = { topic: TopicCard; stories: ContentSummary[] };

export type ExploreData = {
  hotTopics: TopicCard[];
  highlightedTopics: TopicCard[];
  topStories: ContentSummary[];
  featuredLocations: LocationCard[];
};

/**
 * Someone who publishes much about a place. `storyCount`: their stories there among the place's newest,
 * in the reader's feed languages (the stories the place's feed lists).
 */
export type LocalGuide = { person: PersonCard; storyCount: number };

export type LocationGuides = { location: LocationCard; guides: LocalGuide[] };

/** A location page: the place, its stories (optionally of one topic), its guides and topics. */
export type LocationPageData = {
  location: LocationCard;
  topic: TopicRef | null;
  stories: FeedPage<ContentSummary>;
  guides: LocalGuide[];
  topics: TopicRef[];
  /**
   * Issue 13: the place's stories (of the topic, when there is one) in languages outside the reader's
   * feed languages, which the feed leaves out; most first. Empty when the feed hides none.
   */
  otherLangs: LanguageCount[];
};

/** GET /api2/topics/hot: the worldwide hot topics. */
export type HotTopicsAnswer = { topics: TopicCard[] };

/** GET /api2/local-guides: every featured location with its guides. */
export type LocalGuidesAnswer = { locations: LocationGuides[] };

/** GET /api2/topics/random: the page of a random topic of the fixed list, or null. */
export type RandomTopicAnswer = { path: string | null };

/** GET /api2/locations/featured */
export type FeaturedLocationsAnswer = { locations: LocationCard[] };

/** GET /api2/location/photo: the place's photo path at the asked size, or null. */
export type LocationPhotoAnswer = {
  photo: string | null;
  /** SPEC §5: the level of the place answered (its finest named one). */
  locationType: LocationType;
};

/**
 * Issue 13: the welcome step after the profile is made: topics, places and people to follow, each kind
 * ranked by popularity and by stories in the reader's languages.
 */
export type FollowSuggestions = { topics: TopicCard[]; places: LocationCard[]; people: PersonCard[] };

/** The welcome step's page. */
export const WELCOME_PATH = '/welcome.html';
