import {
  type ContentSummary,
  comingIssueSendAt,
  imagePath,
  issueDueIn,
  isUiLanguage,
  NEWSLETTER,
  NEWSLETTER_FIRST_ZONE_MS,
  type NewsletterIssue,
  type NewsletterStatus,
  type NewsletterSubscribers,
  type NewsletterTestResult,
  nextSendAt,
  translate,
  UI_LANGUAGES,
  type UiLanguage,
  USER_TYPE,
  weekKey,
} from '@masthead/core';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { followedStories, topStories } from '../feeds/stories.ts';
import type { JobPayload, JobQueue } from '../jobs/service.ts';
import type { MailService } from '../mail/service.ts';
import { newsletterMail } from '../mail/templates.ts';
import { recordAdminEvent } from '../moderation/audit.ts';
import { readEditorial, type StoredEditorial } from './editorial.ts';
import { newsletterSends } from './tables.ts';

export const NEWSLETTER_JOB = 'newsletter.week';
const READERS_PER_BATCH = 100;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SUBSCRIBER_COUNT_MS = 5 * 60_000;

type Reader = { id: number; displayName: string; email: string; uiLang: string | null; langs: string[] };

/** Who receives the newsletter: people with a confirmed address, not suspended, who did not turn it off. */
const subscribed = sql`${users.userType} = ${USER_TYPE.person} and ${users.email} is not null
  and ${users.emailVerifiedAt} is not null and ${users.suspendedAt} is null and not ${users.isDummy}
  and coalesce((${users.notificationSettings} ->> 'weeklyNewsletter')::boolean, true)`;

const readerColumns = {
  id: users.id,
  displayName: users.displayName,
  email: sql<string>`${users.email}`,
  uiLang: users.uiLang,
  langs: users.langs,
};

/** Most voted and discussed first, then newest. */
const weight = (story: ContentSummary) => story.upvoteCount - story.downvoteCount + story.commentCount;

/**
 * SPEC §9's weekly email: on Friday at 17:00 in each reader's time zone (UTC when not known), a job on
 * the durable queue writes one digest per subscribed reader, of the week's best stories from what they
 * follow (the site's top stories when that gives none), to the outbox; the SMTP worker delivers it. While
 * some zone is due, a job runs every hour for the zones whose readers are (a day of catch-up for a process
 * that was down). newsletter_sends makes it once per reader per week, even when the job runs twice or on
 * two processes.
 */
