import { z } from 'zod';
import { SOCIAL_COMMENT_PROVIDERS } from '../blogs/social-comments.ts';
import { LIMITS } from '../limits.ts';
import { CTYPE } from './types.ts';

/**
 * Requests of the content pages' API and the type-specific part (`extra`) of each content type. Query
 * strings arrive as text, so numbers are read from strict patterns, never coerced (DESIGN §7).
 */

/** Text that never carries a NUL byte (PostgreSQL refuses it in text columns). */
const text = () =>
  z.string({ error: 'validation.invalid' }).refine((s) => !s.includes('\u0000'), 'validation.invalid');

/** An id in a query or path: 1 to 2^53 − 1, digits only ("07", "1e3", " 7" are refused). */
export const zIdText = z
  .string({ error: 'validation.required' })
  .regex(/^[1-9]\d{0,15}$/, 'validation.invalid')
  .transform(Number)
  .refine(Number.isSafeInteger, 'validation.invalid');

// ─── Feed cursors ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Where an endless list stopped: the last item's publishing time in microseconds (the database's
 * precision, so two stories in one millisecond are told apart) and its id. Keyset: stable under inserts.
 */
export type FeedCursor = { publishedAtUs: number; id: number };

/** Opaque to readers: two base-36 numbers. */
export const encodeFeedCursor = (cursor: FeedCursor) =>
  `${cursor.publishedAtUs.toString(36)}-${cursor.id.toString(36)}`;

const CURSOR_PATTERN = /^([0-9a-z]{1,11})-([0-9a-z]{1,11})$/;

export function decodeFeedCursor(value: string): FeedCursor | null {
  const match = CURSOR_PATTERN.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const publishedAtUs = Number.parseInt(match[1], 36);
  const id = Number.parseInt(match[2], 36);
  // Safe integers only: microseconds from 1970 up to the year 2255, ids up to 2^53 − 1.
  if (!Number.isSafeInteger(publishedAtUs) || !Number.isSafeInteger(id) || id < 1) return null;
  return { publishedAtUs, id };
}

export const zContentFeedCursor = z
  .string({ error: 'validation.invalid' })
  .max(30, 'validation.invalid')
  .transform((value, ctx) => {
    const cursor = decodeFeedCursor(value);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return cursor;
  });

/** A story body's sanitised HTML, in characters (a long read with its markup fits). */
export const CONTENT_BODY_MAX = 200_000;

/** Items in one page of a content list. */
export const CONTENT_FEED_PAGE_SIZE = 12;

/** GET /api2/topic/feed?topicId=&cursor=, and &userId= for one publisher's stories on the topic. */
export const ZTopicFeedQuery = z.strictObject({
  topicId: zIdText,
  userId: zIdText.optional(),
  cursor: zContentFeedCursor.optional(),
});
export type TTopicFeedQuery = z.infer<typeof ZTopicFeedQuery>;

/** GET /api2/profile/content?userId=&cursor=, and &magazineUserId= for a writer's stories in one magazine. */
/** A page of a profile's feed may be shorter than the default: SPEC §9's main feed limit of its layout. */
const zFeedLimit = z
  .string({ error: 'validation.invalid' })
  .regex(/^[1-9]\d?$/, 'validation.invalid')
  .transform(Number)
  .refine((n) => n <= CONTENT_FEED_PAGE_SIZE, 'validation.invalid');

export const ZProfileContentQuery = z.strictObject({
  userId: zIdText,
  magazineUserId: zIdText.optional(),
  cursor: zContentFeedCursor.optional(),
  limit: zFeedLimit.optional(),
});
export type TProfileContentQuery = z.infer<typeof ZProfileContentQuery>;

/** GET /api2/entity/feed?entityId=&cursor= */
export const ZEntityFeedQuery = z.strictObject({ entityId: zIdText, cursor: zContentFeedCursor.optional() });
export type TEntityFeedQuery = z.infer<typeof ZEntityFeedQuery>;

/** GET /api2/quiz/feed?cursor= (the quiz directory) */
export const ZQuizFeedQuery = z.strictObject({ cursor: zContentFeedCursor.optional() });
export type TQuizFeedQuery = z.infer<typeof ZQuizFeedQuery>;

/** GET /api2/content/page?cgroupId= */
export const ZContentPageQuery = z.strictObject({ cgroupId: zIdText });
export type TContentPageQuery = z.infer<typeof ZContentPageQuery>;

/** A topic title as it arrives in an address, encoded (SPEC §5); bounded well above 100 characters × tokens. */
export const zEncodedTopicTitle = text().min(1, 'validation.required').max(700, 'validation.too.long');

/** GET /api2/topic?topicId= or ?title= (one of them) */
export const ZTopicQuery = z
  .strictObject({ topicId: zIdText.optional(), title: zEncodedTopicTitle.optional() })
  .refine((query) => (query.topicId === undefined) !== (query.title === undefined), {
    message: 'validation.required',
    path: ['topicId'],
  });
export type TTopicQuery = z.infer<typeof ZTopicQuery>;

// ─── Type-specific parts (`extra`) ────────────────────────────────────────────────────────────────────

const shortText = (max: number) =>
  text().trim().min(1, 'validation.required').max(max, 'validation.too.long');
const optionalText = (max: number) => text().trim().max(max, 'validation.too.long').optional();
const zIsoTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });
const zWebAddress = text()
  .max(2000, 'validation.too.long')
  .regex(/^https?:\/\/[^\s]+$/i, 'validation.website.invalid');

