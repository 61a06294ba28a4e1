import type { MessageKey } from '../i18n/translate.ts';
import { can, type MagazineActor } from '../magazines/policy.ts';
import { type SiteActor, siteCan } from './rights.ts';

/**
 * Reports and their moderation: what a reader may report and why, what a moderator may decide, and
 * who may decide which report. An admin with the right decides any report of its kind; a magazine's
 * editors and up decide those about its stories and the comments on them (the team rule book).
 */

export const REPORT_KINDS = ['story', 'comment', 'person'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'sexual', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** restored: hidden, then put back by a moderator (a restore). */
export const REPORT_STATUSES = ['open', 'hidden', 'removed', 'suspended', 'dismissed', 'restored'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** hide: gone from every page, kept for the record; remove: gone for good; suspend: a person's account. */
export const REPORT_DECISIONS = ['hide', 'remove', 'suspend', 'dismiss'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** The decisions each kind of report takes. */
export const DECISIONS_BY_KIND = {
  story: ['hide', 'remove', 'dismiss'],
  comment: ['hide', 'remove', 'dismiss'],
  person: ['suspend', 'dismiss'],
} as const satisfies Record<ReportKind, readonly ReportDecision[]>;

export const STATUS_OF_DECISION = {
  hide: 'hidden',
  remove: 'removed',
  suspend: 'suspended',
  dismiss: 'dismissed',
} as const satisfies Record<ReportDecision, ReportStatus>;

export const REPORT_LIMITS = {
  /** The reporter's own words beside the reason. */
  noteMax: 500,
  /** Reports one person may file in an hour. */
  perPersonPerHour: 20,
  pageSize: 20,
} as const;

export const decisionFits = (kind: ReportKind, decision: ReportDecision) =>
  (DECISIONS_BY_KIND[kind] as readonly ReportDecision[]).includes(decision);

/** The report as the rule needs it: its kind and the magazine that published the story, if any. */
export type ReportTarget = { kind: ReportKind; magazineUserId: number | null };

export type ModeratorActor = MagazineActor & SiteActor;

/** May this person decide this report? */
export function canModerateReport(actor: ModeratorActor, report: ReportTarget): boolean {
  switch (report.kind) {
    case 'person':
      return siteCan(actor, 'admin.people.moderate');
    case 'story':
      return (
        siteCan(actor, 'admin.stories.moderate') ||
        (report.magazineUserId !== null && can(actor, 'moderateStories', report.magazineUserId))
      );
    case 'comment':
      return (
        siteCan(actor, 'admin.comments.moderate') ||
        (report.magazineUserId !== null && can(actor, 'moderateComments', report.magazineUserId))
      );
  }
}

/**
 * May this person restore what a report hid? The same rule as deciding it: an admin with the kind's
 * right, or the magazine's editors and up for its stories and their comments. Only hidden stories and
 * comments come back; removed ones are gone for good.
 */
export const canRestoreReport = (actor: ModeratorActor, report: ReportTarget & { status: ReportStatus }) =>
  report.status === 'hidden' && report.kind !== 'person' && canModerateReport(actor, report);

/** The kinds of report an admin decides anywhere (the queue shows these). */
export const siteReportKinds = (actor: SiteActor): ReportKind[] =>
  REPORT_KINDS.filter((kind) =>
    siteCan(
      actor,
      kind === 'person'
        ? 'admin.people.moderate'
        : kind === 'story'
          ? 'admin.stories.moderate'
          : 'admin.comments.moderate',
    ),
  );

/**
 * The sentence of a moderation notification: to a reporter, what was decided about their report; to
 * an author, what was done to their story or comment. Null for other notifications.
 */
export function moderationNoticeKey(notification: { kind: string; note: string | null }): MessageKey | null {
  const decision = REPORT_DECISIONS.find((value) => value === notification.note);
  if (notification.kind === 'report_decided')
    return decision ? `notifications.text.report_decided.${decision}` : 'notifications.text.report_decided';
  if (notification.kind === 'content_moderated')
    return decision === 'remove'
      ? 'notifications.text.content_moderated.remove'
      : 'notifications.text.content_moderated';
  return null;
}