export function createNewsletter(
  deps: ServiceDeps & {
    jobs: JobQueue;
    mail: MailService;
    unsubscribeLink: (tx: Parameters<MailService['enqueue']>[0], userId: number) => Promise<string>;
  },
) {
  const { db, clock, config, jobs, mail } = deps;

  /** The hourly step: while some zone may be due, this hour's job on the queue (once per hour). */
  async function scheduleDue() {
    const now = clock();
    const sendAt = comingIssueSendAt(now);
    const opens = sendAt.getTime() - NEWSLETTER_FIRST_ZONE_MS;
    if (now.getTime() < opens) return null;
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    return jobs.enqueue(
      db,
      NEWSLETTER_JOB,
      { week: weekKey(sendAt) },
      { key: `newsletter:${hour.toISOString().slice(0, 13)}`, runAt: now },
    );
  }

  async function digest(reader: Reader, since: Date) {
    const langs: UiLanguage[] = reader.langs.filter(isUiLanguage);
    const input = {
      viewerId: reader.id,
      langs: langs.length ? langs : [...UI_LANGUAGES],
      limit: 30,
      cursor: null,
    };
    const recent = (items: ContentSummary[]) =>
      items
        .filter((story) => story.publishedAt && new Date(story.publishedAt) >= since)
        .sort((a, b) => weight(b) - weight(a))
        .slice(0, NEWSLETTER.stories);
    const followed = recent((await followedStories(db, input)).items);
    if (followed.length > 0) return { followed: true, stories: followed };
    return { followed: false, stories: recent((await topStories(db, input)).items) };
  }

  /** The mail of one reader's issue, with the week's editorial part in the mail's language. */
  function issueMail(
    reader: Reader,
    lang: UiLanguage,
    issue: Awaited<ReturnType<typeof digest>>,
    editorial: StoredEditorial,
    unsubscribeUrl: string,
  ) {
    const header = editorial.headerImage;
    return newsletterMail(lang, {
      name: reader.displayName,
      followed: issue.followed,
      stories: issue.stories.map((story) => ({
        title: story.title,
        byline: story.author.displayName,
        url: `${config.publicUrl}${story.url}`,
      })),
      homeUrl: `${config.publicUrl}/`,
      unsubscribeUrl,
      intro: editorial.intros[lang],
      header: header
        ? { url: `${config.publicUrl}${imagePath(header.path, 'xl')}`, alt: header.alt }
        : undefined,
    });
  }

  const mailLanguage = (reader: Reader): UiLanguage => (isUiLanguage(reader.uiLang) ? reader.uiLang : 'en');

  /** One reader's issue: written with its send row in one transaction; false when already sent. */
  async function sendTo(
    reader: Reader,
    week: string,
    since: Date,
    editorial: StoredEditorial,
  ): Promise<boolean> {
    const issue = await digest(reader, since);
    if (issue.stories.length === 0) return false;
    const lang = mailLanguage(reader);
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(newsletterSends)
        .values({ userId: reader.id, week, stories: issue.stories.length, sentAt: clock() })
        .onConflictDoNothing()
        .returning({ userId: newsletterSends.userId });
      if (!claimed) return false;
      const unsubscribeUrl = await unsubscribeLinkFor(tx, reader.id);
      const content = issueMail(reader, lang, issue, editorial, unsubscribeUrl);
      await mail.enqueue(tx, {
        to: reader.email,
        ...content,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
      });
      return true;
    });
  }

  /**
   * In every time zone of a subscribed reader that is due at `at`, each reader not yet sent that week's
   * issue, in id order, batch by batch. The job runs it for now.
   */
  async function sendDue(at: Date) {
    const zones = await db.selectDistinct({ timeZone: users.timeZone }).from(users).where(subscribed);
    let sent = 0;
    for (const { timeZone } of zones) {
      const week = issueDueIn(at, timeZone ?? 'UTC');
      if (week) sent += await sendZone(timeZone, week, at);
    }
    return sent;
  }

  const sendWeek = async (payload: JobPayload) => ({
    week: String(payload.week),
    sent: await sendDue(clock()),
  });

  /** One zone's due readers (null: those whose zone is not known, on UTC). */
  async function sendZone(timeZone: string | null, week: string, at: Date) {
    const since = new Date(at.getTime() - NEWSLETTER.lookbackDays * DAY_MS);
    const editorial = await readEditorial(db, week);
    let after = 0;
    let sent = 0;
    for (;;) {
      const readers = await db
        .select(readerColumns)
        .from(users)
        .where(
          and(
            subscribed,
            timeZone === null ? isNull(users.timeZone) : eq(users.timeZone, timeZone),
            sql`${users.id} > ${after}`,
            sql`not exists (select 1 from ${newsletterSends} s where s.week = ${week} and s.user_id = ${users.id})`,
          ),
        )
        .orderBy(users.id)
        .limit(READERS_PER_BATCH);
      for (const reader of readers) {
        after = reader.id;
        if (await sendTo(reader, week, since, editorial)) sent++;
      }
      if (readers.length < READERS_PER_BATCH) break;
    }
    return sent;
  }

  jobs.define(NEWSLETTER_JOB, sendWeek);

  const unsubscribeLinkFor = async (tx: Parameters<MailService['enqueue']>[0], userId: number) =>
    `${await deps.unsubscribeLink(tx, userId)}&list=weeklyNewsletter`;

  /** The coming issue's week, its editorial part, and the stories `viewerId` would receive. */
  async function previewFor(viewerId: number) {
    const sendAt = comingIssueSendAt(clock());
    const week = weekKey(sendAt);
    const [reader] = await db.select(readerColumns).from(users).where(eq(users.id, viewerId)).limit(1);
    if (!reader) throw new AppError('not_found');
    const editorial = await readEditorial(db, week);
    const issue = await digest(reader, new Date(clock().getTime() - NEWSLETTER.lookbackDays * DAY_MS));
    return { sendAt, week, reader, editorial, issue };
  }

  /** GET /api2/admin/newsletter/issue: the editor's part of the coming issue and its preview. */
  async function comingIssue(viewerId: number, lang: UiLanguage): Promise<NewsletterIssue> {
    const { sendAt, week, reader, editorial, issue } = await previewFor(viewerId);
    // The preview's unsubscribe link goes to the settings page: a real token is made only for real mail.
    const content = issueMail(
      reader,
      lang,
      issue,
      editorial,
      `${config.publicUrl}/settings/notifications.html`,
    );
    return {
      week,
      sendAt: sendAt.toISOString(),
      intros: editorial.intros,
      headerImage: editorial.headerImage,
      updatedAt: editorial.updatedAt?.toISOString() ?? null,
      preview: { lang, ...content, stories: issue.stories.length },
    };
  }

  /** POST /api2/admin/newsletter/test: the coming issue to the viewer's own address, marked as a test. */
  async function sendTest(viewerId: number, lang: UiLanguage): Promise<NewsletterTestResult> {
    const { week, reader, editorial, issue } = await previewFor(viewerId);
    if (!reader.email) throw new AppError('validation.failed', { fields: { email: 'validation.required' } });
    await db.transaction(async (tx) => {
      const content = issueMail(reader, lang, issue, editorial, await unsubscribeLinkFor(tx, reader.id));
      const subject = translate(lang, 'admin.newsletter.testSubject', { subject: content.subject });
      await mail.enqueue(tx, { to: reader.email, ...content, subject });
      await recordAdminEvent(tx, 'admin.newsletter.test', {
        actorUserId: viewerId,
        data: { week, lang },
        at: clock(),
      });
    });
    return { email: reader.email };
  }

  const countSubscribers = async () =>
    (await db.select({ n: count() }).from(users).where(subscribed))[0]?.n ?? 0;

  /** The count the sign-up form shows: counted at most once per SUBSCRIBER_COUNT_MS. */
  let counted: { at: number; subscribers: number } | null = null;
  async function subscribers(): Promise<NewsletterSubscribers> {
    const now = clock().getTime();
    if (!counted || now - counted.at >= SUBSCRIBER_COUNT_MS)
      counted = { at: now, subscribers: await countSubscribers() };
    return { subscribers: counted.subscribers };
  }

  /** GET /api2/admin/newsletter: the last run (its week's sends counted) and the next. */
  async function status(): Promise<NewsletterStatus> {
    const last = (await jobs.latest(NEWSLETTER_JOB, 'done')) ?? (await jobs.latest(NEWSLETTER_JOB));
    const ran = last && (last.status !== 'pending' || last.attempts > 0) ? last : null;
    const week = ran ? String(ran.payload.week) : null;
    const [sent] = week
      ? await db.select({ n: count() }).from(newsletterSends).where(eq(newsletterSends.week, week))
      : [];
    const now = clock();
    const pending = await jobs.latest(NEWSLETTER_JOB, 'pending');
    return {
      subscribers: await countSubscribers(),
      nextRunAt: (pending?.runAt ?? nextSendAt(now)).toISOString(),
      lastRun:
        ran && week
          ? {
              week,
              status: ran.status as 'pending' | 'done' | 'failed',
              startedAt: ran.startedAt?.toISOString() ?? null,
              finishedAt: ran.finishedAt?.toISOString() ?? null,
              sent: sent?.n ?? 0,
              attempts: ran.attempts,
              error: ran.lastError,
            }
          : null,
    };
  }

  return { scheduleDue, sendWeek, sendDue, status, subscribers, comingIssue, sendTest };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
