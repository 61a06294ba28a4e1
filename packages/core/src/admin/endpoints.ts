import type { Input } from '../http/endpoints.ts';
import type {
  NewsletterIssue,
  NewsletterStatus,
  NewsletterSubscribers,
  NewsletterTestResult,
} from './newsletter.ts';
import type {
  AdminPeoplePage,
  AdminPersonResult,
  AdminRightsPage,
  AdminTopicsPage,
  AuditPage,
  ReportCreateResult,
  ReportDecideResult,
  ReportQueuePage,
  Tier2PublisherResult,
  TopicMergeResult,
  TopicRenameResult,
} from './page-api.ts';
import type {
  ZAdminRightsQuery,
  ZAuditQuery,
  ZMagazineReportsQuery,
  ZNewsletterIssueQuery,
  ZNewsletterIssueSave,
  ZNewsletterQuery,
  ZNewsletterTest,
  ZPeopleQuery,
  ZReportCreate,
  ZReportDecide,
  ZReportQueueQuery,
  ZReportRestore,
  ZRightsGrant,
  ZSpecialAccount,
  ZSuspend,
  ZTier2PublisherCreate,
  ZTopicMerge,
  ZTopicRename,
  ZTopicsQuery,
} from './schemas.ts';

/** Reports, the moderation queue and the admin console (SPEC §6, §8). */
export interface AdminEndpoints {
  'POST /api2/report': { body: Input<typeof ZReportCreate>; answer: ReportCreateResult };
  'POST /api2/report/decide': { body: Input<typeof ZReportDecide>; answer: ReportDecideResult };
  'POST /api2/report/restore': { body: Input<typeof ZReportRestore>; answer: ReportDecideResult };
  'GET /api2/admin/reports': { query: Input<typeof ZReportQueueQuery>; answer: ReportQueuePage };
  'GET /api2/magazine/reports': { query: Input<typeof ZMagazineReportsQuery>; answer: ReportQueuePage };
  'GET /api2/admin/newsletter': { query: Input<typeof ZNewsletterQuery>; answer: NewsletterStatus };
  'GET /api2/admin/newsletter/issue': { query: Input<typeof ZNewsletterIssueQuery>; answer: NewsletterIssue };
  'POST /api2/admin/newsletter/issue': { body: Input<typeof ZNewsletterIssueSave>; answer: NewsletterIssue };
  'POST /api2/admin/newsletter/image': { body: FormData; answer: NewsletterIssue };
  'POST /api2/admin/newsletter/test': { body: Input<typeof ZNewsletterTest>; answer: NewsletterTestResult };
  'GET /api2/admin/audit': { query: Input<typeof ZAuditQuery>; answer: AuditPage };
  'GET /api2/admin/rights': { query: Input<typeof ZAdminRightsQuery>; answer: AdminRightsPage };
  'POST /api2/admin/rights': { body: Input<typeof ZRightsGrant>; answer: AdminPersonResult };
  'POST /api2/admin/special': { body: Input<typeof ZSpecialAccount>; answer: AdminPersonResult };
  'GET /api2/admin/people': { query: Input<typeof ZPeopleQuery>; answer: AdminPeoplePage };
  'POST /api2/admin/people/suspend': { body: Input<typeof ZSuspend>; answer: AdminPersonResult };
  'GET /api2/admin/topics': { query: Input<typeof ZTopicsQuery>; answer: AdminTopicsPage };
  'POST /api2/admin/topic/rename': { body: Input<typeof ZTopicRename>; answer: TopicRenameResult };
  'POST /api2/admin/topic/merge': { body: Input<typeof ZTopicMerge>; answer: TopicMergeResult };
  'POST /api2/admin/publisher/create': {
    body: Input<typeof ZTier2PublisherCreate>;
    answer: Tier2PublisherResult;
  };
}

/** The newsletter's public side: how many readers get it (the sign-up form says so). */
export interface NewsletterEndpoints {
  'GET /api2/newsletter/subscribers': {
    query: Input<typeof ZNewsletterQuery>;
    answer: NewsletterSubscribers;
  };
}
