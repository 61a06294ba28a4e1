import { decide, type MagazineActor, type MagazineRight } from './policy.ts';

/**
 * Publishing as a team: a member's story written for a magazine (the magazine is its publisher) goes
 * through the magazine's review queue unless its author may publish their own. These are the stored
 * words, and the moves between them as a pure state machine (EXAMPLES §9): each move answers the next
 * state or `{ ok: false, reason }`, from the actor's rights (policy.ts) and the content's state.
 */

/** A draft waiting for an editor, or one an editor sent back with a note. Null: not in review. */
export const REVIEW_STATES = ['submitted', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What made a revision: every editorial move keeps the content as it then stood. */
export const REVISION_KINDS = ['submitted', 'returned', 'edited', 'published', 'restored'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** An editor's note when returning a submission, and a revision's note. */
export const REVIEW_NOTE_MAX = 2000;

/**
 * An editor's saves of a submission within this time of their last one update that 'edited' revision
 * instead of adding another, so autosave (every 2 s of quiet) does not flood the history.
 */
export const EDIT_REVISION_COALESCE_MS = 15 * 60 * 1000;

/** Rows in one page of the review queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

/** The review queue's tabs: waiting for an editor, and sent back to their authors. */
export const REVIEW_QUEUE_TABS = ['submitted', 'returned'] as const;
export type ReviewQueueTab = (typeof REVIEW_QUEUE_TABS)[number];

/** Revisions a history lists (newest first); older ones are kept but not listed. */
export const REVISIONS_LIST_MAX = 100;

/** SPEC §2 the review queue of a magazine: /dashboard/@{username}/review. */
export const reviewQueuePath = (magazineUsername: string, tab: ReviewQueueTab = 'submitted') =>
  `/dashboard/@${magazineUsername}/review${tab === 'returned' ? '?tab=returned' : ''}`;

/** Where a content stands, as the moves read it. */
export type EditorialContent = {
  authorId: number;
  /** The profile it appears under: the author themselves, or a magazine they write for. */
  publisherId: number;
  status: 'draft' | 'published';
  reviewState: ReviewState | null;
};

export type EditorialState = Pick<EditorialContent, 'status' | 'reviewState'>;

export type EditorialRefusal =
  /** Only the author makes this move (submit, withdraw, delete, change the publisher). */
  | 'not-author'
  /** The actor is not a member of the publishing magazine. */
  | 'not-member'
  /** The actor's role lacks the right the move needs. */
  | 'role'
  /** A move of the review queue on a content its author publishes as themselves. */
  | 'not-magazine'
  /** A draft-only move on a published content. */
  | 'published'
  /** A published-only move on a draft. */
  | 'draft'
  /** The author's draft waits for an editor: withdraw it to change it. */
  | 'in-review'
  /** An editor's move on a draft that is not (or no longer) submitted. */
  | 'not-submitted'
  | 'already-submitted';

export type EditorialDecision = { ok: true } | { ok: false; reason: EditorialRefusal };
export type EditorialMove = { ok: true; next: EditorialState } | { ok: false; reason: EditorialRefusal };

const ALLOWED: EditorialDecision = { ok: true };
const refuse = (reason: EditorialRefusal) => ({ ok: false, reason }) as const;
const moveTo = (status: EditorialState['status'], reviewState: ReviewState | null): EditorialMove => ({
  ok: true,
  next: { status, reviewState },
});

/** A story published under a magazine (its publisher is not its author). */
export const isMagazineStory = (content: Pick<EditorialContent, 'authorId' | 'publisherId'>) =>
  content.publisherId !== content.authorId;

const isAuthor = (actor: MagazineActor, content: EditorialContent) => actor.userId === content.authorId;

/** The actor's right in the publishing magazine, as a decision of this machine. */
function rightIn(actor: MagazineActor, right: MagazineRight, content: EditorialContent): EditorialDecision {
  const decision = decide(actor, right, content.publisherId);
  if (decision.ok) return ALLOWED;
  return refuse(decision.reason === 'not-member' ? 'not-member' : 'role');
}

/** The first refusal of a list of decisions, or allowed. */
const all = (...decisions: (() => EditorialDecision)[]): EditorialDecision => {
  for (const next of decisions) {
    const decision = next();
    if (!decision.ok) return decision;
  }
  return ALLOWED;
};

/**
 * Changing a published story of a magazine (live edits, unpublishing): its author with publishOwn, or
 * anyone with publishSubmissions there. A story published as oneself: its author only.
 */
function mayChangeLive(actor: MagazineActor, content: EditorialContent): EditorialDecision {
  if (!isMagazineStory(content)) return isAuthor(actor, content) ? ALLOWED : refuse('not-author');
  if (isAuthor(actor, content) && rightIn(actor, 'publishOwn', content).ok) return ALLOWED;
  return rightIn(actor, 'publishSubmissions', content);
}

/**
 * May the actor open the content in the editor and read its revisions? Its author always; in a
 * magazine, those who review submissions once it is in review or published (a draft never submitted,
 * and one returned, stay the author's own).
 */
export function canOpen(actor: MagazineActor, content: EditorialContent): EditorialDecision {
  if (isAuthor(actor, content)) return ALLOWED;
  if (!isMagazineStory(content)) return refuse('not-author');
  const right = rightIn(actor, 'reviewSubmissions', content);
  if (!right.ok) return right;
  if (content.status === 'published' || content.reviewState === 'submitted') return ALLOWED;
  return refuse('not-submitted');
}

/**
 * May the actor save changes to the content (autosave, Update)? EXAMPLES §4 guards fields: a draft is
 * its author's to change until it is submitted (then they withdraw it first), and a submission is the
 * editors' (publishSubmissions) until it is returned or published. A published magazine story changes
 * live only for those who may publish it.
 */
export function canEdit(actor: MagazineActor, content: EditorialContent): EditorialDecision {
  if (content.status === 'published') return mayChangeLive(actor, content);
  if (isAuthor(actor, content)) return content.reviewState === 'submitted' ? refuse('in-review') : ALLOWED;
  if (!isMagazineStory(content)) return refuse('not-author');
  return all(
    () => rightIn(actor, 'publishSubmissions', content),
    () => (content.reviewState === 'submitted' ? ALLOWED : refuse('not-submitted')),
  );
}

/** The author sends a magazine draft (new, or returned and revised) to the review queue. */
export function submit(actor: MagazineActor, content: EditorialContent): EditorialMove {
  const decision = all(
    () => (isAuthor(actor, content) ? ALLOWED : refuse('not-author')),
    () => (isMagazineStory(content) ? ALLOWED : refuse('not-magazine')),
    () => (content.status === 'draft' ? ALLOWED : refuse('published')),
    () => (content.reviewState === 'submitted' ? refuse('already-submitted') : ALLOWED),
    () => rightIn(actor, 'write', content),
  );
  return decision.ok ? moveTo('draft', 'submitted') : decision;
}

/** The author takes a submission back out of the queue, to change it. */
export function withdraw(actor: MagazineActor, content: EditorialContent): EditorialMove {
  const decision = all(
    () => (isAuthor(actor, content) ? ALLOWED : refuse('not-author')),
    () => (content.status === 'draft' ? ALLOWED : refuse('published')),
    () => (content.reviewState === 'submitted' ? ALLOWED : refuse('not-submitted')),
  );
  return decision.ok ? moveTo('draft', null) : decision;
}

/** An editor sends a submission back to its author with a note. */
export function returnToAuthor(actor: MagazineActor, content: EditorialContent): EditorialMove {
  const decision = all(
    () => (isMagazineStory(content) ? ALLOWED : refuse('not-magazine')),
    () => rightIn(actor, 'reviewSubmissions', content),
    () => (content.status === 'draft' ? ALLOWED : refuse('published')),
    () => (content.reviewState === 'submitted' ? ALLOWED : refuse('not-submitted')),
  );
  return decision.ok ? moveTo('draft', 'returned') : decision;
}

/**
 * Publishing a draft. One's own story as oneself: always. One's own in a magazine: publishOwn (senior
 * writer and up; writers and contributors submit instead). Another member's: only a submission, by
 * someone with publishSubmissions there.
 */
export function publish(actor: MagazineActor, content: EditorialContent): EditorialMove {
  if (content.status !== 'draft') return refuse('published');
  let decision: EditorialDecision;
  if (!isMagazineStory(content)) decision = isAuthor(actor, content) ? ALLOWED : refuse('not-author');
  else if (isAuthor(actor, content)) {
    const own = rightIn(actor, 'publishOwn', content);
    decision = own.ok ? own : rightIn(actor, 'publishSubmissions', content);
  } else
    decision = all(
      () => rightIn(actor, 'publishSubmissions', content),
      () => (content.reviewState === 'submitted' ? ALLOWED : refuse('not-submitted')),
    );
  return decision.ok ? moveTo('published', null) : decision;
}

/** Back to a draft: needs publishSubmissions in the magazine, or publishOwn for one's own story there. */
export function unpublish(actor: MagazineActor, content: EditorialContent): EditorialMove {
  if (content.status !== 'published') return refuse('draft');
  const decision = mayChangeLive(actor, content);
  return decision.ok ? moveTo('draft', null) : decision;
}

/** Bringing back a revision: editor and up, or the author of a draft (whoever may change it now). */
export function restore(actor: MagazineActor, content: EditorialContent): EditorialMove {
  const decision = canEdit(actor, content);
  return decision.ok ? moveTo(content.status, content.reviewState) : decision;
}

/**
 * Deleting for readers: the author's own draft (a submission leaves the queue with it), or a published
 * story they may unpublish. Editors unpublish members' stories rather than delete them.
 */
export function canRemove(actor: MagazineActor, content: EditorialContent): EditorialDecision {
  if (!isAuthor(actor, content)) return refuse('not-author');
  return content.status === 'draft' ? ALLOWED : mayChangeLive(actor, content);
}

/**
 * Whose name a story shows: its author's, or (SPEC §6 publisher mode's publisher-profile entry) its
 * magazine's alone. Readers then see the magazine wherever the story is listed; the team still sees who
 * wrote it (review queue, revisions, insights), and the author keeps every right over it.
 */
export const BYLINES = ['author', 'publisher'] as const;
export type Byline = (typeof BYLINES)[number];

/**
 * May the actor put a story under this byline? The author's own always; the magazine's alone only in a
 * magazine where they hold publishAsPublisher (editor and up), never on a person's own profile.
 */
export function canUseByline(actor: MagazineActor, publisherId: number, byline: Byline): EditorialDecision {
  if (byline === 'author') return ALLOWED;
  if (publisherId === actor.userId) return refuse('not-magazine');
  const decision = decide(actor, 'publishAsPublisher', publisherId);
  if (decision.ok) return ALLOWED;
  return refuse(decision.reason === 'not-member' ? 'not-member' : 'role');
}

/** May the actor write for this publisher? Their own profile always; a magazine with the write right. */
export function canWriteFor(actor: MagazineActor, publisherId: number): EditorialDecision {
  if (publisherId === actor.userId) return ALLOWED;
  const decision = decide(actor, 'write', publisherId);
  if (decision.ok) return ALLOWED;
  return refuse(decision.reason === 'not-member' ? 'not-member' : 'role');
}

/**
 * Moving a content to another publisher: its author, while it is a draft not waiting in a queue, to a
 * profile they may write for. A published story keeps its publisher (SPEC §8 'Field not updatable').
 */
export function changePublisher(
  actor: MagazineActor,
  content: EditorialContent,
  publisherId: number,
): EditorialMove {
  const decision = all(
    () => (isAuthor(actor, content) ? ALLOWED : refuse('not-author')),
    () => (content.status === 'draft' ? ALLOWED : refuse('published')),
    () => (content.reviewState === 'submitted' ? refuse('in-review') : ALLOWED),
    () => canWriteFor(actor, publisherId),
  );
  // A returned draft moved elsewhere leaves that magazine's review behind.
  return decision.ok ? moveTo('draft', null) : decision;
}

export const EDITORIAL_ABILITIES = [
  'edit',
  'submit',
  'withdraw',
  'return',
  'publish',
  'unpublish',
  'restore',
  'remove',
] as const;
export type EditorialAbility = (typeof EDITORIAL_ABILITIES)[number];

/** What the actor may do to the content now: what the editor's answer carries, so it shows only these. */
export function editorialAbilities(
  actor: MagazineActor,
  content: EditorialContent,
): Record<EditorialAbility, boolean> {
  return {
    edit: canEdit(actor, content).ok,
    submit: submit(actor, content).ok,
    withdraw: withdraw(actor, content).ok,
    return: returnToAuthor(actor, content).ok,
    publish: publish(actor, content).ok,
    unpublish: unpublish(actor, content).ok,
    restore: restore(actor, content).ok,
    remove: canRemove(actor, content).ok,
  };
}
