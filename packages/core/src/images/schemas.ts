import { z } from 'zod';
import { parseCrop, parseFocalPoint, UPLOAD_FILE_FIELD } from './rules.ts';

/**
 * Requests of the photo and cover uploads (SPEC §7). Multipart fields and query strings arrive as text,
 * so numbers are parsed from strict patterns here rather than coerced.
 */

/** A user id written in a form field, query or path: 1 to 2^53 − 1, digits only. */
export const zUserIdText = z
  .string({ error: 'validation.required' })
  .regex(/^[1-9]\d{0,15}$/, 'validation.invalid')
  .transform(Number)
  .refine(Number.isSafeInteger, 'validation.invalid');

/** A user id in a JSON body: a real integer, never "7" or [8]. */
export const zUserIdNumber = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(Number.MAX_SAFE_INTEGER, 'validation.invalid');

/** 'x,y' percentages (SPEC §3); NaN, negatives, more than 100 or trailing parts are refused. */
export const zFocalPoint = z
  .string({ error: 'validation.invalid' })
  .max(30, 'validation.invalid')
  .transform((text, ctx) => {
    const point = parseFocalPoint(text);
    if (!point) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return point;
  });

/** 'left,top,width,height' in pixels of the upright image; whether it fits is checked on the image. */
export const zCrop = z
  .string({ error: 'validation.invalid' })
  .max(30, 'validation.invalid')
  .transform((text, ctx) => {
    const box = parseCrop(text);
    if (!box) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return box;
  });

/** SPEC §7: delete=1 removes the picture instead of replacing it. */
export const zDeleteFlag = z
  .enum(['0', '1'], { error: 'validation.invalid' })
  .transform((flag) => flag === '1');

/** An uploaded file as the server hands it over after reading the multipart body (never from JSON). */
export type UploadedFile = { fileName: string; bytes: Uint8Array };

export const zUploadedFile = z.custom<UploadedFile>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).fileName === 'string' &&
    (value as UploadedFile).bytes instanceof Uint8Array,
  'validation.invalid',
);

/** Either a new picture or delete=1, never both and never neither. */
export const pictureOrDelete = (
  value: { photo?: UploadedFile | null | undefined; delete?: boolean | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.delete && value.photo)
    ctx.addIssue({ code: 'custom', path: ['delete'], message: 'validation.invalid' });
  if (!value.delete && !value.photo)
    ctx.addIssue({ code: 'custom', path: [UPLOAD_FILE_FIELD], message: 'validation.required' });
};

/** POST /api2/account/photo (multipart): the `photo` file, or delete=1; an optional crop. */
export const ZPhotoUpload = z
  .strictObject({
    photo: zUploadedFile.nullish(),
    delete: zDeleteFlag.optional(),
    crop: zCrop.optional(),
  })
  .superRefine(pictureOrDelete);
export type TPhotoUpload = z.infer<typeof ZPhotoUpload>;

/** POST /api2/user/cover/update (multipart, SPEC §7): the `photo` file and userId, or delete=1. */
export const ZCoverUpload = z
  .strictObject({
    photo: zUploadedFile.nullish(),
    userId: zUserIdText,
    delete: zDeleteFlag.optional(),
    crop: zCrop.optional(),
    focalPoint: zFocalPoint.optional(),
  })
  .superRefine(pictureOrDelete);
export type TCoverUpload = z.infer<typeof ZCoverUpload>;

/** GET /api2/admin/serverIp (SPEC's path for saving the cover focal point). */
export const ZCoverFocalPointQuery = z.strictObject({ userId: zUserIdText, focalPoint: zFocalPoint });
export type TCoverFocalPointQuery = z.infer<typeof ZCoverFocalPointQuery>;

/** The same call as a POST with a JSON body. */
export const ZCoverFocalPointBody = z.strictObject({ userId: zUserIdNumber, focalPoint: zFocalPoint });
export type TCoverFocalPointBody = z.infer<typeof ZCoverFocalPointBody>;

/** GET /images/user/{userId}/profile_bg.jpg */
export const ZProfileBgParams = z.strictObject({ userId: zUserIdText });

/** A cache-busting token pages may append to an image address. */
const zCacheBuster = z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'validation.invalid');

/** GET /images/…: a path may carry its focal point (SPEC §3), which the page applies, not the server. */
export const ZImageQuery = z.strictObject({ focalPoint: zFocalPoint.optional(), v: zCacheBuster.optional() });

/** GET /images/user/{userId}/profile_bg.jpg */
export const ZProfileBgQuery = z.strictObject({ v: zCacheBuster.optional() });
