import type { ContentSummary, FeedPage } from '../content/types.ts';
import type { Input } from '../http/endpoints.ts';
import type {
  NotebookAnswer,
  NotebookDeleteResult,
  NotebookList,
  NotebookSaveResult,
  ZCreateNotebook,
  ZNotebookList,
  ZNotebookListQuery,
  ZNotebookQuery,
  ZNotebookRef,
  ZNotebookSave,
  ZNotebookStoriesQuery,
  ZUpdateNotebook,
} from './schemas.ts';

/** Notebooks: saving stories (SPEC §3, §4, §7). */
export interface NotebooksEndpoints {
  'POST /api2/notebooks': { body: Input<typeof ZNotebookList>; answer: NotebookList };
  'GET /api2/notebooks': { query: Input<typeof ZNotebookListQuery>; answer: NotebookList };
  'GET /api2/notebook': { query: Input<typeof ZNotebookQuery>; answer: NotebookAnswer };
  'GET /api2/notebook/stories': {
    query: Input<typeof ZNotebookStoriesQuery>;
    answer: FeedPage<ContentSummary>;
  };
  'POST /api2/notebook/create': { body: Input<typeof ZCreateNotebook>; answer: NotebookAnswer };
  'POST /api2/notebook/update': { body: Input<typeof ZUpdateNotebook>; answer: NotebookAnswer };
  'POST /api2/notebook/delete': { body: Input<typeof ZNotebookRef>; answer: NotebookDeleteResult };
  'POST /api2/notebook/save': { body: Input<typeof ZNotebookSave>; answer: NotebookSaveResult };
  'POST /api2/notebook/unsave': { body: Input<typeof ZNotebookSave>; answer: NotebookSaveResult };
  /** Multipart: the `photo` file and notebookId, optional crop; or delete=1 (ZNotebookPhotoUpload). */
  'POST /api2/notebook/photo': { body: FormData; answer: NotebookAnswer };
}
