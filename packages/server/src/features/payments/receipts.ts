import { MY_PAYMENTS_LIMIT, type PaymentReceipt, storyPath } from '@masthead/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents } from '../content/tables.ts';
import { payments } from './tables.ts';

/** The reader's receipts, newest first (payments_payer_idx). */
export async function myPayments(db: Db, payerId: number): Promise<PaymentReceipt[]> {
  const rows = await db
    .select({
      payment: payments,
      content: { id: contents.id, title: contents.title, deletedAt: contents.deletedAt },
    })
    .from(payments)
    .leftJoin(contents, eq(contents.id, payments.contentId))
    .where(eq(payments.payerId, payerId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(MY_PAYMENTS_LIMIT);
  return rows.map(({ payment, content }) => ({
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
  }));
}
