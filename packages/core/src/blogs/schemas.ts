/** Requests of the blogs API, parsed on the server and reused by the forms. */
import { z } from 'zod';
import { zIdText } from '../content/schemas.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { zUserIdNumber } from '../images/schemas.ts';
import { BLOG_LIMITS, BLOG_STATUSES, normalizeBlogUrl } from './rules.ts';

/** Ids in a JSON body are real integers (never "7" or [8]); in a query they are digits. */
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
    .refine((s) => !hasForbiddenControl(s), 'validation.invalid')
    .transform((s) => s.trim())
    .pipe(z.string().max(max, 'validation.too.long'));

/** A blog's address as typed: a bare host is taken as https; only public http(s) addresses. */
export const zBlogUrl = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
  .max(BLOG_LIMITS.urlMax, 'validation.too.long')
  .refine((s) => s.trim() !== '', 'validation.required')
  .transform((s, context) => {
    const url = normalizeBlogUrl(s);
    if (url === null) {
      context.addIssue({ code: 'custom', message: 'validation.blog.url' });
      return z.NEVER;
    }
    return url;
  });

/** POST /api2/blog/submit: a blog's address, the language of its stories and the topics to file them under. */
export const ZBlogSubmit = z.strictObject({
  url: zBlogUrl,
  lang: z.enum(UI_LANGUAGES, { error: 'validation.invalid' }).optional(),
  topicIds: z.array(zId).max(BLOG_LIMITS.topicsMax, 'validation.too.long').optional(),
});
export type TBlogSubmit = z.infer<typeof ZBlogSubmit>;

/** POST /api2/blog/cancel: the submitter withdraws a pending submission. */
export const ZBlogCancel = z.strictObject({ submissionId: zId });
export type TBlogCancel = z.infer<typeof ZBlogCancel>;

/** GET /api2/blog/mine */
export const ZBlogMineQuery = z.strictObject({});

/** GET /api2/admin/blogs?status=&cursor= (pending by default). */
export const ZAdminBlogsQuery = z.strictObject({
  status: z.enum(BLOG_STATUSES, { error: 'validation.invalid' }).optional(),
  cursor: zIdText.optional(),
});
export type TAdminBlogsQuery = z.infer<typeof ZAdminBlogsQuery>;

/** POST /api2/admin/blog/review: approve, or not approve with reasons (and whether to allow resubmission). */
export const ZBlogReview = z
  .strictObject({
    submissionId: zId,
    decision: z.enum(['approve', 'reject'], { error: 'validation.invalid' }),
    reasons: plainText(BLOG_LIMITS.reasonsMax).optional(),
    allowResubmit: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .superRefine((value, context) => {
    if (value.decision === 'reject' && !value.reasons)
      context.addIssue({ code: 'custom', path: ['reasons'], message: 'validation.blog.reasons.required' });
  });
export type TBlogReview = z.infer<typeof ZBlogReview>;

/** POST /api2/publisher/recommend: a publisher a reader would like to see here. */
export const ZPublisherRecommend = z.strictObject({
  url: zBlogUrl,
  note: plainText(BLOG_LIMITS.noteMax).optional(),
});
export type TPublisherRecommend = z.infer<typeof ZPublisherRecommend>;

/** GET /api2/admin/publisher/recommendations?cursor= */
export const ZRecommendationsQuery = z.strictObject({ cursor: zIdText.optional() });

/** POST /api2/admin/publisher/recommendation/dismiss and …/submit */
export const ZRecommendationRef = z.strictObject({ recommendationId: zId });
export type TRecommendationRef = z.infer<typeof ZRecommendationRef>;
