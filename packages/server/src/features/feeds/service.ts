import type { ServiceDeps } from '../../services.ts';

/** Home feed, top stories, hot topics, featured, explore, loved topics, activity, connections, locations. */
export function createFeedsService(deps: ServiceDeps) {
  const { db } = deps;
  void db;
  return {};
}

export type FeedsService = ReturnType<typeof createFeedsService>;
