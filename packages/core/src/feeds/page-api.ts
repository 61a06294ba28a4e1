import type { ParsedLocationPath } from '../content/routes.ts';
import type { ContentSummary, FeedPage } from '../content/types.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import type { FeedLayout } from './constants.ts';
import type {
  ActivityItem,
  ActivityTab,
  ConnectionTab,
  ExploreData,
  FollowSuggestions,
  HomeFeed,
  LocationCard,
  LocationGuides,
  LocationPageData,
  LovedTopic,
  PersonCard,
  TopicCard,
} from './types.ts';

/**
 * What page loaders ask of the feeds feature (part of PageApi), for the request's viewer.
 * `langs` is the page's feed language list (`page.feedLangs`), so the first page a loader renders and
 * the pages the browser loads next from the API agree. `cursor` is a page's `?cursor=` (the no-script
 * 'Load more' link); one that is not valid gives the first page.
 */
export interface FeedsPageApi {
  /** The signed-in reader's feed (top stories when they follow nothing); top stories for guests. */
  home(langs: UiLanguage[], options?: { layout?: FeedLayout; cursor?: string | null }): Promise<HomeFeed>;
  topStories(
    langs: UiLanguage[],
    options?: { limit?: number; cursor?: string | null },
  ): Promise<FeedPage<ContentSummary>>;
  /** SPEC §9: the worldwide hot topics (12). */
  hotTopics(): Promise<TopicCard[]>;
  /** SPEC §9: the featured page, at most 15 stories. */
  featured(langs: UiLanguage[]): Promise<ContentSummary[]>;
  explore(langs: UiLanguage[]): Promise<ExploreData>;
  /** null for guests. */
  lovedTopics(langs: UiLanguage[], cursor?: string | null): Promise<FeedPage<LovedTopic> | null>;
  /** null for guests. */
  activity(
    tab: ActivityTab,
    langs: UiLanguage[],
    cursor?: string | null,
  ): Promise<FeedPage<ActivityItem> | null>;
  /** null for guests. */
  connections(tab: ConnectionTab, cursor?: string | null): Promise<FeedPage<PersonCard> | null>;
  /**
   * The guides of every featured place; each guide's story count is of the stories in `langs`, as the
   * place's own feed lists them.
   */
  localGuides(langs: UiLanguage[]): Promise<LocationGuides[]>;
  voteLists(langs: UiLanguage[], cursor?: string | null): Promise<FeedPage<ContentSummary>>;
  /** The topic page of a random title of the fixed list that exists, or null. */
  randomTopicPath(): Promise<string | null>;
  /** A location page by its parsed address; null when no such place (or topic) exists. */
  location(
    address: ParsedLocationPath,
    langs: UiLanguage[],
    cursor?: string | null,
  ): Promise<LocationPageData | null>;
  featuredLocations(): Promise<LocationCard[]>;
  /** Locations of one country (lowercase ISO code), most followed first. */
  countryLocations(countryCode: string): Promise<LocationCard[]>;
  /** Issue 13: topics, places and people for a new reader to follow; null for guests. */
  followSuggestions(langs: UiLanguage[]): Promise<FollowSuggestions | null>;
}
