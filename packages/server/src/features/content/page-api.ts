import type { ContentPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The content feature's page calls, bound to one request's viewer. */
export function createContentPageApi(services: Services, viewer: Viewer | null): ContentPageApi {
  void services;
  void viewer;
  return { ready: () => true };
}
