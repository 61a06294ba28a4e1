import type { PageContext } from '@masthead/core';
import type { RouterContextProvider } from 'react-router';
import { getPageContext } from '../../context';
import { originOf } from '../content/share-meta';
import { cursorParam } from './page-params';

/**
 * A feeds page's data: its own lists (`load`, given the page's `?cursor=`) with the hot topics for
 * the side column, fetched together; whether this is a later page (not indexed); and the origin
 * for the share tags.
 */
export async function loadFeedPage<T extends object>(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  load: (page: PageContext, cursor: string | null) => Promise<T>,
) {
  const page = getPageContext(context);
  const cursor = cursorParam(request);
  const [data, hotTopics] = await Promise.all([load(page, cursor), page.api.feeds.hotTopics()]);
  return { ...data, hotTopics, paged: cursor !== null, origin: originOf(request) };
}
