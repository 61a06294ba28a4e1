import { z } from 'zod';
import { zCrop, zFocalPoint, zUploadedFile } from '../images/schemas.ts';
import { PHOTO_SEARCH_LIMITS, PHOTO_SOURCES, PHOTO_TITLE_MAX, PHOTO_URL_MAX } from './rules.ts';

/** Requests of the photos API (PHOTO_API), parsed on the server and reused by the forms. */

/** Text with no control character at all (a search word, an address, a title are one line). */
const line = () =>
  z
    .string({ error: 'validation.invalid' })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'validation.invalid');

const zBoundedInt = (max: number, fallback: number) =>
  z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(max, 'validation.invalid')
    .default(fallback);

/** POST /api2/photoSearch/still and /gif (SPEC §7): {q (1–100 characters), page (1–50), limit (1–30; 13 sent)}. */
export const ZPhotoSearch = z.strictObject({
  q: line()
    .max(PHOTO_SEARCH_LIMITS.queryMax * 4, 'validation.too.long')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'validation.required').max(PHOTO_SEARCH_LIMITS.queryMax, 'validation.too.long')),
  page: zBoundedInt(PHOTO_SEARCH_LIMITS.pageMax, 1),
  limit: zBoundedInt(PHOTO_SEARCH_LIMITS.limitMax, 13),
});
export type TPhotoSearch = z.input<typeof ZPhotoSearch>;

const zBoundedIntText = (max: number, fallback: number) =>
  z
    .string({ error: 'validation.invalid' })
    .regex(/^[1-9]\d{0,2}$/, 'validation.invalid')
    .transform(Number)
    .refine((n) => n <= max, 'validation.invalid')
    .default(fallback);

/** Issue 13: the site's own pictures, newest first, shown when the overlay opens (no query yet). A GET:
 * numbers arrive as text and are read from strict patterns. */
export const ZRecentPhotos = z.strictObject({
  kind: z.enum(['gif', 'img'], { error: 'validation.invalid' }),
  page: zBoundedIntText(PHOTO_SEARCH_LIMITS.pageMax, 1),
  limit: zBoundedIntText(PHOTO_SEARCH_LIMITS.limitMax, 13),
});

/** POST /api2/photo/upload (multipart): the `photo` file, an optional focal point 'x,y' and crop box. */
export const ZContentPhotoUpload = z.strictObject({
  photo: zUploadedFile,
  focalPoint: zFocalPoint.optional(),
  crop: zCrop.optional(),
});
export type TContentPhotoUpload = z.infer<typeof ZContentPhotoUpload>;

/**
 * POST /api2/photo/external: a search hit's `full` address and its source. A library path (/images/…)
 * comes back as stored; an outside service's image is fetched from that service's image host and stored.
 */
export const ZExternalPhoto = z.strictObject({
  url: line().min(1, 'validation.required').max(PHOTO_URL_MAX, 'validation.too.long'),
  source: z.enum(PHOTO_SOURCES, { error: 'validation.invalid' }),
  focalPoint: zFocalPoint.optional(),
  /** Kept with the image so that the site's own search can find it later. */
  title: line()
    .max(PHOTO_TITLE_MAX * 4, 'validation.too.long')
    .transform((s) => s.trim())
    .pipe(z.string().max(PHOTO_TITLE_MAX, 'validation.too.long'))
    .optional(),
});
export type TExternalPhoto = z.input<typeof ZExternalPhoto>;
