import type { Input } from '../http/endpoints.ts';
import type { ZComposeDocumentQuery, ZComposeRef, ZComposeSave, ZMyPostsQuery } from './schemas.ts';
import type {
  ComposeDocumentResult,
  ComposePreviewResult,
  ComposeRefResult,
  ComposeSaveResult,
  MyPostsPage,
} from './types.ts';

/** Writing, drafts, previews, publishing and My Posts (SPEC §2). */
export interface ComposeEndpoints {
  'POST /api2/compose/save': { body: Input<typeof ZComposeSave>; answer: ComposeSaveResult };
  'POST /api2/compose/publish': { body: Input<typeof ZComposeRef>; answer: ComposeSaveResult };
  'POST /api2/compose/unpublish': { body: Input<typeof ZComposeRef>; answer: ComposeSaveResult };
  'POST /api2/compose/delete': { body: Input<typeof ZComposeRef>; answer: ComposeRefResult };
  'POST /api2/compose/preview': { body: Input<typeof ZComposeRef>; answer: ComposePreviewResult };
  'POST /api2/compose/preview/revoke': { body: Input<typeof ZComposeRef>; answer: ComposeRefResult };
  'GET /api2/compose/document': {
    query: Input<typeof ZComposeDocumentQuery>;
    answer: ComposeDocumentResult;
  };
  'GET /api2/compose/mine': { query: Input<typeof ZMyPostsQuery>; answer: MyPostsPage };
}
