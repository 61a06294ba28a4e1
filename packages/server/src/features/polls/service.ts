import type { ServiceDeps } from '../../services.ts';

/** Poll votes (one per reader, live results) and votable-list item votes. */
export function createPollsService(_deps: ServiceDeps) {
  return {};
}

export type PollsService = ReturnType<typeof createPollsService>;
