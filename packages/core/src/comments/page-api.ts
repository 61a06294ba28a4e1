import type { CommentPopup } from './schemas.ts';

/** What page loaders ask of the comments feature (part of PageApi), for the request's viewer. */
export interface CommentsPageApi {
  /** SPEC §2 /comment/{id}.html: the comment with its thread, or null when it is gone or hidden. */
  getCommentPopup(commentId: number): Promise<CommentPopup | null>;
}
