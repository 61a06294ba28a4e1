import {
  type ContentRequestNoticeAction,
  contentRequestPaths,
  statusOfValue,
  translate,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailLanguage } from '../accounts/account-rows.ts';
import { users } from '../accounts/tables.ts';
import type { MailService } from '../mail/service.ts';
import { transactionalMail } from '../mail/templates.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { RequestRow } from './rows.ts';

/**
 * News of each move (issue 20), in the move's transaction: the other party gets a notification and a
 * mail in their interface language, with a link to the request. The requester side is the person
 * who wrote the brief (for a magazine, the member who did); the creator is the writer.
 */

export type ContentRequestNews = {
  mail: MailService;
  notifications: NotificationsService;
  publicUrl: string;
};

async function recipient(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ email: users.email, displayName: users.displayName, uiLang: users.uiLang })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email ? { ...row, email: row.email } : null;
}

export async function tellOtherParty(
  deps: ContentRequestNews,
  tx: Tx,
  row: RequestRow,
  move: { action: ContentRequestNoticeAction; actorId: number; toStatus: number },
) {
  const toId = move.actorId === row.creatorId ? row.createdBy : row.creatorId;
  if (toId === move.actorId) return;
  await deps.notifications.notify(tx, {
    userId: toId,
    actorId: move.actorId,
    kind: 'content_request',
    data: { requestId: String(row.id), action: move.action },
  });
  const [to, actor] = await Promise.all([recipient(tx, toId), recipient(tx, move.actorId)]);
  if (!to) return;
  const lang = mailLanguage(to, 'en');
  const status = statusOfValue(move.toStatus) ?? 'request';
  const values = {
    title: row.title,
    status: translate(lang, `contentRequests.status.${status}`),
    name: actor?.displayName ?? '',
  };
  await deps.mail.enqueue(tx, {
    to: to.email,
    ...transactionalMail(lang, {
      name: to.displayName,
      subjectKey: 'contentRequests.mail.subject',
      bodyKeys: [`contentRequests.event.${move.action}`, 'contentRequests.mail.body'],
      values,
      action: {
        labelKey: 'contentRequests.mail.action',
        url: `${deps.publicUrl}${contentRequestPaths.request(row.id)}`,
      },
    }),
  });
}
