import type { NotebookList, NotebookPage } from './schemas.ts';

/** What page loaders ask of the notebooks feature (part of PageApi), for the request's viewer. */
export interface NotebooksPageApi {
  /** A notebook with its owner and first stories; null when it does not exist. */
  notebookPage(notebookId: number): Promise<NotebookPage | null>;
  /** Someone's notebooks (anyone may look), or the viewer's own without a userId (null for guests). */
  list(userId?: number): Promise<NotebookList | null>;
}
