import type { PollsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The polls feature's page calls, bound to one request's viewer. */
export function createPollsPageApi(services: Services, viewer: Viewer | null): PollsPageApi {
  const viewerId = viewer?.userId ?? null;
  return {
    results: (cgroupId) => services.polls.pollResults(cgroupId, viewerId),
    listVotes: (cgroupId) => services.polls.listVotes(cgroupId, viewerId),
  };
}