/** ctype 101: when and where. */
export const ZEventExtra = z.strictObject({
  startsAt: zIsoTime,
  endsAt: zIsoTime.optional(),
  venue: shortText(200),
  address: optionalText(300),
  online: zWebAddress.optional(),
});

const zListItem = z.strictObject({
  title: shortText(LIMITS.titleMax),
  description: optionalText(1000),
  url: zWebAddress.optional(),
});

/** ctype 10 and 102: numbered items (a votable list's readers vote on them). */
export const ZListExtra = z.strictObject({ items: z.array(zListItem).max(100) });

/** ctype 11: questions with 2–6 options and the index of the right one. */
export const ZQuizExtra = z.strictObject({
  questions: z
    .array(
      z
        .strictObject({
          question: shortText(300),
          options: z.array(shortText(200)).min(2).max(6),
          answer: z.number().int().min(0).max(5),
          explanation: optionalText(500),
        })
        .refine((q) => q.answer < q.options.length, { message: 'validation.invalid', path: ['answer'] }),
    )
    .min(1)
    .max(50),
});

/** ctype 103: a small table. */
export const ZDatabaseExtra = z
  .strictObject({
    columns: z.array(shortText(100)).min(1).max(12),
    rows: z.array(z.array(text().max(500, 'validation.too.long')).max(12)).max(200),
  })
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), {
    message: 'validation.invalid',
    path: ['rows'],
  });

/** ctype 104: the choices (votes on them belong to the poll feature). */
export const ZPollExtra = z.strictObject({
  options: z.array(shortText(200)).min(2).max(10),
  closesAt: zIsoTime.optional(),
});

/** ctype 105: caption lines over the picture. */
export const ZMemeExtra = z.strictObject({ topText: optionalText(120), bottomText: optionalText(120) });

/** ctype 106: a published conversation. */
export const ZChatExtra = z.strictObject({
  messages: z
    .array(z.strictObject({ speaker: shortText(60), text: shortText(2000) }))
    .min(1)
    .max(200),
});

/** ctype 107: a live Q&A session and the questions answered so far. */
export const ZLiveQaExtra = z.strictObject({
  startsAt: zIsoTime,
  host: shortText(100),
  questions: z
    .array(z.strictObject({ question: shortText(500), answer: optionalText(4000) }))
    .max(200)
    .optional(),
});

/** ctype 108: a fundraiser, in integer minor units (DESIGN §2). */
export const ZDonateExtra = z.strictObject({
  goalMinor: z.number().int().positive().max(1e12),
  /** Ignored when shown: the raised total is the fundraiser's ledger balance (DESIGN §4). */
  raisedMinor: z.number().int().min(0).max(1e12).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'validation.invalid'),
});

/** ctype 5, a story imported from a blog: whether the post has comments on a social network (SPEC §9). */
export const ZExternalExtra = z.strictObject({ socialComments: z.enum(SOCIAL_COMMENT_PROVIDERS).optional() });

export type ContentExtra =
  | ({ kind: 'event' } & z.infer<typeof ZEventExtra>)
  | ({ kind: 'list' } & z.infer<typeof ZListExtra>)
  /** Readers never get a quiz's answers or explanations: the server scores (quizzes feature). */
  | { kind: 'quiz'; questions: { question: string; options: string[] }[] }
  | ({ kind: 'database' } & z.infer<typeof ZDatabaseExtra>)
  | ({ kind: 'poll' } & z.infer<typeof ZPollExtra>)
  | ({ kind: 'meme' } & z.infer<typeof ZMemeExtra>)
  | ({ kind: 'chat' } & z.infer<typeof ZChatExtra>)
  | ({ kind: 'liveQa' } & z.infer<typeof ZLiveQaExtra>)
  | ({ kind: 'donate' } & z.infer<typeof ZDonateExtra>)
  | ({ kind: 'external' } & z.infer<typeof ZExternalExtra>)
  | { kind: 'none' };

const EXTRA_SCHEMAS: Partial<Record<number, [ContentExtra['kind'], z.ZodType<object>]>> = {
  [CTYPE.event]: ['event', ZEventExtra],
  [CTYPE.list]: ['list', ZListExtra],
  [CTYPE.votableList]: ['list', ZListExtra],
  [CTYPE.quiz]: ['quiz', ZQuizExtra],
  [CTYPE.database]: ['database', ZDatabaseExtra],
  [CTYPE.poll]: ['poll', ZPollExtra],
  [CTYPE.meme]: ['meme', ZMemeExtra],
  [CTYPE.chat]: ['chat', ZChatExtra],
  [CTYPE.liveQa]: ['liveQa', ZLiveQaExtra],
  [CTYPE.donate]: ['donate', ZDonateExtra],
  [CTYPE.external]: ['external', ZExternalExtra],
};

/** The schema a content type's `extra` must pass when it is written, or null when the type has none. */
export const extraSchemaOf = (ctype: number) => EXTRA_SCHEMAS[ctype]?.[1] ?? null;

/**
 * The type-specific part of a stored content, checked again on the way out: a row that does not fit its
 * type's schema shows no extra part rather than a broken one.
 */
export function parseContentExtra(ctype: number, stored: unknown): ContentExtra {
  const entry = EXTRA_SCHEMAS[ctype];
  if (!entry) return { kind: 'none' };
  const result = entry[1].safeParse(stored);
  if (!result.success) return { kind: 'none' };
  if (entry[0] === 'quiz') {
    const { questions } = result.data as z.infer<typeof ZQuizExtra>;
    return { kind: 'quiz', questions: questions.map(({ question, options }) => ({ question, options })) };
  }
  return { kind: entry[0], ...result.data } as ContentExtra;
}
