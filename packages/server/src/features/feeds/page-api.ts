import { FEED_LIMITS, type FeedsPageApi } from '@masthead/core';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

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

const viewerIdOf = (viewer: Viewer | null) => viewer?.userId ?? null;

/** The feeds feature's page calls, built once per process and bound to each request's viewer. */
export function createFeedsPageApi(services: Services) {
  const { feeds } = services;
  return viewerBinder<FeedsPageApi>({
    home: (viewer, langs, options = {}) =>
      firstPageOnBadCursor(options.cursor, (cursor) =>
        feeds.home({
          viewerId: viewerIdOf(viewer),
          langs,
          layout: options.layout,
          ...(cursor ? { cursor } : {}),
        }),
      ),
    topStories: (viewer, langs, options = {}) =>
      firstPageOnBadCursor(options.cursor, (cursor) =>
        feeds.top(
          viewerIdOf(viewer),
          langs,
          Math.min(Math.max(1, options.limit ?? FEED_LIMITS.mainPage), FEED_LIMITS.listPage),
          cursor,
        ),
      ),
    hotTopics: (viewer) => feeds.hotTopics(viewerIdOf(viewer)),
    featured: (viewer, langs) => feeds.featured(viewerIdOf(viewer), langs),
    explore: (viewer, langs) => feeds.explore(viewerIdOf(viewer), langs),
    lovedTopics: async (viewer, langs, cursor) =>
      viewer ? firstPageOnBadCursor(cursor, (c) => feeds.lovedTopics(viewer.userId, langs, c)) : null,
    activity: async (viewer, tab, langs, cursor) =>
      viewer ? firstPageOnBadCursor(cursor, (c) => feeds.activity(viewer.userId, tab, langs, c)) : null,
    connections: async (viewer, tab, cursor) =>
      viewer ? firstPageOnBadCursor(cursor, (c) => feeds.connections(viewer.userId, tab, c)) : null,
    localGuides: (viewer, langs) => feeds.localGuides(viewerIdOf(viewer), langs),
    voteLists: (viewer, langs, cursor) =>
      firstPageOnBadCursor(cursor, (c) => feeds.voteLists(viewerIdOf(viewer), langs, c)),
    randomTopicPath: () => feeds.randomTopicPath(),
    location: (viewer, address, langs, cursor) =>
      firstPageOnBadCursor(cursor, (c) => feeds.location(viewerIdOf(viewer), address, langs, c)),
    featuredLocations: (viewer) => feeds.featuredLocations(viewerIdOf(viewer)),
    countryLocations: (viewer, countryCode) => feeds.countryLocations(viewerIdOf(viewer), countryCode),
    followSuggestions: async (viewer, langs) =>
      viewer ? feeds.followSuggestions(viewer.userId, langs) : null,
  });
}
