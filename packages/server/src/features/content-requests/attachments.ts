import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  attachmentKindOf,
  type ContentRequestView,
  canEditBrief,
  type MagazineActor,
  type UploadedFile,
} from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../files/storage.ts';
import { newFileId } from '../files/storage.ts';
import type { ContentRequestsContext } from './moves.ts';
import { findRequest, lockAsParty, partyIn, stateOf, viewOf } from './rows.ts';
import { contentRequestAttachments } from './tables.ts';

/**
 * Files a brief carries (core's attachments.ts): the requester adds and removes them while the brief
 * is theirs to edit; both parties download them. The file is written before its row and removed again
 * when the row cannot be written, so a row never points to nothing and a refused upload leaves no file.
 */

export type AttachmentsContext = ContentRequestsContext & { storage: FileStorage };

const fieldError = (key: string) => new AppError('validation.failed', { fields: { file: key } });

/** The brief's files change with the brief: the requester's, while it is theirs to edit. */
function checkMayChangeFiles(row: Parameters<typeof stateOf>[0], actor: MagazineActor) {
  const party = partyIn(row, actor);
  if (party !== 'requester') throw new AppError('contentRequest.not.requester');
  if (!canEditBrief(stateOf(row), party)) throw new AppError('contentRequest.wrong.status');
}

/** POST /api2/content-request/attachment (multipart) */
export async function addAttachment(
  ctx: AttachmentsContext,
  actor: MagazineActor,
  requestId: number,
  file: UploadedFile,
): Promise<ContentRequestView> {
  const before = await findRequest(ctx.db, requestId);
  if (!before) throw new AppError('not_found');
  checkMayChangeFiles(before, actor);
  if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw fieldError('validation.contentRequests.fileSize');
  const kind = attachmentKindOf(file.bytes, file.fileName);
  if (!kind) throw fieldError('validation.contentRequests.fileKind');
  const storageKey = `r/${requestId}/${newFileId()}.att`;
  await ctx.storage.put(storageKey, Buffer.from(file.bytes), 'application/octet-stream');
  try {
    await transactionWithRetry(ctx.db, async (tx) => {
      // Under the request's lock: two uploads at once cannot pass the limit together.
      const { row } = await lockAsParty(tx, requestId, actor);
      checkMayChangeFiles(row, actor);
      const [held] = await tx
        .select({ n: count() })
        .from(contentRequestAttachments)
        .where(eq(contentRequestAttachments.requestId, requestId));
      if ((held?.n ?? 0) >= ATTACHMENTS_MAX) throw new AppError('contentRequest.attachments.full');
      await tx.insert(contentRequestAttachments).values({
        requestId,
        uploadedBy: actor.userId,
        fileName: file.fileName.normalize('NFC').slice(0, 255) || 'attachment',
        kind,
        storageKey,
        bytes: file.bytes.length,
        createdAt: ctx.clock(),
      });
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  return viewOf(ctx, (await findRequest(ctx.db, requestId))!, actor);
}

/** POST /api2/content-request/attachment/remove */
export async function removeAttachment(
  ctx: AttachmentsContext,
  actor: MagazineActor,
  input: { id: number; attachmentId: number },
): Promise<ContentRequestView> {
  const removed = await transactionWithRetry(ctx.db, async (tx) => {
    const { row } = await lockAsParty(tx, input.id, actor);
    checkMayChangeFiles(row, actor);
    const [gone] = await tx
      .delete(contentRequestAttachments)
      .where(
        and(
          eq(contentRequestAttachments.id, input.attachmentId),
          eq(contentRequestAttachments.requestId, input.id),
        ),
      )
      .returning({ storageKey: contentRequestAttachments.storageKey });
    if (!gone) throw new AppError('not_found');
    return gone.storageKey;
  });
  // After the row is gone: a file left behind costs disk space, never a broken link.
  await ctx.storage.delete(removed).catch(() => {});
  return viewOf(ctx, (await findRequest(ctx.db, input.id))!, actor);
}

/** GET /api2/content-request/attachment: the file and what to serve it as, for the request's parties. */
export async function openAttachment(ctx: AttachmentsContext, actor: MagazineActor, attachmentId: number) {
  const [attachment] = await ctx.db
    .select()
    .from(contentRequestAttachments)
    .where(eq(contentRequestAttachments.id, attachmentId))
    .limit(1);
  if (!attachment) throw new AppError('not_found');
  const request = await findRequest(ctx.db, attachment.requestId);
  if (!request) throw new AppError('not_found');
  partyIn(request, actor);
  const file = await ctx.storage.open(attachment.storageKey);
  if (!file) throw new AppError('not_found');
  return { attachment, file };
}
