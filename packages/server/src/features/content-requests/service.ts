import type {
  MagazineActor,
  TContentRequestAttachmentRemove,
  TContentRequestInboxQuery,
  TContentRequestMessage,
  TContentRequestMove,
  TContentRequestPublish,
  TContentRequestRating,
  TCreateContentRequest,
  TCreatorAvailability,
  TUpdateContentRequest,
  UploadedFile,
} from '@masthead/core';
import { AppError } from '../../http/app-error.ts';
import type { AchievementsService } from '../achievements/service.ts';
import type { FilesService } from '../files/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import { addAttachment, openAttachment, removeAttachment } from './attachments.ts';
import { createRequest, postMessage, updateRequest } from './briefs.ts';
import { sendOwedRefunds } from './escrow.ts';
import { readInbox } from './inbox.ts';
import { makeMove } from './moves.ts';
import type { ContentRequestNews } from './news.ts';
import { publishSubmission } from './publication.ts';
import { profileCard, rateRequest, setAvailability } from './ratings.ts';
import { sendDeadlineReminders } from './reminders.ts';
import { findRequest, viewOf } from './rows.ts';

/**
 * Content requests (SPEC §3, §4; DESIGN §4), put together once per process: briefs, the inbox, one
 * request's page, the moves of core's table with their money through the payments feature, messages,
 * and the job that asks the provider for the refunds the ledger owes.
 */
export function createContentRequestsService(deps: {
  payments: PaymentsService;
  notify: ContentRequestNews;
  files: FilesService;
  achievements: AchievementsService;
  notifications: NotificationsService;
}) {
  const ctx = {
    ...deps.payments.context,
    notify: deps.notify,
    storage: deps.files.storage,
    achievements: deps.achievements,
    notifications: deps.notifications,
  };
  return {
    inbox: (actor: MagazineActor, query: TContentRequestInboxQuery) => readInbox(ctx, actor, query),
    read: async (actor: MagazineActor, id: number) => {
      const row = await findRequest(ctx.db, id);
      if (!row) throw new AppError('not_found');
      return viewOf(ctx, row, actor);
    },
    create: (actor: MagazineActor, input: TCreateContentRequest) => createRequest(ctx, actor, input),
    update: (actor: MagazineActor, input: TUpdateContentRequest) => updateRequest(ctx, actor, input),
    move: (actor: MagazineActor, input: TContentRequestMove) => makeMove(ctx, actor, input),
    message: (actor: MagazineActor, input: TContentRequestMessage) => postMessage(ctx, actor, input),
    /** Accepted work out in the requester's magazine under the creator's byline. */
    publish: (actor: MagazineActor, input: TContentRequestPublish) => publishSubmission(ctx, actor, input),
    attach: (actor: MagazineActor, requestId: number, file: UploadedFile) =>
      addAttachment(ctx, actor, requestId, file),
    removeAttachment: (actor: MagazineActor, input: TContentRequestAttachmentRemove) =>
      removeAttachment(ctx, actor, input),
    openAttachment: (actor: MagazineActor, attachmentId: number) => openAttachment(ctx, actor, attachmentId),
    rate: (actor: MagazineActor, input: TContentRequestRating) => rateRequest(ctx, actor, input),
    setAvailability: (actor: MagazineActor, input: TCreatorAvailability) =>
      setAvailability(ctx, actor, input),
    profileCard: (userId: number) => profileCard(ctx.db, userId),
    /** Hourly: refunds recorded in the ledger that the provider has not confirmed yet. */
    sendOwedRefunds: () => sendOwedRefunds(ctx),
    /** Hourly: the creator hears once, a day before the deadline of work in progress. */
    sendDeadlineReminders: () => sendDeadlineReminders(ctx),
  };
}

export type ContentRequestsService = ReturnType<typeof createContentRequestsService>;
