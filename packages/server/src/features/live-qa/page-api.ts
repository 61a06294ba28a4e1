import type { LiveQaPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The live-qa feature's page calls, built once per process and bound to each request's viewer. */
export function createLiveQaPageApi(services: Services) {
  return viewerBinder<LiveQaPageApi>({
    board: (viewer, cgroupId) => services.liveQa.board(cgroupId, viewer?.userId ?? null),
  });
}
