import type { ServiceDeps } from '../../services.ts';

/** Share links and the short-link redirect. */
export function createSharingService(deps: ServiceDeps) {
  const { db } = deps;
  void db;
  return {};
}

export type SharingService = ReturnType<typeof createSharingService>;
