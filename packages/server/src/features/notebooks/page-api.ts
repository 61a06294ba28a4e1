import type { NotebooksPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The notebooks feature's page calls, bound to one request's viewer. */
export function createNotebooksPageApi(services: Services, viewer: Viewer | null): NotebooksPageApi {
  void services;
  void viewer;
  return { ready: () => true };
}
