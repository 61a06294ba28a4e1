/**
 * Publishing as a team: a member's story written for a magazine (the magazine is its publisher) goes
 * through the magazine's review queue unless its author may publish their own. These are the stored
 * words; the moves between them and who may make each are decided beside them.
 */

/** A draft waiting for an editor, or one an editor sent back with a note. Null: not in review. */
export const REVIEW_STATES = ['submitted', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What made a revision: every editorial move keeps the content as it then stood. */
export const REVISION_KINDS = ['submitted', 'returned', 'edited', 'published', 'restored'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** An editor's note when returning a submission, and a revision's note. */
export const REVIEW_NOTE_MAX = 2000;
