import type { LiveQaPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The live-qa feature's page calls, bound to one request's viewer. */
export function createLiveQaPageApi(services: Services, viewer: Viewer | null): LiveQaPageApi {
  return { board: (cgroupId) => services.liveQa.board(cgroupId, viewer?.userId ?? null) };
}
