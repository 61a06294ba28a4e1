import { FEED_LIMITS, type FeedsPageApi } from '@masthead/core';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/**
 * A page's `?cursor=` comes from a link anyone can edit: one that does not parse gives the first page
 * instead of an error page.
 */
async function firstPageOnBadCursor<T>(
  cursor: string | null | undefined,
  load: (cursor?: string) => Promise<T>,
) {
  if (!cursor) return load();
  try {
    return await load(cursor);
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation.failed') return load();
    throw error;
  }
}

/** The feeds feature's page calls, bound to one request's viewer. */
export function createFeedsPageApi(services: Services, viewer: Viewer | null): FeedsPageApi {
  const { feeds } = services;
  const viewerId = viewer?.userId ?? null;
  return {
    home: (langs, options = {}) =>
      firstPageOnBadCursor(options.cursor, (cursor) =>
        feeds.home({ viewerId, langs, layout: options.layout, ...(cursor ? { cursor } : {}) }),
      ),
    topStories: (langs, options = {}) =>
      firstPageOnBadCursor(options.cursor, (cursor) =>
        feeds.top(
          viewerId,
          langs,
          Math.min(Math.max(1, options.limit ?? FEED_LIMITS.mainPage), FEED_LIMITS.listPage),
          cursor,
        ),
      ),
    hotTopics: () => feeds.hotTopics(viewerId),
    featured: (langs) => feeds.featured(viewerId, langs),
    explore: (langs) => feeds.explore(viewerId, langs),
    lovedTopics: async (langs, cursor) =>
      viewerId ? firstPageOnBadCursor(cursor, (c) => feeds.lovedTopics(viewerId, langs, c)) : null,
    activity: async (tab, langs, cursor) =>
      viewerId ? firstPageOnBadCursor(cursor, (c) => feeds.activity(viewerId, tab, langs, c)) : null,
    connections: async (tab, cursor) =>
      viewerId ? firstPageOnBadCursor(cursor, (c) => feeds.connections(viewerId, tab, c)) : null,
    localGuides: (langs) => feeds.localGuides(viewerId, langs),
    voteLists: (langs, cursor) => firstPageOnBadCursor(cursor, (c) => feeds.voteLists(viewerId, langs, c)),
    randomTopicPath: () => feeds.randomTopicPath(),
    location: (address, langs, cursor) =>
      firstPageOnBadCursor(cursor, (c) => feeds.location(viewerId, address, langs, c)),
    featuredLocations: () => feeds.featuredLocations(viewerId),
    countryLocations: (countryCode) => feeds.countryLocations(viewerId, countryCode),
  };
}
