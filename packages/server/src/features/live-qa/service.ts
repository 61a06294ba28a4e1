import type { ServiceDeps } from '../../services.ts';

/** Live Q&A: readers ask, the author answers, upvotes order questions. */
export function createLiveQaService(_deps: ServiceDeps) {
  return {};
}

export type LiveQaService = ReturnType<typeof createLiveQaService>;
