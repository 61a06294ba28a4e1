import { z } from 'zod';
import { zStorableText } from '../compose/schemas.ts';
import { zContentFeedCursor, zIdText } from '../content/schemas.ts';
import type { ProfileRef } from '../content/types.ts';
import { zRecordId } from '../engagement/schemas.ts';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import {
  REVIEW_NOTE_MAX,
  REVIEW_QUEUE_TABS,
  type ReviewQueueTab,
  type ReviewState,
  type RevisionKind,
} from './editorial.ts';
import type { MagazineRight } from './policy.ts';

/** Requests and answers of publishing as a team: the review queue, its moves, revisions, publishers. */

/** GET /api2/editorial/queue?magazineUserId=&tab=submitted|returned&cursor= */
export const ZReviewQueueQuery = z.strictObject({
  magazineUserId: zUserIdText,
  tab: z.enum(REVIEW_QUEUE_TABS, { error: 'validation.invalid' }).optional(),
  cursor: zContentFeedCursor.optional(),
});
export type TReviewQueueQuery = z.infer<typeof ZReviewQueueQuery>;

/** POST /api2/editorial/submit and /withdraw: {cgroupId}. */
export const ZEditorialRef = z.strictObject({ cgroupId: zUserIdNumber });
export type TEditorialRef = z.infer<typeof ZEditorialRef>;

/** POST /api2/editorial/return: the submission and the editor's note to its author (required). */
export const ZReturnSubmission = z.strictObject({
  cgroupId: zUserIdNumber,
  note: zStorableText().trim().min(1, 'validation.required').max(REVIEW_NOTE_MAX, 'validation.too.long'),
});
export type TReturnSubmission = z.infer<typeof ZReturnSubmission>;

/** GET /api2/editorial/revisions?cgroupId= */
export const ZRevisionsQuery = z.strictObject({ cgroupId: zIdText });

/** GET /api2/editorial/revision?cgroupId=&revisionId= */
export const ZRevisionQuery = z.strictObject({ cgroupId: zIdText, revisionId: zIdText });

/** POST /api2/editorial/restore */
export const ZRestoreRevision = z.strictObject({ cgroupId: zUserIdNumber, revisionId: zUserIdNumber });
export type TRestoreRevision = z.infer<typeof ZRestoreRevision>;

/** POST /api2/magazine/comment/remove: a comment on one of this magazine's stories. */
export const ZModerateComment = z.strictObject({ magazineUserId: zUserIdNumber, commentId: zRecordId });
export type TModerateComment = z.infer<typeof ZModerateComment>;

/** A profile the viewer may publish under, as the editor's 'Publish in' lists it. */
export type PublisherChoice = ProfileRef & {
  /** 'self' is SPEC §6's 'Personal Magazine'; the rest are magazines the viewer may write for. */
  kind: 'self' | 'magazine';
  /** Whether the viewer publishes directly there; false: they submit for review. */
  publishOwn: boolean;
  /** SPEC §6 publisher mode: whether the viewer may also publish under the magazine's name alone. */
  asPublisher: boolean;
};

/** GET /api2/editorial/publishers answer. */
export type PublisherChoices = { publishers: PublisherChoice[] };

/** One submission as the review queue lists it. */
export type ReviewQueueItem = {
  cgroupId: number;
  ctype: number;
  title: string;
  author: ProfileRef;
  reviewState: ReviewState;
  submittedAt: string;
  updatedAt: string;
  /** The editor's note, on the returned tab. */
  note: string | null;
};

/** GET /api2/editorial/queue answer, and the review queue page's data. */
export type ReviewQueuePage = {
  magazine: { userId: number; username: string; displayName: string };
  tab: ReviewQueueTab;
  items: ReviewQueueItem[];
  nextCursor: string | null;
  counts: Record<ReviewQueueTab, number>;
  /** The viewer's rights in this magazine. */
  abilities: Record<MagazineRight, boolean>;
};

/** What a revision changed from the one before it. */
export const REVISION_FIELDS = ['title', 'description', 'body', 'extra', 'photo'] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** One entry of a content's history. */
export type RevisionSummary = {
  revisionId: number;
  kind: RevisionKind;
  /** Who made the move (null once their account is gone). */
  editor: ProfileRef | null;
  createdAt: string;
  note: string;
  /** Fields that differ from the revision before it (none for the first). */
  changed: RevisionField[];
};

/** GET /api2/editorial/revisions answer: newest first, and whether the viewer may restore one. */
export type RevisionList = { revisions: RevisionSummary[]; canRestore: boolean };

/** GET /api2/editorial/revision answer: the content as it stood, read-only. */
export type RevisionDetail = RevisionSummary & {
  title: string;
  description: string;
  /** Sanitised rich text, as stored. */
  body: string;
  extra: Record<string, unknown>;
  photoPath: string | null;
};
