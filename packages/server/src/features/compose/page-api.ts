import type { ComposePageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The compose feature's page calls, bound to one request's viewer (identity from the session). */
export function createComposePageApi(services: Services, viewer: Viewer | null): ComposePageApi {
  const { compose } = services;
  return {
    document: async (cgroupId) => (viewer ? compose.document(viewer.userId, cgroupId) : null),
    myPosts: async (tab) => (viewer ? compose.mine(viewer.userId, tab) : null),
    draftPreview: (code) => compose.draftPreview(code, { viewerId: viewer?.userId ?? null }),
  };
}
