import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyVote,
  followBodyOf,
  nextVoteChoice,
  type VoteValue,
  voteChoiceOf,
  voteValueOf,
} from './rules.ts';
import { followTargetOf, ZCommentRead, ZFollow, ZMarkRead, ZVote } from './schemas.ts';

describe('vote rules', () => {
  it('pressing the pressed button removes the vote; the other one switches', () => {
    expect(nextVoteChoice(0, 'up')).toBe('up');
    expect(nextVoteChoice(1, 'up')).toBe('none');
    expect(nextVoteChoice(1, 'down')).toBe('down');
    expect(nextVoteChoice(-1, 'down')).toBe('none');
    expect(nextVoteChoice(-1, 'up')).toBe('up');
  });

  it('choices and values round-trip', () => {
    for (const value of [1, -1, 0] as const) expect(voteValueOf(voteChoiceOf(value))).toBe(value);
  });

  it('applyVote keeps counts equal to the votes a reader holds', () => {
    const value = fc.constantFrom<VoteValue>(1, -1, 0);
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        value,
        fc.array(fc.constantFrom('up', 'down', 'none') as fc.Arbitrary<'up' | 'down' | 'none'>),
        (otherUp, otherDown, start, choices) => {
          let state = {
            upvoteCount: otherUp + (start === 1 ? 1 : 0),
            downvoteCount: otherDown + (start === -1 ? 1 : 0),
            myVote: start,
          };
          for (const choice of choices) state = applyVote(state, choice);
          expect(state.upvoteCount).toBe(otherUp + (state.myVote === 1 ? 1 : 0));
          expect(state.downvoteCount).toBe(otherDown + (state.myVote === -1 ? 1 : 0));
        },
      ),
    );
  });
});

describe('request schemas', () => {
  it('ZVote takes a real id and one of the three choices', () => {
    expect(ZVote.parse({ cgroupId: 7, vote: 'up' })).toEqual({ cgroupId: 7, vote: 'up' });
    for (const cgroupId of ['7', [8], 0, -1, 1.5, 2 ** 53, null])
      expect(ZVote.safeParse({ cgroupId, vote: 'up' }).success).toBe(false);
    expect(ZVote.safeParse({ cgroupId: 7, vote: 'sideways' }).success).toBe(false);
    expect(ZVote.safeParse({ cgroupId: 7, vote: 'up', extra: 1 }).success).toBe(false);
  });

  it('ZFollow takes exactly one target', () => {
    expect(followTargetOf(ZFollow.parse({ targetUserId: 3 }))).toEqual({ kind: 'user', id: 3 });
    expect(followTargetOf(ZFollow.parse({ topicId: 4 }))).toEqual({ kind: 'topic', id: 4 });
    expect(followTargetOf(ZFollow.parse({ locationId: 5 }))).toEqual({ kind: 'location', id: 5 });
    expect(ZFollow.safeParse({}).success).toBe(false);
    expect(ZFollow.safeParse({ targetUserId: 3, topicId: 4 }).success).toBe(false);
    expect(ZFollow.safeParse({ targetUserId: '3' }).success).toBe(false);
    for (const kind of ['user', 'topic', 'location'] as const)
      expect(followTargetOf(ZFollow.parse(followBodyOf({ kind, id: 9 })))).toEqual({ kind, id: 9 });
  });

  it('ZMarkRead bounds the referrer code and allows a guest userId 0', () => {
    expect(ZMarkRead.parse({ userId: 0, cgroupId: 1, subsection: 1 }).userId).toBe(0);
    expect(ZMarkRead.parse({ userId: 2, cgroupId: 1, subsection: 12, topicId: 0 }).topicId).toBe(0);
    for (const subsection of [0, 13, 1.5, '4'])
      expect(ZMarkRead.safeParse({ userId: 2, cgroupId: 1, subsection }).success).toBe(false);
    expect(ZMarkRead.safeParse({ userId: -1, cgroupId: 1, subsection: 1 }).success).toBe(false);
  });

  it('ZCommentRead takes 0 or 1', () => {
    expect(ZCommentRead.parse({ userRead: 1 })).toEqual({ userRead: 1 });
    for (const userRead of [2, '1', true, null])
      expect(ZCommentRead.safeParse({ userRead }).success).toBe(false);
  });
});
