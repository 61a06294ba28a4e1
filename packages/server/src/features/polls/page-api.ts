import type { PollsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The polls feature's page calls, built once per process and bound to each request's viewer. */
export function createPollsPageApi(services: Services) {
  return viewerBinder<PollsPageApi>({
    results: (viewer, cgroupId) => services.polls.pollResults(cgroupId, viewer?.userId ?? null),
    listVotes: (viewer, cgroupId) => services.polls.listVotes(cgroupId, viewer?.userId ?? null),
  });
}
