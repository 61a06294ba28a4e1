import { isMagazineStory, restore, type TRestoreRevision } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { keepVotedChoices, publishable } from '../compose/document-checks.ts';
import { contents } from '../content/tables.ts';
import { contentRevisions } from '../magazines/tables.ts';
import { enforce, lockForChange } from './editorial-content.ts';
import { auditMove, type EditorialDeps, type MoveResult } from './moves.ts';
import { recordRevision } from './revisions.ts';

/**
 * Brings a revision back: the content takes its title, summary, body, type part and cover again (its
 * topics, place and price stay). A published content is checked as a publish is, and its voted choices
 * must stay where they are. The restore is itself a revision, with its audit row.
 */
export async function restoreRevision(deps: EditorialDeps, userId: number, input: TRestoreRevision) {
  const at = deps.clock();
  return transactionWithRetry(deps.db, async (tx): Promise<MoveResult> => {
    const { row, actor, state } = await lockForChange(tx, userId, input.cgroupId);
    const { next } = enforce(restore(actor, state));
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, input.revisionId), eq(contentRevisions.contentId, row.id)))
      .limit(1);
    if (!revision) throw new AppError('not_found');
    const extra =
      row.status === 'published'
        ? publishable(revision.title, row.ctype, revision.extra, {
            priceMissing: row.premium && row.priceMinor === null,
          })
        : revision.extra;
    await keepVotedChoices(tx, row, extra);
    await tx
      .update(contents)
      .set({
        title: revision.title,
        description: revision.description,
        body: revision.body,
        extra,
        photoPath: revision.photoPath,
        // A focal point and a description belong to their picture: another cover starts without them.
        ...(revision.photoPath === row.photoPath ? {} : { photoFocalPoint: null, photoAlt: '' }),
        updatedAt: at,
      })
      .where(eq(contents.id, row.id));
    await recordRevision(tx, { contentId: row.id, editorId: userId, kind: 'restored', at });
    if (isMagazineStory(row))
      await auditMove(tx, 'editorial.restore', {
        row,
        actorId: userId,
        at,
        data: { revisionId: revision.id },
      });
    return { id: row.id, ...next, updatedAt: at };
  });
}
