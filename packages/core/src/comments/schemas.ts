import { z } from 'zod';
import type { ProfileRef } from '../content/types.ts';
import { zRecordId, zRecordIdText } from '../engagement/schemas.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import { UPLOAD_FILE_FIELD } from '../images/rules.ts';
import { COMMENT_LIMITS, COMMENT_ORDERS } from './rules.ts';

/** An opaque position in a list: the id of the last comment seen. */
const zCursor = z.string({ error: 'validation.invalid' }).regex(/^[1-9]\d{0,15}$/, 'validation.invalid');

/** GET /api2/comments: one content's top-level comments with their first replies. */
export const ZCommentsQuery = z.strictObject({
  cgroupId: zRecordIdText,
  cursor: zCursor.optional(),
  order: z.enum(COMMENT_ORDERS, { error: 'validation.invalid' }).optional(),
  limit: z
    .string({ error: 'validation.invalid' })
    .regex(/^[1-9]\d?$/, 'validation.invalid')
    .transform(Number)
    .refine((n) => n <= COMMENT_LIMITS.pageSizeMax, 'validation.invalid')
    .optional(),
});
export type TCommentsQuery = z.infer<typeof ZCommentsQuery>;

/** GET /api2/comment/replies: more replies of one comment, oldest first. */
export const ZRepliesQuery = z.strictObject({ parentId: zRecordIdText, cursor: zCursor.optional() });
export type TRepliesQuery = z.infer<typeof ZRepliesQuery>;

/** POST /api2/comment: `body` is rich-text HTML, sanitised by the server; `parentId` makes it a reply. */
export const ZCreateComment = z.strictObject({
  cgroupId: zRecordId,
  body: z
    .string({ error: 'validation.required' })
    .max(COMMENT_LIMITS.bodyHtmlMax, 'validation.too.long')
    .refine((s) => !s.includes('\u0000'), 'validation.invalid'),
  parentId: zRecordId.nullish(),
});
export type TCreateComment = z.infer<typeof ZCreateComment>;

/** POST /api2/comment/delete: removes the viewer's own comment (its replies stay). */
export const ZDeleteComment = z.strictObject({ commentId: zRecordId });
export type TDeleteComment = z.infer<typeof ZDeleteComment>;

type UploadedFile = { fileName: string; bytes: Uint8Array };

const zUploadedFile = z.custom<UploadedFile>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).fileName === 'string' &&
    (value as UploadedFile).bytes instanceof Uint8Array,
  'validation.invalid',
);

/** POST /api2/comment/photo (multipart): the `photo` file for one of the viewer's comments, or delete=1. */
export const ZCommentPhotoUpload = z
  .strictObject({
    commentId: zRecordIdText,
    photo: zUploadedFile.nullish(),
    delete: z
      .enum(['0', '1'], { error: 'validation.invalid' })
      .transform((flag) => flag === '1')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.delete && value.photo)
      ctx.addIssue({ code: 'custom', path: ['delete'], message: 'validation.invalid' });
    if (!value.delete && !value.photo)
      ctx.addIssue({ code: 'custom', path: [UPLOAD_FILE_FIELD], message: 'validation.required' });
  });
export type TCommentPhotoUpload = z.infer<typeof ZCommentPhotoUpload>;

/**
 * A comment as readers see it (a presenter's allowlist). A deleted comment that still has replies keeps
 * its place with no author, body or photo.
 */
export type CommentView = {
  commentId: number;
  cgroupId: number;
  parentId: number | null;
  author: ProfileRef | null;
  /** Sanitised HTML, safe for the one rich-text sink. */
  body: string;
  /** The language the body is written in (WCAG 3.1.2), found by the server; null when not known. */
  lang: UiLanguage | null;
  photoPath: string | null;
  createdAt: string;
  deleted: boolean;
  canDelete: boolean;
  /**
   * Set when the viewer may remove someone else's comment as an editor of the story's magazine (SPEC §6
   * moderateComments): the magazine to remove it as, through /api2/magazine/comment/remove.
   */
  moderateAs: number | null;
};

/** A top-level comment with its first replies, oldest first. */
export type CommentThread = CommentView & {
  replyCount: number;
  replies: CommentView[];
  /** Where more replies start; null when all are here. */
  repliesCursor: string | null;
};

export type CommentsPage = { items: CommentThread[]; nextCursor: string | null; commentCount: number };
export type RepliesPage = { items: CommentView[]; nextCursor: string | null };

/** SPEC §2 /comment/{id}.html: the comment, the thread it belongs to and the content it is on. */
export type CommentPopup = {
  thread: CommentThread;
  /** The comment the address names (the thread's root, or one of its replies). */
  focusId: number;
  /** The focused comment as plain text, for the page's description. */
  excerpt: string;
  /** Its author's name, for the page's title (null when it was deleted). */
  authorName: string | null;
  content: { cgroupId: number; title: string; url: string };
};

/** POST /api2/comment/delete answer: the content's comment count after it. */
export type CommentDeleteResult = { commentId: number; deleted: boolean; commentCount: number };

/** POST /api2/comment/photo answer: the comment's photo now (null once removed). */
export type CommentPhotoResult = { commentId: number; photoPath: string | null };
