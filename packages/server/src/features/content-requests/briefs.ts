import {
  BRIEF_DESCRIPTION_MAX,
  type ContentRequestView,
  canEditBrief,
  canMessage,
  deadlineWithinReach,
  type MagazineActor,
  mayActAsRequester,
  statusValue,
  type TBrief,
  type TContentRequestMessage,
  type TCreateContentRequest,
  type TUpdateContentRequest,
  USER_TYPE,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { lockAsParty, statusKeyOf, viewOf } from './rows.ts';
import { contentRequestEvents, contentRequestMessages, contentRequests } from './tables.ts';

/** Writing and revising a brief, and messages between the parties. */

const fieldError = (field: string, key: string) =>
  new AppError('validation.failed', { fields: { [field]: key } });

/** The brief's columns from its parsed input: the description sanitised, the deadline checked with our clock. */
function briefColumns(brief: TBrief, now: Date) {
  const deadline = new Date(brief.deadline);
  if (!deadlineWithinReach(deadline, now))
    throw fieldError('deadline', 'validation.contentRequests.deadline');
  return {
    title: brief.title,
    description: sanitizeRichText(brief.description, {
      maxLength: BRIEF_DESCRIPTION_MAX,
      field: 'description',
    }),
    ctype: brief.ctype,
    words: brief.words,
    links: [...new Set(brief.links)],
    currency: brief.currency,
    feeMinor: brief.feeMinor,
    deadline,
    revisionLimit: brief.revisionLimit,
  };
}

/** An active person or magazine by id, with whether it is a magazine. */
async function profileKind(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ userType: users.userType, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.suspendedAt !== null) return null;
  return { isMagazine: row.userType === USER_TYPE.magazine };
}

/** POST /api2/content-request/create: a draft, for the viewer or a magazine they commission for. */
export async function createRequest(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TCreateContentRequest,
): Promise<ContentRequestView> {
  const requesterId = input.requesterId ?? actor.userId;
  // The route's access checked commissionContent for a magazine; a person may only ask as themselves.
  if (!mayActAsRequester(actor, requesterId)) throw new AppError('access_deny');
  if (input.creatorId === requesterId || input.creatorId === actor.userId)
    throw fieldError('creatorId', 'validation.contentRequests.creator');
  const now = deps.clock();
  const columns = briefColumns(input, now);
  const id = await transactionWithRetry(deps.db, async (tx) => {
    const requester = await profileKind(tx, requesterId);
    // One asks as oneself or as a magazine, never as another person.
    if (!requester || (requesterId !== actor.userId && !requester.isMagazine))
      throw new AppError('not_found');
    const creator = await profileKind(tx, input.creatorId);
    // Work is asked of a person, never of a magazine.
    if (!creator || creator.isMagazine) throw fieldError('creatorId', 'validation.contentRequests.creator');
    const [made] = await tx
      .insert(contentRequests)
      .values({
        requesterId,
        requesterIsMagazine: requester.isMagazine,
        createdBy: actor.userId,
        creatorId: input.creatorId,
        status: statusValue('draft'),
        ...columns,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contentRequests.id });
    if (!made) throw new AppError('unexpected_error');
    await tx.insert(contentRequestEvents).values({
      requestId: made.id,
      actorId: actor.userId,
      action: 'create',
      toStatus: statusValue('draft'),
      feeMinor: columns.feeMinor,
      deadline: columns.deadline,
      at: now,
    });
    return made.id;
  });
  const [row] = await deps.db.select().from(contentRequests).where(eq(contentRequests.id, id));
  if (!row) throw new AppError('not_found');
  return viewOf(deps, row, actor);
}

/** POST /api2/content-request/update: the requester revises the brief while it is back with them. */
export async function updateRequest(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TUpdateContentRequest,
): Promise<ContentRequestView> {
  const now = deps.clock();
  const columns = briefColumns(input, now);
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const { row: locked, party } = await lockAsParty(tx, input.id, actor);
    if (party !== 'requester') throw new AppError('contentRequest.not.requester');
    if (!canEditBrief({ status: statusKeyOf(locked) }, party) || locked.chargingPaymentId !== null)
      throw new AppError('contentRequest.wrong.status');
    const [updated] = await tx
      .update(contentRequests)
      .set({ ...columns, updatedAt: now })
      .where(eq(contentRequests.id, locked.id))
      .returning();
    await tx.insert(contentRequestEvents).values({
      requestId: locked.id,
      actorId: actor.userId,
      action: 'edit',
      fromStatus: locked.status,
      toStatus: locked.status,
      feeMinor: columns.feeMinor,
      deadline: columns.deadline,
      at: now,
    });
    return updated ?? locked;
  });
  return viewOf(deps, row, actor);
}

/** POST /api2/content-request/message: a note from one party to the other. */
export async function postMessage(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TContentRequestMessage,
): Promise<ContentRequestView> {
  const now = deps.clock();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const { row: locked, party } = await lockAsParty(tx, input.id, actor);
    if (!canMessage({ status: statusKeyOf(locked) }, party))
      throw new AppError('contentRequest.wrong.status');
    await tx.insert(contentRequestMessages).values({
      requestId: locked.id,
      authorId: actor.userId,
      body: input.body.replaceAll('\u0000', ''),
      at: now,
    });
    const [updated] = await tx
      .update(contentRequests)
      .set({ updatedAt: now })
      .where(eq(contentRequests.id, locked.id))
      .returning();
    return updated ?? locked;
  });
  return viewOf(deps, row, actor);
}
