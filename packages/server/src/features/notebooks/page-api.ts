import type { NotebooksPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The notebooks feature's page calls, bound to one request's viewer. */
export function createNotebooksPageApi(services: Services, viewer: Viewer | null): NotebooksPageApi {
  return {
    notebookPage: (notebookId) => services.notebooks.page(notebookId, viewer?.userId ?? null),
    list: async (userId) => {
      const ownerId = userId ?? viewer?.userId;
      return ownerId ? { notebooks: await services.notebooks.list(ownerId) } : null;
    },
  };
}
