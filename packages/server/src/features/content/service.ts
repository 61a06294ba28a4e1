import type { ServiceDeps } from '../../services.ts';

/** Content pages: stories of every type, topics, entities, locations as pages, profiles' content. */
export function createContentService(deps: ServiceDeps) {
  const { db } = deps;
  void db;
  return {};
}

export type ContentService = ReturnType<typeof createContentService>;
