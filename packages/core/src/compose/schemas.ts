import { z } from 'zod';
import { CONTENT_BODY_MAX, zContentFeedCursor, zIdText } from '../content/schemas.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { zFocalPoint, zUserIdNumber } from '../images/schemas.ts';
import { LIMITS } from '../limits.ts';
import { BYLINES } from '../magazines/editorial.ts';
import {
  COMPOSE_DESCRIPTION_MAX,
  COMPOSE_EXTRA_MAX_BYTES,
  COMPOSE_TOPICS_MAX,
  CURRENCIES,
  isComposableCtype,
  MY_POSTS_TABS,
  PHOTO_ALT_MAX,
  PREMIUM_PRICE_MAX_MINOR,
  PREMIUM_PRICE_MIN_MINOR,
  PREVIEW_CODE_PATTERN,
} from './rules.ts';

/** Requests of the compose API (/api2/compose/…). Ids in JSON bodies are real integers, never "7". */

const zId = zUserIdNumber;

/** A lone half of a surrogate pair: PostgreSQL would store U+FFFD instead, silently changing the text. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Text PostgreSQL stores exactly as sent: no NUL (text and jsonb refuse it), no lone surrogate. */
const storable = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** Deeper than any type part needs (a quiz is 4 levels). */
const EXTRA_MAX_DEPTH = 16;

/** Every key and string inside a JSON value is storable, and it is not absurdly deep. */
function storableJson(value: unknown, depth = 0): boolean {
  if (depth > EXTRA_MAX_DEPTH) return false;
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.every((item) => storableJson(item, depth + 1));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => storable(key) && storableJson(item, depth + 1));
  return true;
}

const text = () => z.string({ error: 'validation.invalid' }).refine(storable, 'validation.invalid');

/** A string PostgreSQL stores exactly as sent (no NUL, no lone surrogate), for other features' text. */
export const zStorableText = text;

/** SPEC §5 'Title shorter than 255', SPEC §8 'Title too long'. A draft may be untitled until published. */
export const zComposeTitle = text().trim().max(LIMITS.titleMax, 'validation.title.too.long');

/** A picture this site stored (/images/…), never a foreign address (those go through /api2/photo/external). */
export const zStoredImagePath = text()
  .max(300, 'validation.invalid')
  .regex(/^\/images\/[A-Za-z0-9/_-]+\.(?:jpg|gif)$/, 'validation.invalid');

/** A JSON object of bounded size: a draft's unfinished type-specific part. */
export const zDraftExtra = z
  .record(z.string().max(60), z.unknown())
  .refine((value) => storableJson(value), 'validation.invalid')
  .refine((value) => JSON.stringify(value).length <= COMPOSE_EXTRA_MAX_BYTES, 'validation.too.long');

/**
 * POST /api2/compose/save: creates a draft (no cgroupId) or saves one (autosave sends the whole
 * document each time). Saving a published content updates it live and is checked as a publish is.
 */
export const ZComposeSave = z.strictObject({
  cgroupId: zId.optional(),
  /**
   * The profile it appears under: the author's own (the default) or a magazine they may write for.
   * A published content keeps its publisher ('Field not updatable').
   */
  publisherId: zId.optional(),
  /**
   * Whose name it shows (magazines/editorial.ts BYLINES): 'publisher' puts a magazine's story under the
   * magazine's name alone (editor and up). Left out: a new draft is the author's; a save keeps it, and a
   * move to another publisher resets it.
   */
  byline: z.enum(BYLINES, { error: 'validation.invalid' }).optional(),
  ctype: z.number({ error: 'validation.invalid' }).int().refine(isComposableCtype, 'validation.invalid'),
  title: zComposeTitle,
  description: text().trim().max(COMPOSE_DESCRIPTION_MAX, 'validation.too.long').optional(),
  body: text().max(CONTENT_BODY_MAX, 'validation.too.long'),
  photoPath: zStoredImagePath.nullable().optional(),
  photoFocalPoint: zFocalPoint.nullable().optional(),
  /** The cover's text alternative (WCAG 1.1.1): optional, so a decorative cover can stay without one. */
  photoAlt: text().trim().max(PHOTO_ALT_MAX, 'validation.too.long').optional(),
  topicIds: z.array(zId).max(COMPOSE_TOPICS_MAX, 'validation.too.long'),
  lang: z.enum(UI_LANGUAGES, { error: 'validation.invalid' }),
  locationId: zId.nullable().optional(),
  extra: zDraftExtra,
  premium: z.boolean(),
  priceMinor: z
    .number()
    .int()
    .min(PREMIUM_PRICE_MIN_MINOR)
    .max(PREMIUM_PRICE_MAX_MINOR)
    .nullable()
    .optional(),
  currency: z.enum(CURRENCIES, { error: 'validation.invalid' }).nullable().optional(),
});
export type TComposeSave = z.infer<typeof ZComposeSave>;

/** POST /api2/compose/publish, /unpublish, /delete, /preview, /preview/revoke: {cgroupId}. */
export const ZComposeRef = z.strictObject({ cgroupId: zId });
export type TComposeRef = z.infer<typeof ZComposeRef>;

/** GET /api2/compose/document?cgroupId= */
export const ZComposeDocumentQuery = z.strictObject({ cgroupId: zIdText });

/** GET /api2/compose/mine?status=draft|published&cursor= */
export const ZMyPostsQuery = z.strictObject({
  status: z.enum(MY_POSTS_TABS, { error: 'validation.invalid' }).optional(),
  cursor: zContentFeedCursor.optional(),
});
export type TMyPostsQuery = z.infer<typeof ZMyPostsQuery>;

/** SPEC §2 /draft_preview.html?code={code}&lang={lang} */
export const ZDraftPreviewQuery = z.strictObject({
  code: text().regex(PREVIEW_CODE_PATTERN, 'validation.invalid'),
  lang: z.enum(UI_LANGUAGES).optional(),
});
