import type { ProfileRef } from '../content/types.ts';
import type { NewsletterIssue, NewsletterStatus } from './newsletter.ts';
import type { ReportDecision, ReportKind, ReportReason, ReportStatus } from './reports.ts';
import type { AccessRight, SiteAction } from './rights.ts';

/** What a report is about, as the queue shows it (the text as it was when the report came in). */
export type ReportTargetView = {
  kind: ReportKind;
  targetId: number;
  /** The story's title, the comment's first words, the person's name. */
  label: string;
  /** Where the target is read (null once it is gone for good). */
  href: string | null;
  /** The author of the story or comment, or the person reported. */
  author: ProfileRef | null;
};

export type ReportView = {
  reportId: number;
  target: ReportTargetView;
  reason: ReportReason;
  note: string;
  status: ReportStatus;
  /** How many readers reported the same target. */
  reporters: number;
  reporter: ProfileRef | null;
  createdAt: string;
  decidedAt: string | null;
  /** The decisions this viewer may take (empty once decided or when not theirs to decide). */
  decisions: ReportDecision[];
  /** Whether this viewer may put back what the report hid (POST /api2/report/restore). */
  restorable: boolean;
};

export type ReportQueuePage = { items: ReportView[]; nextCursor: string | null; openCount: number };

/** The answer of POST /api2/report. */
export type ReportCreateResult = { reportId: number; status: ReportStatus };

/** The answer of POST /api2/report/decide. */
export type ReportDecideResult = { report: ReportView };

export type AuditEntryView = {
  auditId: number;
  action: string;
  actor: ProfileRef | null;
  subject: ProfileRef | null;
  /** What the entry names beyond the people (a report, a topic, the rights given), as text. */
  details: Record<string, string>;
  createdAt: string;
};

export type AuditPage = { items: AuditEntryView[]; nextCursor: string | null };

export type AdminPersonView = ProfileRef & {
  email: string | null;
  admin: boolean;
  masterAdmin: boolean;
  accessRight: AccessRight[];
  suspended: boolean;
  special: boolean;
  createdAt: string;
};

export type AdminPeoplePage = { items: AdminPersonView[] };

/** The answer of GET /api2/admin/rights: who holds rights, and the special-handling accounts. */
export type AdminRightsPage = { admins: AdminPersonView[]; special: AdminPersonView[] };

export type AdminPersonResult = { person: AdminPersonView };

export type AdminTopicView = { topicId: number; title: string; articleCount: number; followerCount: number };
export type AdminTopicsPage = { items: AdminTopicView[] };
export type TopicMergeResult = { master: AdminTopicView; movedStories: number; movedFollowers: number };
export type TopicRenameResult = { topic: AdminTopicView };

export type Tier2PublisherResult = { publisher: ProfileRef };

export type AdminSection = 'reports' | 'people' | 'rights' | 'topics' | 'publishers' | 'newsletter' | 'audit';

/** One admin console page: guests see the overlay, people without the right 'Access Deny'. */
export type AdminConsolePage =
  | { access: 'guest' }
  | { access: 'denied' }
  | {
      access: 'ok';
      abilities: Record<SiteAction, boolean>;
      reports?: ReportQueuePage;
      people?: AdminPeoplePage;
      rights?: AdminRightsPage;
      topics?: AdminTopicsPage;
      audit?: AuditPage;
      newsletter?: NewsletterStatus;
      newsletterIssue?: NewsletterIssue;
    };

/** /dashboard/@{magazine}/reports: the magazine's moderation queue, for its editors and up. */
export type MagazineReportsPage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; magazine: ProfileRef; queue: ReportQueuePage };

/** What page loaders ask of the admin console (part of PageApi), for the request's viewer. */
export interface AdminPageApi {
  console(
    section: AdminSection | null,
    options?: { q?: string; status?: 'open' | 'decided' },
  ): Promise<AdminConsolePage>;
  magazineReports(username: string, status: 'open' | 'decided'): Promise<MagazineReportsPage>;
}
