import type { ComposePageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/**
 * The compose feature's page calls, built once per process and bound to each request's viewer
 * (identity from the session).
 */
export function createComposePageApi(services: Services) {
  const { compose } = services;
  return viewerBinder<ComposePageApi>({
    document: async (viewer, cgroupId) => (viewer ? compose.document(viewer.userId, cgroupId) : null),
    myPosts: async (viewer, tab) => (viewer ? compose.mine(viewer.userId, tab) : null),
    draftPreview: (viewer, code) => compose.draftPreview(code, { viewerId: viewer?.userId ?? null }),
  });
}
