import {
  canOpen,
  type FeedCursor,
  type Flavour,
  type MagazineActor,
  type ReviewQueueTab,
  restore,
  type TRestoreRevision,
  type TReturnSubmission,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import { loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { saveResult } from '../compose/own-content.ts';
import { contents } from '../content/tables.ts';
import { hiddenMaskFor } from '../magazines/hidden-members.ts';
import { editorialStateOf } from './editorial-content.ts';
import {
  type EditorialDeps,
  type MoveResult,
  returnContent,
  submitContent,
  withdrawContent,
} from './moves.ts';
import { publisherChoices } from './publishers.ts';
import { reviewQueue } from './queue.ts';
import { restoreRevision } from './restore.ts';
import { type EditorOf, listRevisions, readRevision } from './revisions.ts';

/**
 * Publishing as a team (SPEC §6): the 'Publish in' choices, the review queue and its moves, and a
 * content's revisions. Who may do what is core's (magazines/editorial.ts); every move is one
 * transaction with its revision, audit row and notification.
 */
export function createEditorialService(deps: EditorialDeps) {
  const { db } = deps;
  const answer = async (result: MoveResult, viewerId: number) => saveResult(db, result, viewerId);

  /** The content and the viewer, when the viewer may open it; otherwise 404 (as compose answers). */
  async function opened(viewerId: number, cgroupId: number) {
    const [row] = await db
      .select({
        authorId: contents.authorId,
        publisherId: contents.publisherId,
        status: contents.status,
        reviewState: contents.reviewState,
      })
      .from(contents)
      .where(and(eq(contents.id, cgroupId), isNull(contents.deletedAt)))
      .limit(1);
    if (!row) throw new AppError('not_found');
    const actor = await loadActor(db, viewerId);
    const state = editorialStateOf(row);
    if (!canOpen(actor, state).ok) throw new AppError('not_found');
    // Who made each revision, as this viewer may see them (a hidden secretAdmin shows as the magazine).
    const mask = await hiddenMaskFor(db, actor, state.publisherId);
    const editorOf: EditorOf = (editor) => mask.ref(editor, (magazine) => magazine);
    return { actor, state, editorOf };
  }

  return {
    publishers: (viewerId: number, flavour: Flavour) => publisherChoices(db, viewerId, flavour),
    submit: async (viewerId: number, cgroupId: number) =>
      answer(await submitContent(deps, viewerId, cgroupId), viewerId),
    withdraw: async (viewerId: number, cgroupId: number) =>
      answer(await withdrawContent(deps, viewerId, cgroupId), viewerId),
    returnToAuthor: async (viewerId: number, input: TReturnSubmission) =>
      answer(await returnContent(deps, viewerId, input), viewerId),
    restore: async (viewerId: number, input: TRestoreRevision) =>
      answer(await restoreRevision(deps, viewerId, input), viewerId),
    queue: (actor: MagazineActor, magazineUserId: number, tab: ReviewQueueTab, cursor?: FeedCursor) =>
      reviewQueue(db, actor, magazineUserId, tab, cursor),
    revisions: async (viewerId: number, cgroupId: number) => {
      const { actor, state, editorOf } = await opened(viewerId, cgroupId);
      return { revisions: await listRevisions(db, cgroupId, editorOf), canRestore: restore(actor, state).ok };
    },
    revision: async (viewerId: number, cgroupId: number, revisionId: number) => {
      const { editorOf } = await opened(viewerId, cgroupId);
      const revision = await readRevision(db, cgroupId, revisionId, editorOf);
      if (!revision) throw new AppError('not_found');
      return { revision };
    },
  };
}

export type EditorialService = ReturnType<typeof createEditorialService>;
