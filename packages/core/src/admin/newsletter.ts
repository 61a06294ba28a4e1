import type { UiLanguage } from '../i18n/languages.ts';
import { madeOncePer } from '../i18n/made-once.ts';

/**
 * SPEC §9's weekly email: it goes out on Friday at 5pm in each reader's time zone (UTC for a reader
 * whose zone is not known). Weeks are ISO weeks (Monday to Sunday) of the reader's own calendar; each
 * has a key ('2026-W48') that makes the newsletter one per reader per week, and a send time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const NEWSLETTER = {
  /** Friday (ISO day 5) at 17:00. */
  isoWeekday: 5,
  hour: 17,
  /** Stories in one issue. */
  stories: 5,
  /** How far back an issue looks for stories. */
  lookbackDays: 7,
  /** The editor's note at the top of an issue, per interface language. */
  introMax: 1000,
  /** The header picture's description. */
  headerAltMax: 200,
} as const;

/** Monday 00:00 UTC of the ISO week that holds `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const isoDay = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  return new Date(day.getTime() - (isoDay - 1) * DAY_MS);
}

/** The ISO week's key: the year of its Thursday, and its number. */
export function weekKey(at: Date): string {
  const thursday = new Date(weekStart(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(weekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS);
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** When the issue of the week that holds `at` goes out. */
export const weekSendAt = (at: Date): Date =>
  new Date(weekStart(at).getTime() + (NEWSLETTER.isoWeekday - 1) * DAY_MS + NEWSLETTER.hour * 3_600_000);

/** The next send time from `at` on (this week's if it is still ahead, else next week's). */
export function nextSendAt(at: Date): Date {
  const thisWeek = weekSendAt(at);
  return thisWeek.getTime() > at.getTime() ? thisWeek : weekSendAt(new Date(at.getTime() + 7 * DAY_MS));
}

/** How long after its send time a reader's issue still goes out (a process that was down catches up). */
export const NEWSLETTER_CATCH_UP_MS = DAY_MS;

/**
 * Friday 17:00 comes first at UTC+14 and last at UTC−12: some reader's issue of a week may be due from
 * 14 hours before its send time (UTC) until the catch-up has passed 12 hours after it.
 */
export const NEWSLETTER_FIRST_ZONE_MS = 14 * 3_600_000;
export const NEWSLETTER_LAST_ZONE_MS = 12 * 3_600_000;

/**
 * The send time of the issue the console edits at `at`: this week's until its last reader's catch-up
 * has passed (so an issue being sent can still be corrected for the zones not yet due), then next week's.
 */
export const comingIssueSendAt = (at: Date): Date =>
  nextSendAt(new Date(at.getTime() - NEWSLETTER_CATCH_UP_MS - NEWSLETTER_LAST_ZONE_MS));

/** A time zone name this runtime knows (IANA, such as 'Asia/Taipei'); 'UTC' too. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wallClock = madeOncePer(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** The date and time a clock in `timeZone` shows at `at`, as the same numbers in UTC. */
export function wallClockIn(at: Date, timeZone: string): Date {
  const format = wallClock(timeZone);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}

/**
 * The week whose issue a reader in `timeZone` is due at `at`: from Friday 17:00 on their clock, for a
 * day; null outside that window.
 */
export function issueDueIn(at: Date, timeZone: string): string | null {
  const local = wallClockIn(at, timeZone);
  const since = local.getTime() - weekSendAt(local).getTime();
  return since >= 0 && since < NEWSLETTER_CATCH_UP_MS ? weekKey(local) : null;
}

/** GET /api2/admin/newsletter: when the newsletter last ran and when it runs next. */
export type NewsletterStatus = {
  subscribers: number;
  nextRunAt: string;
  lastRun: {
    week: string;
    status: 'pending' | 'done' | 'failed';
    startedAt: string | null;
    finishedAt: string | null;
    sent: number;
    attempts: number;
    error: string | null;
  } | null;
};

/** The editor's part of one week's issue: a note per interface language and a header picture. */
export type NewsletterEditorial = {
  intros: Partial<Record<UiLanguage, string>>;
  headerImage: { path: string; alt: string } | null;
};

/** GET /api2/admin/newsletter/issue: the coming issue, as the editor left it and as it reads. */
export type NewsletterIssue = NewsletterEditorial & {
  week: string;
  sendAt: string;
  updatedAt: string | null;
  /** The issue as the viewer would receive it, in the language asked for. */
  preview: { lang: UiLanguage; subject: string; html: string; text: string; stories: number };
};

export type NewsletterTestResult = { email: string };

/** GET /api2/newsletter/subscribers: readers the newsletter goes to (a few minutes old at most). */
export type NewsletterSubscribers = { subscribers: number };
