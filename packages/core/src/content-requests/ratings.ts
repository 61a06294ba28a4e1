import { z } from 'zod';
import { CURRENCIES, type Currency } from '../compose/rules.ts';
import type { ProfileRef } from '../content/types.ts';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import { CONTENT_REQUEST_FEE_LIMITS } from './rules.ts';
import type { ContentRequestStatus } from './statuses.ts';
import type { ContentRequestParty } from './workflow.ts';

/**
 * After the work: both parties rate each other once the request is paid (the end of the journey), and
 * a creator's profile says whether they take requests, from which fee. A profile shows the ratings it
 * received and its count of completed requests (issue 20).
 */

/** Stars of a rating: 1 to 5. */
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
/** A rating's optional words, plain text. */
export const RATING_COMMENT_MAX = 500;

/** A request is rated once it is paid: the work accepted and the creator paid. */
export const RATABLE_STATUSES = ['paid'] as const satisfies readonly ContentRequestStatus[];

/** Statuses that count as a completed request on a profile (SPEC §4's 'Complete', and paid). */
export const COMPLETED_STATUSES = [
  'submission_accepted',
  'paid',
] as const satisfies readonly ContentRequestStatus[];

/** Why a rating is refused; each has its translated message (`error.contentRequest.{reason}`). */
export type RatingRefusal = 'not-party' | 'wrong-status' | 'already-rated';

/**
 * May this party rate the other now? Each party rates once, the requester the creator and the creator
 * the requester, and only when the request is paid. Strangers never.
 */
export function rateRefusal(
  status: ContentRequestStatus,
  party: ContentRequestParty,
  alreadyRated: boolean,
): RatingRefusal | null {
  if (party === 'stranger') return 'not-party';
  if (!(RATABLE_STATUSES as readonly ContentRequestStatus[]).includes(status)) return 'wrong-status';
  return alreadyRated ? 'already-rated' : null;
}

/** POST /api2/content-request/rate */
export const ZContentRequestRating = z.strictObject({
  id: zUserIdNumber,
  stars: z
    .number({ error: 'validation.contentRequests.stars' })
    .int('validation.contentRequests.stars')
    .min(RATING_STARS_MIN, 'validation.contentRequests.stars')
    .max(RATING_STARS_MAX, 'validation.contentRequests.stars'),
  comment: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(RATING_COMMENT_MAX, 'validation.too.long')
    .default(''),
});
export type TContentRequestRating = z.infer<typeof ZContentRequestRating>;

/** POST /api2/content-request/availability: whether the viewer takes requests, and from which fee. */
export const ZCreatorAvailability = z
  .strictObject({
    takesRequests: z.boolean({ error: 'validation.invalid' }),
    startingFeeMinor: z
      .number({ error: 'validation.contentRequests.fee' })
      .int('validation.contentRequests.fee')
      .positive('validation.contentRequests.fee')
      .nullable()
      .default(null),
    currency: z.enum(CURRENCIES, { error: 'validation.payments.currency' }).default('USD'),
  })
  .superRefine((value, ctx) => {
    if (value.startingFeeMinor === null) return;
    const limits = CONTENT_REQUEST_FEE_LIMITS[value.currency];
    if (value.startingFeeMinor < limits.minMinor || value.startingFeeMinor > limits.maxMinor)
      ctx.addIssue({ code: 'custom', path: ['startingFeeMinor'], message: 'validation.contentRequests.fee' });
  });
export type TCreatorAvailability = z.infer<typeof ZCreatorAvailability>;

/** GET /api2/content-request/profile-card */
export const ZContentRequestProfileCardQuery = z.strictObject({ userId: zUserIdText });

// ---- Answers ----

export type CreatorAvailability = {
  takesRequests: boolean;
  /** The fee a brief starts from, when the creator gives one. */
  startingFee: { feeMinor: number; currency: Currency } | null;
};

export type ContentRequestRatingView = {
  /** Who rated: the requester rates the creator, the creator the requester. */
  by: Exclude<ContentRequestParty, 'stranger'>;
  rater: ProfileRef;
  stars: number;
  comment: string;
  at: string;
};

/** What a profile shows of content requests. */
export type ContentRequestProfileCard = CreatorAvailability & {
  userId: number;
  /** Requests completed on either side (SPEC §4's 'Complete' or paid). */
  completed: number;
  /** The ratings this profile received: their average (one decimal) and count; null when none. */
  rating: { average: number; count: number } | null;
  /** The latest ratings received, with their words. */
  recent: ContentRequestRatingView[];
};

/** The average of stars, to one decimal. */
export const averageStars = (total: number, count: number) =>
  count === 0 ? 0 : Math.round((total / count) * 10) / 10;
