import {
  contentRequestPaths,
  MY_PAYMENTS_LIMIT,
  type PaymentReceipt,
  type PlanGroupId,
  storyPath,
} from '@masthead/core';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { contentRequests } from '../content-requests/tables.ts';
import { planCharges } from '../magazines/plan-tables.ts';
import { payments } from './tables.ts';

const magazine = alias(users, 'receipt_magazine');

/** The reader's receipts, newest first (payments_payer_idx): stories paid for, and plans with their magazine. */
export async function myPayments(db: Db, payerId: number): Promise<PaymentReceipt[]> {
  const rows = await db
    .select({
      payment: payments,
      content: { id: contents.id, title: contents.title, deletedAt: contents.deletedAt },
      planGroup: planCharges.planGroup,
      magazine: { id: magazine.id, username: magazine.username, displayName: magazine.displayName },
      request: { id: contentRequests.id, title: contentRequests.title },
    })
    .from(payments)
    .leftJoin(contents, eq(contents.id, payments.contentId))
    .leftJoin(planCharges, eq(planCharges.paymentId, payments.id))
    .leftJoin(magazine, eq(magazine.id, payments.magazineUserId))
    .leftJoin(contentRequests, eq(contentRequests.id, payments.contentRequestId))
    .where(eq(payments.payerId, payerId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(MY_PAYMENTS_LIMIT);
  return rows.map(({ payment, content, planGroup, magazine, request }) => ({
    paymentId: payment.id,
    purpose: payment.purpose,
    status: payment.status,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    declineReason: payment.declineReason,
    createdAt: payment.createdAt.toISOString(),
    content:
      content?.id && !content.deletedAt
        ? {
            cgroupId: content.id,
            title: content.title,
            url: storyPath({ cgroupId: content.id, title: content.title }),
          }
        : null,
    plan:
      magazine?.id && planGroup !== null
        ? {
            magazineUserId: magazine.id,
            username: magazine.username,
            displayName: magazine.displayName,
            planGroup: planGroup as PlanGroupId,
          }
        : null,
    contentRequest: request?.id
      ? { id: request.id, title: request.title, url: contentRequestPaths.request(request.id) }
      : null,
  }));
}
