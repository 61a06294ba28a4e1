import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { mailOutbox } from './tables.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Mail that has failed this many times is given up ('failed'). */
export const MAX_ATTEMPTS = 8;
/** The first retry waits 30 s, then each doubles. */
const RETRY_BASE_MS = 30_000;
/** Rows handed to one delivery run. */
const BATCH_SIZE = 20;
/** A claimed row is left alone this long; a process that dies mid-send gives it back to the next run. */
const CLAIM_LEASE_MS = 2 * 60_000;
const DELIVERY_INTERVAL_MS = 2000;

export const retryDelayMs = (attemptsBefore: number) => RETRY_BASE_MS * 2 ** attemptsBefore;

/**
 * DESIGN §5: mail is written to a durable outbox in the transaction of the change that causes it, then
 * delivered by SMTP (SMTP_URL) or kept locally for /dev/mail. A failed send is retried with backoff.
 */
export function createMailService({ db, config, clock }: ServiceDeps) {
  let transport: Transporter | null = null;
  const smtp = () => {
    transport ??= nodemailer.createTransport({
      url: config.smtpUrl ?? undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return transport;
  };

  async function enqueue(tx: DbOrTx, mail: OutgoingMail) {
    await tx.insert(mailOutbox).values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
      nextAttemptAt: clock(),
      createdAt: clock(),
    });
  }

  /** Takes due pending rows out of other runs' reach (SKIP LOCKED, then a lease), in one transaction. */
  const claimDue = (now: Date) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          );
      }
      return due;
    });

  /** Delivers what is due; returns how many rows it handled. */
  async function deliverDue(): Promise<number> {
    const due = await claimDue(clock());
    if (due.length === 0) return 0;
    if (!config.smtpUrl) {
      await db
        .update(mailOutbox)
        .set({ status: 'local' })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        );
      return due.length;
    }
    for (const row of due) {
      try {
        await smtp().sendMail({
          from: config.mailFrom,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: row.headers,
        });
        await db
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: clock(),
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: null,
          })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        await db
          .update(mailOutbox)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)),
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return due.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running = false;

  /** Delivers due mail every few seconds; `afterRun` hears of each run that finished (tests wait on it). */
  function startDelivery(afterRun?: (delivered: number) => void) {
    if (timer) return;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      deliverDue()
        .then((delivered) => afterRun?.(delivered))
        .catch((error: unknown) =>
          console.warn('[mail] delivery run failed:', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          running = false;
        });
    }, DELIVERY_INTERVAL_MS);
    timer.unref();
  }

  function stopDelivery() {
    if (timer) clearInterval(timer);
    timer = null;
    transport?.close();
    transport = null;
  }

  /** The development outbox (/dev/mail): the newest mails kept here, and those about to be. */
  const listLocal = (limit: number) =>
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['local', 'pending']))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);

  return { enqueue, deliverDue, startDelivery, stopDelivery, listLocal };
}

export type MailService = ReturnType<typeof createMailService>;
