import { z } from 'zod';
import { REFERRER_MAX, REFERRER_MIN } from '../achievements/kinds.ts';

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

/** SPEC §4 other toggles: upvote, downvote, or remove either ('none'). */
export const VOTE_CHOICES = ['up', 'down', 'none'] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];

/** The stored value of a choice: 1 up, -1 down, 0 no vote (as ContentSummary.myVote). */
export type VoteValue = 1 | -1 | 0;
export const voteValueOf = (choice: VoteChoice): VoteValue =>
  choice === 'up' ? 1 : choice === 'down' ? -1 : 0;
export const voteChoiceOf = (value: VoteValue): VoteChoice =>
  value === 1 ? 'up' : value === -1 ? 'down' : 'none';

/** Pressing the button of the vote already given removes it (SPEC §4: remove upvote / remove downvote). */
export const nextVoteChoice = (current: VoteValue, pressed: 'up' | 'down'): VoteChoice =>
  voteChoiceOf(current) === pressed ? 'none' : pressed;

/** POST /api2/vote */
export const ZVote = z.strictObject({
  cgroupId: zRecordId,
  vote: z.enum(VOTE_CHOICES, { error: 'validation.invalid' }),
});
export type TVote = z.infer<typeof ZVote>;

export type VoteAnswer = { cgroupId: number; upvoteCount: number; downvoteCount: number; myVote: VoteValue };

/**
 * The counts a reader sees right after changing their vote, before the server answers (optimistic
 * update); the server's answer then replaces them.
 */
export function applyVote(
  state: { upvoteCount: number; downvoteCount: number; myVote: VoteValue },
  choice: VoteChoice,
): { upvoteCount: number; downvoteCount: number; myVote: VoteValue } {
  const next = voteValueOf(choice);
  const up = (next === 1 ? 1 : 0) - (state.myVote === 1 ? 1 : 0);
  const down = (next === -1 ? 1 : 0) - (state.myVote === -1 ? 1 : 0);
  return {
    upvoteCount: Math.max(0, state.upvoteCount + up),
    downvoteCount: Math.max(0, state.downvoteCount + down),
    myVote: next,
  };
}

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

export type FollowTargetKind = 'user' | 'topic' | 'location';

/** The one target of a parsed follow request. */
export function followTargetOf(input: TFollow): { kind: FollowTargetKind; id: number } {
  if (input.topicId !== undefined) return { kind: 'topic', id: input.topicId };
  if (input.locationId !== undefined) return { kind: 'location', id: input.locationId };
  return { kind: 'user', id: input.targetUserId as number };
}

/** The body that follows or unfollows a target, as the follow button sends it. */
export function followBodyOf(target: { kind: FollowTargetKind; id: number }): TFollow {
  if (target.kind === 'topic') return { topicId: target.id };
  if (target.kind === 'location') return { locationId: target.id };
  return { targetUserId: target.id };
}

export type FollowAnswer = { following: boolean; followerCount: number };

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

/** `read`: the viewer has now read it (false for guests); `firstRead`: this call recorded it. */
export type MarkReadAnswer = { read: boolean; firstRead: boolean };

/** POST /api2/comment/read/{cgroupId} */
export const ZCommentReadParams = z.strictObject({ cgroupId: zRecordIdText });
export const ZCommentRead = z.strictObject({
  userRead: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }),
});
export type TCommentRead = z.infer<typeof ZCommentRead>;
export type CommentReadAnswer = { cgroupId: number; userRead: 0 | 1 };

/** The window event fired when a content becomes read on this page (SPEC §4: a change event). */
export const READ_EVENT = 'masthead:read';
export type ReadEventDetail = { cgroupId: number };
