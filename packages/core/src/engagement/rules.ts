import type { TFollow } from './schemas.ts';

/*
 * Votes, follows and read events as the buttons use them, apart from the zod schemas so that every page
 * with a follow or vote button does not download zod.
 */

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

export type FollowTargetKind = 'user' | 'topic' | 'location';

/** The body that follows or unfollows a target, as the follow button sends it. */
export function followBodyOf(target: { kind: FollowTargetKind; id: number }): TFollow {
  if (target.kind === 'topic') return { topicId: target.id };
  if (target.kind === 'location') return { locationId: target.id };
  return { targetUserId: target.id };
}

export type FollowAnswer = { following: boolean; followerCount: number };

/** The window event fired when a content becomes read on this page (SPEC §4: a change event). */
export const READ_EVENT = 'masthead:read';
export type ReadEventDetail = { cgroupId: number };
