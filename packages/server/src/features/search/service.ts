import type { ServiceDeps } from '../../services.ts';

/** Search and autocomplete. */
export function createSearchService(deps: ServiceDeps) {
  const { db } = deps;
  void db;
  return {};
}

export type SearchService = ReturnType<typeof createSearchService>;
