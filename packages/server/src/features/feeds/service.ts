import {
  type ActivityTab,
  type ConnectionTab,
  type ContentSummary,
  type ExploreData,
  FEED_LIMITS,
  type FeedLayout,
  type FeedPage,
  feedPageSize,
  type HomeFeed,
  type ImageSize,
  type LocationGuides,
  type LocationPageData,
  locationTypeOf,
  type ParsedLocationPath,
  shuffledTopicTitles,
  topicPath,
  topicTitleCandidates,
  type UiLanguage,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { locations } from '../content/tables.ts';
import { activity, parseActivityCursor } from './activity.ts';
import { decodeCursor, zHotCursor, zTimeCursor } from './cursor.ts';
import {
  countryLocationRows,
  featuredLocationRows,
  locationByAddress,
  locationByNames,
  locationCards,
  locationPhoto,
  toFeaturedLocation,
} from './locations.ts';
import { connections, localGuides } from './people.ts';
import {
  featuredStories,
  followedStories,
  locationOtherLangCounts,
  locationStories,
  parseHotCursor,
  parseTimeCursor,
  topStories,
  voteListStories,
} from './stories.ts';
import { followSuggestions } from './suggestions.ts';
import {
  highlightedTopicIds,
  hotTopicCards,
  locationTopicRefs,
  lovedTopics,
  topicCards,
  topicsByTitles,
} from './topics.ts';

type Langs = readonly UiLanguage[];

/** The home feed's cursor says which list it continues: what the reader follows, or top stories. */
const zHomeCursor = z.union([
  zTimeCursor.extend({ m: z.literal('f') }),
  zHotCursor.extend({ m: z.literal('t') }),
]);

/** Home feed, top stories, hot topics, featured, explore, loved topics, activity, connections, locations. */
export function createFeedsService(deps: ServiceDeps) {
  const { db } = deps;

  async function top(viewerId: number | null, langs: Langs, limit: number, cursor?: string) {
    return topStories(db, {
      viewerId,
      langs,
      limit,
      cursor: parseHotCursor(cursor),
      pinnedIds: deps.config.specialPostIds,
    });
  }

  async function featuredLocationCards(viewerId: number | null) {
    return locationCards(db, await featuredLocationRows(db), viewerId);
  }

  return {
    /**
     * The reader's home feed (SPEC §9: 6 a page, 7 on the magazine layout): what they follow, newest
     * first; top stories when they follow nothing or nothing they follow has stories in their languages.
     */
    async home(input: {
      viewerId: number | null;
      langs: Langs;
      layout?: FeedLayout | undefined;
      cursor?: string;
    }) {
      const limit = feedPageSize(input.layout);
      const cursor = input.cursor ? decodeCursor(zHomeCursor, input.cursor) : null;
      if (input.viewerId && (!cursor || cursor.m === 'f')) {
        const followed = await followedStories(db, {
          viewerId: input.viewerId,
          langs: input.langs,
          limit,
          cursor: cursor?.m === 'f' ? { t: cursor.t, i: cursor.i } : null,
          tag: 'f',
        });
        if (cursor || followed.items.length > 0)
          return { ...followed, source: 'following' } satisfies HomeFeed;
      }
      const page = await topStories(db, {
        viewerId: input.viewerId,
        langs: input.langs,
        limit,
        cursor: cursor?.m === 't' ? { s: cursor.s, i: cursor.i } : null,
        tag: 't',
        pinnedIds: deps.config.specialPostIds,
      });
      return { ...page, source: 'top' } satisfies HomeFeed;
    },

    top,

    async hotTopics(viewerId: number | null) {
      return hotTopicCards(db, viewerId);
    },

    featured: (viewerId: number | null, langs: Langs) => featuredStories(db, { viewerId, langs }),

    async explore(viewerId: number | null, langs: Langs): Promise<ExploreData> {
      const [hotTopics, highlighted, topStoriesPage, featuredLocations] = await Promise.all([
        hotTopicCards(db, viewerId),
        highlightedTopicIds(db, FEED_LIMITS.exploreHighlightedTopics),
        top(viewerId, langs, FEED_LIMITS.mainPage),
        featuredLocationCards(viewerId),
      ]);
      const highlightedTopics = await topicCards(db, highlighted, viewerId);
      return { hotTopics, highlightedTopics, topStories: topStoriesPage.items, featuredLocations };
    },

    lovedTopics: (viewerId: number, langs: Langs, cursor?: string) =>
      lovedTopics(db, {
        viewerId,
        langs,
        cursor: parseTimeCursor(cursor),
        limit: FEED_LIMITS.lovedTopicsPage,
      }),

    activity: (viewerId: number, tab: ActivityTab, langs: Langs, cursor?: string) =>
      activity(db, {
        viewerId,
        tab,
        langs,
        cursor: parseActivityCursor(cursor),
        limit: FEED_LIMITS.activityPage,
      }),

    connections: (viewerId: number, tab: ConnectionTab, cursor?: string) =>
      connections(db, { viewerId, tab, cursor: parseTimeCursor(cursor), limit: FEED_LIMITS.listPage }),

    voteLists: (viewerId: number | null, langs: Langs, cursor?: string) =>
      voteListStories(db, { viewerId, langs, limit: FEED_LIMITS.listPage, cursor: parseTimeCursor(cursor) }),

    /** Local guides of every featured location. */
    async localGuides(viewerId: number | null, langs: Langs): Promise<LocationGuides[]> {
      const cards = await featuredLocationCards(viewerId);
      const guides = await localGuides(
        db,
        cards.map((card) => card.locationId),
        viewerId,
        langs,
      );
      return cards.map((location) => ({ location, guides: guides.get(location.locationId) ?? [] }));
    },

    /** SPEC §2 random-topic jump: a random title of the fixed list that has a topic, or null. */
    async randomTopicPath(random: () => number = Math.random): Promise<string | null> {
      const order = shuffledTopicTitles(random);
      const found = await topicsByTitles(db, order);
      const byTitle = new Map(found.map((topic) => [topic.title.toLowerCase(), topic]));
      for (const title of order) {
        const topic = byTitle.get(title.toLowerCase());
        if (topic) return topicPath(topic);
      }
      return null;
    },

    async location(
      viewerId: number | null,
      address: ParsedLocationPath,
      langs: Langs,
      cursor?: string,
    ): Promise<LocationPageData | null> {
      const row = await locationByAddress(db, address);
      if (!row) return null;
      let topic = null;
      if (address.topic) {
        [topic] = await topicsByTitles(db, topicTitleCandidates(address.topic));
        if (!topic) return null;
      }
      const topicId = topic?.topicId ?? null;
      const [[location], stories, guides, topics, otherLangs] = await Promise.all([
        locationCards(db, [row], viewerId),
        locationStories(db, {
          viewerId,
          locationId: row.id,
          topicId,
          langs,
          limit: FEED_LIMITS.mainPage,
          cursor: parseTimeCursor(cursor),
        }),
        localGuides(db, [row.id], viewerId, langs),
        locationTopicRefs(db, row.id, 12),
        locationOtherLangCounts(db, { locationId: row.id, topicId, langs }),
      ]);
      if (!location) return null;
      return {
        location,
        topic: topic ?? null,
        stories,
        guides: guides.get(row.id) ?? [],
        topics,
        otherLangs,
      };
    },

    /** The stories of a location page after its first page (InfiniteFeed's endpoint). */
    async locationStories(input: {
      viewerId: number | null;
      locationId: number;
      topicId?: number | undefined;
      langs: Langs;
      cursor?: string | undefined;
    }): Promise<FeedPage<ContentSummary>> {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, input.locationId));
      if (!row) throw new AppError('location.unknown');
      return locationStories(db, {
        viewerId: input.viewerId,
        locationId: row.id,
        topicId: input.topicId ?? null,
        langs: input.langs,
        limit: FEED_LIMITS.mainPage,
        cursor: parseTimeCursor(input.cursor),
      });
    },

    featuredLocations: featuredLocationCards,

    async countryLocations(viewerId: number | null, countryCode: string) {
      if (!/^[a-z]{2}$/i.test(countryCode)) return [];
      return locationCards(
        db,
        await countryLocationRows(db, countryCode, FEED_LIMITS.featuredLocations),
        viewerId,
      );
    },

    /** Issue 13: what a new reader is offered to follow on the welcome step. */
    followSuggestions: (viewerId: number, langs: readonly UiLanguage[]) =>
      followSuggestions(db, viewerId, langs),

    /** SPEC §7 FeaturedLocations.js. */
    async featuredLocationsScript() {
      return (await featuredLocationRows(db)).map(toFeaturedLocation);
    },

    /** SPEC §7 /api2/location/photo: the place's photo at a size, or location.unknown. */
    async locationPhoto(place: { countryCode: string; state: string; city: string }, size: ImageSize) {
      const row = await locationByNames(db, place);
      if (!row) throw new AppError('location.unknown');
      return { photo: locationPhoto(row, size), locationType: locationTypeOf(place) };
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
