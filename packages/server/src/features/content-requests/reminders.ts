import {
  contentRequestPaths,
  DEADLINE_REMINDER_HOURS,
  deadlineReminderDue,
  REMINDED_STATUSES,
  statusOfValue,
  statusValue,
} from '@masthead/core';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { mailLanguage } from '../accounts/account-rows.ts';
import { users } from '../accounts/tables.ts';
import { transactionalMail } from '../mail/templates.ts';
import type { ContentRequestNews } from './news.ts';
import { contentRequests } from './tables.ts';

/** Requests reminded in one run of the hourly job (the rest wait for the next run). */
const REMINDERS_PER_RUN = 200;
const HOUR = 3_600_000;

/**
 * Hourly (issue 20): the creator of work in progress hears once, DEADLINE_REMINDER_HOURS before the
 * deadline, that it is due, with a link to the request. Marked and mailed in one transaction per
 * request under its row lock, so two app processes running the job remind once.
 */
export async function sendDeadlineReminders(deps: ServiceDeps & { notify: ContentRequestNews }) {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: contentRequests.id })
    .from(contentRequests)
    .where(
      and(
        inArray(contentRequests.status, REMINDED_STATUSES.map(statusValue)),
        isNull(contentRequests.remindedAt),
        gt(contentRequests.deadline, now),
        lte(contentRequests.deadline, new Date(now.getTime() + DEADLINE_REMINDER_HOURS * HOUR)),
      ),
    )
    .orderBy(contentRequests.deadline)
    .limit(REMINDERS_PER_RUN);
  let sent = 0;
  for (const { id } of due) {
    const reminded = await transactionWithRetry(deps.db, async (tx) => {
      const [row] = await tx.select().from(contentRequests).where(eq(contentRequests.id, id)).for('update');
      const status = row && statusOfValue(row.status);
      if (!row || !status || !deadlineReminderDue({ ...row, status }, now)) return false;
      await tx.update(contentRequests).set({ remindedAt: now }).where(eq(contentRequests.id, id));
      const [to] = await tx
        .select({ email: users.email, displayName: users.displayName, uiLang: users.uiLang })
        .from(users)
        .where(eq(users.id, row.creatorId));
      if (!to?.email) return true;
      const lang = mailLanguage(to, 'en');
      await deps.notify.mail.enqueue(tx, {
        to: to.email,
        ...transactionalMail(lang, {
          name: to.displayName,
          subjectKey: 'contentRequests.mail.reminderSubject',
          bodyKeys: ['contentRequests.mail.reminderBody'],
          values: {
            title: row.title,
            date: `${row.deadline.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
          },
          action: {
            labelKey: 'contentRequests.mail.action',
            url: `${deps.notify.publicUrl}${contentRequestPaths.request(row.id)}`,
          },
        }),
      });
      return true;
    });
    if (reminded) sent++;
  }
  return sent;
}
