import type { NotebooksPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The notebooks feature's page calls, built once per process and bound to each request's viewer. */
export function createNotebooksPageApi(services: Services) {
  return viewerBinder<NotebooksPageApi>({
    notebookPage: (viewer, notebookId) => services.notebooks.page(notebookId, viewer?.userId ?? null),
    list: async (viewer, userId) => {
      const ownerId = userId ?? viewer?.userId;
      return ownerId ? { notebooks: await services.notebooks.list(ownerId) } : null;
    },
  });
}
