import {
  type ContentRequestView,
  type ErrorCode,
  type MagazineActor,
  type PublicationRefusal,
  type PublicationState,
  publicationRefusal,
  type TContentRequestPublish,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { AchievementsService } from '../achievements/service.ts';
import { publishLocked } from '../compose/publishing.ts';
import { contents } from '../content/tables.ts';
import { actorIn, editorialStateOf, lockedRow } from '../editorial/editorial-content.ts';
import { recordPublishMove } from '../editorial/moves.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { ContentRequestsContext } from './moves.ts';
import { tellOtherParty } from './news.ts';
import { findRequest, lockAsParty, type RequestRow, statusKeyOf, viewOf } from './rows.ts';
import { contentRequestEvents } from './tables.ts';

/**
 * Accepted work published in the requester's magazine under the creator's byline (core's
 * publication.ts). The work is handed to the magazine as a submission and published by the editor
 * through the editorial rule every magazine story goes through, in one transaction with the timeline
 * row and the creator's mail; a story the creator had already published moves under the magazine.
 */

export type PublicationContext = ContentRequestsContext & {
  achievements: AchievementsService;
  notifications: NotificationsService;
};

const REFUSAL_ERROR: Record<PublicationRefusal, ErrorCode> = {
  'not-party': 'not_found',
  'not-requester': 'contentRequest.not.requester',
  'not-magazine': 'contentRequest.not.magazine',
  'wrong-status': 'contentRequest.wrong.status',
  'already-published': 'contentRequest.wrong.status',
};

/** The submitted work as the rule reads it (null when there is none, or it was deleted). */
export async function submissionState(db: DbOrTx, row: RequestRow): Promise<PublicationState['submission']> {
  if (row.submissionContentId === null) return null;
  const [work] = await db
    .select({ publisherId: contents.publisherId, status: contents.status })
    .from(contents)
    .where(and(eq(contents.id, row.submissionContentId), isNull(contents.deletedAt)))
    .limit(1);
  return work ? { publisherId: work.publisherId, published: work.status === 'published' } : null;
}

export const publicationStateOf = (
  row: RequestRow,
  submission: PublicationState['submission'],
): PublicationState => ({
  status: statusKeyOf(row),
  requesterId: row.requesterId,
  requesterIsMagazine: row.requesterIsMagazine,
  submission,
});

/** POST /api2/content-request/publish */
export async function publishSubmission(
  ctx: PublicationContext,
  actor: MagazineActor,
  input: TContentRequestPublish,
): Promise<ContentRequestView> {
  await transactionWithRetry(ctx.db, async (tx) => {
    const { row, party } = await lockAsParty(tx, input.id, actor);
    const refusal = publicationRefusal(publicationStateOf(row, await submissionState(tx, row)), party);
    // Published already (a retry, a double click): answered as it stands.
    if (refusal === 'already-published') return;
    if (refusal) throw new AppError(REFUSAL_ERROR[refusal], { data: { reason: refusal } });
    const now = ctx.clock();
    const work = await lockedRow(tx, row.submissionContentId!);
    if (!work) throw new AppError('contentRequest.wrong.status');
    const handed = {
      ...work,
      publisherId: row.requesterId,
      byline: 'author' as const,
      reviewState: work.status === 'draft' ? ('submitted' as const) : null,
    };
    await tx
      .update(contents)
      .set({
        publisherId: handed.publisherId,
        byline: handed.byline,
        reviewState: handed.reviewState,
        submittedAt: handed.reviewState ? now : null,
        updatedAt: now,
      })
      .where(eq(contents.id, work.id));
    if (work.status === 'draft') {
      const editor = await actorIn(tx, actor.userId, row.requesterId);
      await publishLocked(
        tx,
        ctx,
        { row: handed, actor: editor, state: editorialStateOf(handed) },
        actor.userId,
        now,
      );
    } else {
      await recordPublishMove(tx, ctx, { row: handed, actorId: actor.userId, at: now });
    }
    await tx.insert(contentRequestEvents).values({
      requestId: row.id,
      actorId: actor.userId,
      action: 'publish',
      fromStatus: row.status,
      toStatus: row.status,
      at: now,
    });
    await tellOtherParty(ctx.notify, tx, row, {
      action: 'publish',
      actorId: actor.userId,
      toStatus: row.status,
    });
  });
  const row = await findRequest(ctx.db, input.id);
  if (!row) throw new AppError('not_found');
  return viewOf(ctx, row, actor);
}
