/** Requests of the reports and admin console API, parsed on the server and reused by the forms. */
import { z } from 'zod';
import { zUiLanguage, zUsername } from '../accounts/schemas.ts';
import { TOPIC_TITLE_MAX } from '../content/routes.ts';
import { zIdText } from '../content/schemas.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import { NEWSLETTER } from './newsletter.ts';
import { REPORT_DECISIONS, REPORT_KINDS, REPORT_LIMITS, REPORT_REASONS } from './reports.ts';
import { ACCESS_RIGHTS } from './rights.ts';

const zId = zUserIdNumber;

/** Control characters other than tab and line breaks (NUL is refused by PostgreSQL's text columns). */
const hasForbiddenControl = (s: string) =>
  [...s].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });

const plainText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .max(max * 2, 'validation.too.long')
    .refine((s) => !hasForbiddenControl(s), 'validation.invalid')
    .transform((s) => s.trim())
    .pipe(z.string().max(max, 'validation.too.long'));

const required = (max: number) => plainText(max).pipe(z.string().min(1, 'validation.required'));

export const ADMIN_LIMITS = {
  searchMax: 60,
  topicTitleMax: TOPIC_TITLE_MAX,
  publisherNameMax: 50,
  usernameMin: 3,
  usernameMax: 30,
  websiteMax: 255,
  pageSize: 30,
} as const;

/** POST /api2/report: a reader reports a story, a comment or a person, with a reason. */
export const ZReportCreate = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: 'validation.invalid' }),
  targetId: zId,
  reason: z.enum(REPORT_REASONS, { error: 'validation.report.reason' }),
  note: plainText(REPORT_LIMITS.noteMax).optional(),
});
export type TReportCreate = z.infer<typeof ZReportCreate>;

/** GET /api2/admin/reports?status=open|decided&cursor= */
export const ZReportQueueQuery = z.strictObject({
  status: z.enum(['open', 'decided'], { error: 'validation.invalid' }).optional(),
  cursor: zIdText.optional(),
});
export type TReportQueueQuery = z.infer<typeof ZReportQueueQuery>;

/** POST /api2/report/decide */
export const ZReportDecide = z.strictObject({
  reportId: zId,
  decision: z.enum(REPORT_DECISIONS, { error: 'validation.invalid' }),
});
export type TReportDecide = z.infer<typeof ZReportDecide>;

/** POST /api2/report/restore: puts back what the report hid. */
export const ZReportRestore = z.strictObject({ reportId: zId });
export type TReportRestore = z.infer<typeof ZReportRestore>;

/** GET /api2/magazine/reports?magazineUserId=&status=open|decided&cursor= */
export const ZMagazineReportsQuery = z.strictObject({
  magazineUserId: zUserIdText,
  status: z.enum(['open', 'decided'], { error: 'validation.invalid' }).optional(),
  cursor: zIdText.optional(),
});
export type TMagazineReportsQuery = z.infer<typeof ZMagazineReportsQuery>;

/** GET /api2/admin/newsletter */
export const ZNewsletterQuery = z.strictObject({});

/** GET /api2/admin/newsletter/issue?lang=: the coming issue, previewed in that language (the viewer's). */
export const ZNewsletterIssueQuery = z.strictObject({ lang: zUiLanguage.optional() });

const zIntro = plainText(NEWSLETTER.introMax).optional();

/** POST /api2/admin/newsletter/issue: the editor's notes (empty: none in that language), the picture's description. */
export const ZNewsletterIssueSave = z.strictObject({
  intros: z.strictObject({ en: zIntro, tw: zIntro, cn: zIntro, in: zIntro } satisfies Record<
    UiLanguage,
    unknown
  >),
  headerImageAlt: plainText(NEWSLETTER.headerAltMax).optional(),
});
export type TNewsletterIssueSave = z.infer<typeof ZNewsletterIssueSave>;

/** POST /dev/newsletter/run (development only): the time the weekly job is run as at. */
export const ZNewsletterRunAt = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
});

/** POST /api2/admin/newsletter/test: the coming issue to the viewer's own address, in that language. */
export const ZNewsletterTest = z.strictObject({ lang: zUiLanguage });

/** GET /api2/admin/audit?cursor= */
export const ZAuditQuery = z.strictObject({ cursor: zIdText.optional() });

/** GET /api2/admin/rights */
export const ZAdminRightsQuery = z.strictObject({});

/** POST /api2/admin/rights: the whole list a person holds from now on (empty: no longer an admin). */
export const ZRightsGrant = z.strictObject({
  userId: zId,
  rights: z
    .array(z.enum(ACCESS_RIGHTS, { error: 'validation.invalid' }))
    .max(ACCESS_RIGHTS.length, 'validation.too.long'),
});
export type TRightsGrant = z.infer<typeof ZRightsGrant>;

/** POST /api2/admin/special: put a person on the special-handling list, or take them off. */
export const ZSpecialAccount = z.strictObject({
  userId: zId,
  special: z.boolean({ error: 'validation.invalid' }),
});
export type TSpecialAccount = z.infer<typeof ZSpecialAccount>;

/** GET /api2/admin/people?q= (name, username or email; empty: the newest people). */
export const ZPeopleQuery = z.strictObject({ q: plainText(ADMIN_LIMITS.searchMax).optional() });

/** POST /api2/admin/people/suspend */
export const ZSuspend = z.strictObject({
  userId: zId,
  suspended: z.boolean({ error: 'validation.invalid' }),
});
export type TSuspend = z.infer<typeof ZSuspend>;

/** GET /api2/admin/topics?q= */
export const ZTopicsQuery = z.strictObject({ q: plainText(ADMIN_LIMITS.searchMax).optional() });

/** POST /api2/admin/topic/rename */
/** SPEC §5 'Topic title must not be too long', said with SPEC §8's 'Title too long'. */
const zTopicTitle = plainText(ADMIN_LIMITS.topicTitleMax * 2)
  .pipe(z.string().min(1, 'validation.required'))
  .pipe(z.string().max(ADMIN_LIMITS.topicTitleMax, 'validation.title.too.long'));
export const ZTopicRename = z.strictObject({ topicId: zId, title: zTopicTitle });
export type TTopicRename = z.infer<typeof ZTopicRename>;

/** POST /api2/admin/topic/merge: the topic goes into its master tag (its stories and followers move). */
export const ZTopicMerge = z.strictObject({ topicId: zId, masterTopicId: zId });
export type TTopicMerge = z.infer<typeof ZTopicMerge>;

/** POST /api2/admin/publisher/create: a tier-2 publisher (a profile that cannot sign in, no feed). */
export const ZTier2PublisherCreate = z.strictObject({
  /** An imported publisher's name: the server's 3–30 (DESIGN §4), with SPEC's server message. */
  username: zUsername,
  displayName: required(ADMIN_LIMITS.publisherNameMax),
  website: z
    .string({ error: 'validation.invalid' })
    .max(ADMIN_LIMITS.websiteMax, 'validation.too.long')
    .regex(/^https?:\/\/[^\s<>"']+$/, 'validation.invalid')
    .optional(),
});
export type TTier2PublisherCreate = z.infer<typeof ZTier2PublisherCreate>;
