/* Comment limits and addresses for the composer and pages, apart from the zod schemas (no zod on pages). */

/** Comment limits, used by the schemas, the database check and the composer alike. */
export const COMMENT_LIMITS = {
  /** Stored, sanitised HTML (the comments table checks the same bound). */
  bodyHtmlMax: 20_000,
  /** What the composer lets a reader type, in characters of markup. */
  bodyTextMax: 5_000,
  /** Top-level comments per page. */
  pageSize: 20,
  pageSizeMax: 50,
  /** Replies loaded with each top-level comment; more come on request. */
  repliesPageSize: 20,
} as const;

/** SPEC's 'Please say something in your comment': a body with no text after sanitising. */
export const COMMENT_EMPTY_KEY = 'comments.body.empty';

export const COMMENT_ORDERS = ['newest', 'oldest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

/** SPEC §2: the popup page of a comment; repliesOpen opens its replies. */
export const commentPath = (commentId: number, options: { repliesOpen?: boolean } = {}) =>
  `/comment/${commentId}.html${options.repliesOpen ? '?repliesOpen=1' : ''}`;
