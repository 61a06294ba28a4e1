import { z } from 'zod';
import { REFERRER_MAX, REFERRER_MIN } from '../achievements/kinds.ts';
import type { EarnedBadge } from '../achievements/schemas.ts';
import { type FollowTargetKind, VOTE_CHOICES } from './rules.ts';

/**
 * Requests and answers of votes, follows and read marking (SPEC §4, §7). One schema per request, used by
 * the route that parses it and the component that sends it. Messages are i18n keys.
 */

/** An id in a JSON body: a real integer 1 to 2^53 − 1, never "7" or [8]. */
export const zRecordId = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(Number.MAX_SAFE_INTEGER, 'validation.invalid');

/** An id in a path or query string: digits only, no sign, no leading zero, at most 2^53 − 1. */
export const zRecordIdText = z
  .string({ error: 'validation.required' })
  .regex(/^[1-9]\d{0,15}$/, 'validation.invalid')
  .transform(Number)
  .refine(Number.isSafeInteger, 'validation.invalid');

/** POST /api2/vote */
export const ZVote = z.strictObject({
  cgroupId: zRecordId,
  vote: z.enum(VOTE_CHOICES, { error: 'validation.invalid' }),
});
export type TVote = z.infer<typeof ZVote>;

/**
 * POST /api2/follow and /api2/unfollow: SPEC §7's {targetUserId} for a person or publisher, or {topicId},
 * or {locationId}; exactly one of them.
 */
export const ZFollow = z
  .strictObject({
    targetUserId: zRecordId.optional(),
    topicId: zRecordId.optional(),
    locationId: zRecordId.optional(),
  })
  .superRefine((value, ctx) => {
    const given = [value.targetUserId, value.topicId, value.locationId].filter((id) => id !== undefined);
    if (given.length === 0)
      ctx.addIssue({ code: 'custom', path: ['targetUserId'], message: 'validation.required' });
    if (given.length > 1) ctx.addIssue({ code: 'custom', path: ['_'], message: 'validation.invalid' });
  });
export type TFollow = z.infer<typeof ZFollow>;

/** The one target of a parsed follow request. */
export function followTargetOf(input: TFollow): { kind: FollowTargetKind; id: number } {
  if (input.topicId !== undefined) return { kind: 'topic', id: input.topicId };
  if (input.locationId !== undefined) return { kind: 'location', id: input.locationId };
  return { kind: 'user', id: input.targetUserId as number };
}

/**
 * POST /api2/ua/read (SPEC §7): userId (0 for a guest), cgroupId, subsection (the SPEC §3 referrer code)
 * and topicId (the topic the reader came through; 0 or absent for none).
 */
export const ZMarkRead = z.strictObject({
  userId: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(Number.MAX_SAFE_INTEGER, 'validation.invalid'),
  cgroupId: zRecordId,
  subsection: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(REFERRER_MIN, 'validation.invalid')
    .max(REFERRER_MAX, 'validation.invalid'),
  topicId: z.union([z.literal(0), zRecordId]).nullish(),
});
export type TMarkRead = z.infer<typeof ZMarkRead>;

/**
 * `read`: the viewer has now read it (false for guests); `firstRead`: this call recorded it; `earned`:
 * the badges this read earned or moved up a level (issue 13: the page says so with a toast).
 */
export type MarkReadAnswer = { read: boolean; firstRead: boolean; earned: EarnedBadge[] };

/** POST /api2/comment/read/{cgroupId} */
export const ZCommentReadParams = z.strictObject({ cgroupId: zRecordIdText });
export const ZCommentRead = z.strictObject({
  userRead: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }),
});
export type TCommentRead = z.infer<typeof ZCommentRead>;
export type CommentReadAnswer = { cgroupId: number; userRead: 0 | 1 };
