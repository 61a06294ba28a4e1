import type { Input } from '../http/endpoints.ts';
import type {
  CommentDeleteResult,
  CommentPhotoResult,
  CommentsPage,
  CommentThread,
  RepliesPage,
  ZCommentsQuery,
  ZCreateComment,
  ZDeleteComment,
  ZRepliesQuery,
} from './schemas.ts';

/** Comments and replies on content. */
export interface CommentsEndpoints {
  'GET /api2/comments': { query: Input<typeof ZCommentsQuery>; answer: CommentsPage };
  'GET /api2/comment/replies': { query: Input<typeof ZRepliesQuery>; answer: RepliesPage };
  /** The new comment as a thread of its own (no replies yet). */
  'POST /api2/comment': { body: Input<typeof ZCreateComment>; answer: CommentThread };
  'POST /api2/comment/delete': { body: Input<typeof ZDeleteComment>; answer: CommentDeleteResult };
  /** Multipart: commentId and the `photo` file, or delete=1 (ZCommentPhotoUpload). */
  'POST /api2/comment/photo': { body: FormData; answer: CommentPhotoResult };
}
