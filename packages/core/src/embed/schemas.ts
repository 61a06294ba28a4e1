import { z } from 'zod';
import { zContentFeedCursor, zIdText } from '../content/schemas.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { EMBED_PAGE_SIZE_MAX } from './options.ts';

/** Requests of the embed kit: the public feed JSON, the oEmbed provider and the single-story card. */

const text = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .max(max, 'validation.too.long')
    .refine((s) => !s.includes('\u0000'), 'validation.invalid');

/** A page size as query text: 1 to EMBED_PAGE_SIZE_MAX, digits only. */
const zPageSize = z
  .string({ error: 'validation.invalid' })
  .regex(/^[1-9]\d?$/, 'validation.invalid')
  .transform(Number)
  .refine((n) => n <= EMBED_PAGE_SIZE_MAX, 'validation.invalid');

/** GET /api2/embed/feed?userId=&pagesize=&lang=&q=&cursor= */
export const ZEmbedFeedQuery = z.strictObject({
  userId: zIdText,
  pagesize: zPageSize.optional(),
  lang: z.enum(UI_LANGUAGES, { error: 'validation.invalid' }).optional(),
  /** Words searched in titles and summaries (at most 100 characters). */
  q: text(100).optional(),
  cursor: zContentFeedCursor.optional(),
});
export type TEmbedFeedQuery = z.infer<typeof ZEmbedFeedQuery>;

/** A size in pixels as query text (oEmbed's maxwidth and maxheight). */
const zPixels = z
  .string({ error: 'validation.invalid' })
  .regex(/^[1-9]\d{0,4}$/, 'validation.invalid')
  .transform(Number);

/**
 * GET /oembed?url=&format=&maxwidth=&maxheight= (oembed.com §2.2). The format is read as text: a format
 * other than json is answered 501, as the oEmbed specification asks, not 400.
 */
export const ZOembedQuery = z.strictObject({
  url: text(2000).pipe(z.string().min(1, 'validation.required')),
  format: text(20).optional(),
  maxwidth: zPixels.optional(),
  maxheight: zPixels.optional(),
});
export type TOembedQuery = z.infer<typeof ZOembedQuery>;

/** GET /embed/story/{cgroupId}?theme=light|dark */
export const ZEmbedStoryParams = z.strictObject({ cgroupId: zIdText });
export const ZEmbedStoryQuery = z.strictObject({
  theme: z.enum(['light', 'dark'], { error: 'validation.invalid' }).optional(),
});

/** GET /js/ext/{file}: the embed script under its stable or its content-hashed name. */
export const ZEmbedScriptParams = z.strictObject({ file: text(80) });
export const ZEmbedNoQuery = z.strictObject({});
