import type { PollsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createPollsPageApi(_services: Services, _viewer: Viewer | null): PollsPageApi {
  return {} as PollsPageApi;
}
