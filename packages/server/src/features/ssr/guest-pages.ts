import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router';
import { contentTag, LISTS_TAG } from './guest-cache.ts';

/** The route table of the web build, as its server entry exports it. */
export type BuildRoutes = Record<
  string,
  | { id: string; parentId?: string | undefined; path?: string | undefined; index?: boolean | undefined }
  | undefined
>;

/** Pages listing stories that every guest sees alike: home, topics, profiles and magazines, places… */
const LIST_PAGES = new Set([
  'home',
  'home-index',
  'topic',
  'topic-handle',
  'topic-by-id',
  'routes/profile',
  'routes/profile-by-id',
  'routes/handle-profile',
  'routes/writer-profile',
  'routes/business-writer',
  'routes/entity',
  'routes/quizzes',
  'location-home',
  'location-state',
  'location',
  'location-topic',
  'explore',
  'top-stories',
  'featured',
  'local-guides',
  'vote-lists',
  'search',
]);

/**
 * The cache tags of a guest's page, or null for a page that is not cached: sign-in, settings, tokens in
 * links, dashboards, draft previews, later pages of search results, the data requests of client-side
 * navigation (`.data`). Story pages of every type (route ids `content-…`) carry their story's tag.
 */
export function guestPageTags(routeId: string, params: Record<string, string | undefined>, url: URL) {
  if (routeId.startsWith('content-') && routeId !== 'content-requests') {
    const id = Number(params.id);
    return Number.isSafeInteger(id) && id > 0 ? [contentTag(id)] : null;
  }
  if (!LIST_PAGES.has(routeId)) return null;
  if (routeId === 'search' && url.searchParams.has('cursor')) return null;
  return [LISTS_TAG];
}

type Leaf = { routeId: string; params: Record<string, string | undefined> };

/** Addresses whose route is remembered: a page's path, whatever its query. */
const REMEMBERED_PATHS = 10_000;

/**
 * Matches an address against the build's routes, as React Router will when it renders it. React
 * Router's matchRoutes flattens and ranks all the routes on every call (about 1 ms, a quarter of the
 * CPU of a guest page served from the cache), so each path's match is remembered.
 */
export function guestPageClassifier(routes: BuildRoutes) {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);

  const leaves = new LRUCache<string, Leaf | 'none'>({ max: REMEMBERED_PATHS });
  const leafOf = (pathname: string): Leaf | null => {
    let leaf = leaves.get(pathname);
    if (leaf === undefined) {
      const match = matchRoutes(tree, pathname)?.at(-1);
      leaf = match?.route.id ? { routeId: match.route.id, params: match.params } : 'none';
      leaves.set(pathname, leaf);
    }
    return leaf === 'none' ? null : leaf;
  };

  return (url: URL): string[] | null => {
    if (url.pathname.endsWith('.data')) return null;
    const leaf = leafOf(url.pathname);
    return leaf ? guestPageTags(leaf.routeId, leaf.params, url) : null;
  };
}
