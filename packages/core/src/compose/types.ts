import type { ContentPage, ContentSummary, LocationRef, ProfileRef, TopicRef } from '../content/types.ts';
import type { Byline, EditorialAbility, ReviewState } from '../magazines/editorial.ts';
import type { ComposableCtype, Currency } from './rules.ts';

/**
 * Where a content stands in its magazine's review (magazines/editorial.ts): the state, when it was
 * submitted, and the editor's note while it is returned.
 */
export type ReviewStatus = {
  reviewState: ReviewState | null;
  submittedAt: string | null;
  /** The note of the editor who returned it, while it is returned; null otherwise. */
  reviewNote: string | null;
};

/**
 * A content as its writer edits it: the stored fields, the raw type-specific part (a draft's extra may
 * be unfinished; it is checked against the type's schema when published), and its preview link.
 */
export type ComposeDocument = {
  cgroupId: number;
  ctype: ComposableCtype;
  status: 'draft' | 'published';
  title: string;
  /**
   * The summary the writer typed; '' when it is the one taken from the body (saving '' or leaving it out
   * keeps it following the body).
   */
  description: string;
  /** Sanitised rich text. */
  body: string;
  photoPath: string | null;
  photoFocalPoint: string | null;
  photoAlt: string;
  topics: TopicRef[];
  lang: string;
  location: LocationRef | null;
  extra: Record<string, unknown>;
  premium: boolean;
  priceMinor: number | null;
  currency: Currency | null;
  /** The live preview code, or null when none was made or it was revoked. */
  previewCode: string | null;
  /** The public page once published. */
  url: string | null;
  publishedAt: string | null;
  updatedAt: string;
  /** The person who wrote it (an editor may open a member's submission). */
  author: ProfileRef;
  /** The profile it appears under: the author's own or a magazine. */
  publisher: ProfileRef;
  /** Whose name readers see: the author's, or the magazine's alone (magazines/editorial.ts). */
  byline: Byline;
  /** What the viewer may do to it now, so the editor shows only what the server allows. */
  abilities: Record<EditorialAbility, boolean>;
} & ReviewStatus;

/** One row of My Posts: with its publisher (in the summary) and where it stands in review. */
export type MyPostItem = ContentSummary & { status: 'draft' | 'published'; updatedAt: string } & ReviewStatus;

/** SPEC §2 My Posts: one tab's page and both tabs' counts. */
export type MyPostsPage = {
  items: MyPostItem[];
  nextCursor: string | null;
  counts: { draft: number; published: number };
};

/** The answer of save, publish and unpublish: where the content now stands. */
export type ComposeSaveResult = {
  cgroupId: number;
  status: 'draft' | 'published';
  reviewState: ReviewState | null;
  updatedAt: string;
  /** The public page while published; null for a draft. */
  url: string | null;
};

/** The answer of /api2/compose/preview: the live code and its shareable address (SPEC §2). */
export type ComposePreviewResult = { cgroupId: number; code: string; url: string };

/** The answer of /api2/compose/delete and /api2/compose/preview/revoke: the content it was done to. */
export type ComposeRefResult = { cgroupId: number };

/** The answer of GET /api2/compose/document. */
export type ComposeDocumentResult = { document: ComposeDocument };

/** SPEC §2 draft preview: the content as its page shows it, and whether it is already published. */
export type DraftPreviewPage = ContentPage & { status: 'draft' | 'published' };
