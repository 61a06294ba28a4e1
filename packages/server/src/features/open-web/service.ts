import type { ServiceDeps } from '../../service-deps.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { ContentService } from '../content/service.ts';
import { createOpenWebFeeds } from './feeds.ts';
import { createSitemaps } from './sitemaps.ts';

/** The open web (issue 18): RSS feeds and sitemaps. */
export function createOpenWebService(
  deps: ServiceDeps & { content: ContentService; accounts: AccountsService },
) {
  return { feeds: createOpenWebFeeds(deps), sitemaps: createSitemaps(deps) };
}

export type OpenWebService = ReturnType<typeof createOpenWebService>;
