import type { CommentDeleteResult } from '../comments/schemas.ts';
import type { ComposeSaveResult } from '../compose/types.ts';
import type { Input } from '../http/endpoints.ts';
import type {
  PublisherChoices,
  ReviewQueuePage,
  RevisionDetail,
  RevisionList,
  ZEditorialRef,
  ZModerateComment,
  ZRestoreRevision,
  ZReturnSubmission,
  ZReviewQueueQuery,
  ZRevisionQuery,
  ZRevisionsQuery,
} from './editorial-schemas.ts';

/**
 * Publishing as a team (SPEC §6 'review, edit and publish submissions'): the profiles the viewer may
 * publish under, submitting and withdrawing, the review queue, returning with a note, revisions and
 * restoring one, and moderating comments on a magazine's stories. Publishing and unpublishing go
 * through /api2/compose/publish and /unpublish, which follow the same rules.
 */
export interface EditorialEndpoints {
  'GET /api2/editorial/publishers': { answer: PublisherChoices };
  'POST /api2/editorial/submit': { body: Input<typeof ZEditorialRef>; answer: ComposeSaveResult };
  'POST /api2/editorial/withdraw': { body: Input<typeof ZEditorialRef>; answer: ComposeSaveResult };
  'POST /api2/editorial/return': { body: Input<typeof ZReturnSubmission>; answer: ComposeSaveResult };
  'GET /api2/editorial/queue': { query: Input<typeof ZReviewQueueQuery>; answer: ReviewQueuePage };
  'GET /api2/editorial/revisions': { query: Input<typeof ZRevisionsQuery>; answer: RevisionList };
  'GET /api2/editorial/revision': {
    query: Input<typeof ZRevisionQuery>;
    answer: { revision: RevisionDetail };
  };
  'POST /api2/editorial/restore': { body: Input<typeof ZRestoreRevision>; answer: ComposeSaveResult };
  'POST /api2/magazine/comment/remove': {
    body: Input<typeof ZModerateComment>;
    answer: CommentDeleteResult;
  };
}
