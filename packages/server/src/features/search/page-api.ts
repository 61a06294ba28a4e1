import type { SearchPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The search feature's page calls, bound to one request's viewer. */
export function createSearchPageApi(services: Services, viewer: Viewer | null): SearchPageApi {
  return {
    search: (input) => services.search.search(input, viewer?.userId ?? null),
  };
}
