import { z } from 'zod';
import { IMAGE_SIZES } from '../images/rules.ts';
import { zLocationType } from '../search/schemas.ts';
import { FEED_LAYOUTS } from './constants.ts';
import { ACTIVITY_TABS, CONNECTION_TABS } from './types.ts';

/**
 * Queries of the feeds API (all GET). Cursors are opaque to clients: base64url text the server wrote;
 * the server decodes and checks them again.
 */

export const FEED_CURSOR_MAX_LENGTH = 200;

export const zFeedCursor = z
  .string({ error: 'validation.invalid' })
  .max(FEED_CURSOR_MAX_LENGTH, 'validation.invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

export const zFeedLayout = z.enum(FEED_LAYOUTS, { error: 'validation.invalid' });

/** /api2/feed/home, /api2/feed/top, /api2/feed/vote-lists. */
export const ZFeedQuery = z.strictObject({ cursor: zFeedCursor.optional(), layout: zFeedLayout.optional() });
export type TFeedQuery = z.infer<typeof ZFeedQuery>;

/** Endpoints without paging. */
export const ZFeedsNoQuery = z.strictObject({});

export const ZActivityQuery = z.strictObject({
  tab: z.enum(ACTIVITY_TABS, { error: 'validation.invalid' }).optional(),
  cursor: zFeedCursor.optional(),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

export const ZConnectionsQuery = z.strictObject({
  tab: z.enum(CONNECTION_TABS, { error: 'validation.invalid' }).optional(),
  cursor: zFeedCursor.optional(),
});
export type TConnectionsQuery = z.infer<typeof ZConnectionsQuery>;

export const ZFeedsPagedQuery = z.strictObject({ cursor: zFeedCursor.optional() });

const placeName = z
  .string({ error: 'validation.invalid' })
  .max(100, 'validation.too.long')
  .refine((s) => !s.includes('\u0000'), 'validation.invalid');

/** A place by its SPEC §3 fields: country is the country code (ISO 3166-1 alpha-2). */
const place = {
  country: z.string({ error: 'validation.required' }).regex(/^[A-Za-z]{2}$/, 'validation.invalid'),
  state: placeName.optional(),
  city: placeName.optional(),
};

/**
 * SPEC §7 /api2/location/photo: country, state, city, size (default m); `type` (SPEC §5 location type)
 * names the level meant — country_name takes the country of a city's address — and must be one the
 * address names.
 */
export const ZLocationPhotoQuery = z
  .strictObject({
    ...place,
    size: z.enum(IMAGE_SIZES, { error: 'validation.invalid' }).optional(),
    type: zLocationType.optional(),
  })
  .refine(
    (query) =>
      (query.type !== 'city_name' || Boolean(query.city?.trim())) &&
      (query.type !== 'state_name' || Boolean(query.state?.trim())),
    { message: 'validation.location.type', path: ['type'] },
  );
export type TLocationPhotoQuery = z.infer<typeof ZLocationPhotoQuery>;

/** An id in a query string: digits only, 1 to 2^53 − 1. */
const zIdText = z
  .string({ error: 'validation.invalid' })
  .regex(/^[1-9]\d{0,15}$/, 'validation.invalid')
  .transform(Number)
  .refine(Number.isSafeInteger, 'validation.invalid');

/** A location's stories, optionally of one topic. */
export const ZLocationFeedQuery = z.strictObject({
  locationId: zIdText,
  topicId: zIdText.optional(),
  cursor: zFeedCursor.optional(),
});
export type TLocationFeedQuery = z.infer<typeof ZLocationFeedQuery>;
