import type { SearchPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The search feature's page calls, built once per process and bound to each request's viewer. */
export function createSearchPageApi(services: Services) {
  return viewerBinder<SearchPageApi>({
    search: (viewer, input) => services.search.search(input, viewer?.userId ?? null),
  });
}
