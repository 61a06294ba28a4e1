import {
  type Byline,
  CONTENT_BODY_MAX,
  type ComposeSaveResult,
  canEdit,
  canRemove,
  changePublisher,
  formatFocalPoint,
  type MagazineActor,
  type TComposeSave,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents } from '../content/tables.ts';
import { moveTopicLanguage } from '../content/topic-counts.ts';
import { markContentDeleted, replaceContentTopics } from '../content/write.ts';
import { actorIn, enforce, type LockedContent, lockForChange } from '../editorial/editorial-content.ts';
import { auditMove } from '../editorial/moves.ts';
import { checkByline, checkPublisher } from '../editorial/publishers.ts';
import { recordEdit } from '../editorial/revisions.ts';
import { checkCover, checkReferences, keepVotedChoices, priceOf, publishable } from './document-checks.ts';
import { type ComposeDeps, descriptionFromBody, saveResult } from './own-content.ts';

/** The writer's document: made as a draft, saved whole each time (autosave), opened in the editor, deleted. */

/**
 * Creates a draft (no cgroupId) or saves the viewer's content: the whole document each time (autosave).
 * A draft may be untitled and its type part unfinished; a published content is checked as a publish
 * is and changes live, its topic pages and counts following its topics.
 */
export async function saveContent(
  { db, clock }: ComposeDeps,
  viewerId: number,
  input: TComposeSave,
): Promise<ComposeSaveResult> {
  const now = clock();
  const values = documentValues(input, now);
  const topicIds = [...new Set(input.topicIds)];
  const locationId = values.locationId;
  const row = await transactionWithRetry(db, async (tx) => {
    if (input.cgroupId === undefined) return insertDraft(tx, viewerId, input, values);
    await checkReferences(tx, topicIds, locationId);
    const { row: own, actor, state } = await lockForChange(tx, viewerId, input.cgroupId);
    enforce(canEdit(actor, state));
    const moved = await movedPublisher(tx, { row: own, actor, state }, input.publisherId);
    const byline = bylineOnSave(own, actor, moved?.publisherId, input.byline);
    await checkCover(tx, values.photoPath, own.photoPath);
    if (own.ctype !== input.ctype)
      throw new AppError('field.not.updatable', { fields: { ctype: 'validation.invalid' } });
    const live = own.status === 'published';
    const price = priceOf(input);
    const extra = live
      ? publishable(input.title, own.ctype, input.extra, {
          priceMissing: input.premium && price.priceMinor === null,
        })
      : input.extra;
    await keepVotedChoices(tx, own, extra);
    await tx
      .update(contents)
      .set({ ...values, ...price, extra, ...moved, byline })
      .where(eq(contents.id, own.id));
    // Before the topics change: the ones that go are then taken off under the new language.
    if (live) await moveTopicLanguage(tx, own.id, own.lang, values.lang);
    await replaceContentTopics(tx, own.id, topicIds, live ? (own.publishedAt ?? now) : null);
    // An editor's change to a member's story is kept in its history, with who made it.
    if (
      own.authorId !== viewerId &&
      (await recordEdit(tx, { contentId: own.id, editorId: viewerId, at: now }))
    )
      await auditMove(tx, 'editorial.edit', { row: own, actorId: viewerId, at: now });
    return {
      id: own.id,
      status: own.status,
      reviewState: moved ? moved.reviewState : own.reviewState,
      updatedAt: now,
    };
  });
  return saveResult(db, row, viewerId);
}

/** The columns a document is stored with, its body sanitised (the one sanitiser) and summarised. */
export function documentValues(input: TComposeSave, now: Date) {
  const body = sanitizeRichText(input.body, { maxLength: CONTENT_BODY_MAX, embeds: true });
  // A premium body is for payers only: its text never becomes the card summary non-payers read.
  const description = input.description || (input.premium ? '' : descriptionFromBody(body));
  return {
    title: input.title,
    description,
    body,
    photoPath: input.photoPath ?? null,
    photoFocalPoint: input.photoFocalPoint ? formatFocalPoint(input.photoFocalPoint) : null,
    // A new cover starts without the old one's description.
    photoAlt: input.photoPath ? (input.photoAlt ?? '') : '',
    lang: input.lang,
    locationId: input.locationId ?? null,
    premium: input.premium,
    updatedAt: now,
  };
}

/**
 * Creates the viewer's draft in the caller's transaction, under a publisher they may write for (their
 * own profile by default): its references and cover checked, its topics and hot score set.
 */
export async function insertDraft(
  tx: Tx,
  viewerId: number,
  input: TComposeSave,
  values: ReturnType<typeof documentValues>,
) {
  const topicIds = [...new Set(input.topicIds)];
  await checkReferences(tx, topicIds, values.locationId);
  const publisherId = input.publisherId ?? viewerId;
  const actor = await actorIn(tx, viewerId, publisherId);
  await checkPublisher(tx, actor, publisherId);
  const byline = input.byline ?? 'author';
  checkByline(actor, publisherId, byline);
  await checkCover(tx, values.photoPath, null);
  const [created] = await tx
    .insert(contents)
    .values({
      ...values,
      ...priceOf(input),
      ctype: input.ctype,
      status: 'draft',
      authorId: viewerId,
      publisherId,
      byline,
      extra: input.extra,
      createdAt: values.updatedAt,
    })
    .returning({
      id: contents.id,
      status: contents.status,
      reviewState: contents.reviewState,
      updatedAt: contents.updatedAt,
    });
  if (!created) throw new AppError('unexpected_error');
  await replaceContentTopics(tx, created.id, topicIds, null);
  await refreshHotScore(tx, created.id);
  return created;
}

/**
 * A save that names another publisher: only the author's draft out of review moves, to a profile they
 * may write for (core's changePublisher); a published story keeps its own (SPEC §8 'Field not
 * updatable'). Answers the columns to change, or null when the publisher stays.
 */
async function movedPublisher(
  tx: Tx,
  { row, actor, state }: Awaited<ReturnType<typeof lockForChange>>,
  publisherId: number | undefined,
) {
  if (publisherId === undefined || publisherId === row.publisherId) return null;
  if (row.status === 'published')
    throw new AppError('field.not.updatable', { fields: { publisherId: 'validation.invalid' } });
  const { next } = enforce(changePublisher(actor, state, publisherId));
  await checkPublisher(tx, await actorIn(tx, actor.userId, publisherId), publisherId);
  return { publisherId, reviewState: next.reviewState, submittedAt: null };
}

/**
 * The byline a save leaves: the one asked for, else the stored one (the author's again after a move to
 * another publisher). A change, and the magazine's name kept through a move, are checked anew.
 */
function bylineOnSave(
  row: NonNullable<LockedContent>,
  actor: MagazineActor,
  movedTo: number | undefined,
  asked: Byline | undefined,
): Byline {
  const byline = asked ?? (movedTo === undefined ? row.byline : 'author');
  if (byline !== row.byline || movedTo !== undefined) checkByline(actor, movedTo ?? row.publisherId, byline);
  return byline;
}

/** Deletes the viewer's content for readers (and its preview); topic pages and counts follow. */
export async function removeContent(
  { db, clock }: ComposeDeps,
  viewerId: number,
  cgroupId: number,
): Promise<{ cgroupId: number }> {
  await transactionWithRetry(db, async (tx) => {
    const { row, actor, state } = await lockForChange(tx, viewerId, cgroupId);
    enforce(canRemove(actor, state));
    await markContentDeleted(tx, row.id, clock());
  });
  return { cgroupId };
}
