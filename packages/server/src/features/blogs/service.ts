import type { ServiceDeps } from '../../services.ts';

/** Blog submission, RSS detection and scheduled import, review queue, publisher recommendations. */
export function createBlogsService(_deps: ServiceDeps) {
  return {};
}

export type BlogsService = ReturnType<typeof createBlogsService>;
