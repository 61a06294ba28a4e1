import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CTYPE } from '../content/types.ts';
import {
  ACHIEVEMENT_KINDS,
  GENERAL_KINDS,
  ladderFor,
  publishedKind,
  REFERRER_READ_KINDS,
  referrerReadKind,
  userLevel,
} from './kinds.ts';
import {
  ACTION_LEVELS,
  levelFor,
  levelProgress,
  nextThreshold,
  READ_LEVELS,
  userLevelRank,
  userLevelTitle,
} from './levels.ts';

describe('SPEC §9 ladders', () => {
  it('keeps the read and action thresholds as written', () => {
    expect(READ_LEVELS).toEqual([
      0, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000, 500000, 1000000,
    ]);
    expect(ACTION_LEVELS).toEqual([0, 1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000]);
  });

  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [24, 1],
    [25, 2],
    [49, 2],
    [50, 3],
    [999_999, 15],
    [1_000_000, 16],
    [5_000_000, 16],
    [-3, 0],
  ])('read value %i is level %i', (value, level) => expect(levelFor(value, READ_LEVELS)).toBe(level));

  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [9, 2],
    [10, 3],
    [9999, 11],
    [10_000, 12],
    [10_001, 12],
  ])('action value %i is level %i', (value, level) => expect(levelFor(value, ACTION_LEVELS)).toBe(level));

  it('gives the next threshold, null at the top', () => {
    expect(nextThreshold(0, READ_LEVELS)).toBe(10);
    expect(nextThreshold(9, READ_LEVELS)).toBe(10);
    expect(nextThreshold(10, READ_LEVELS)).toBe(25);
    expect(nextThreshold(0, ACTION_LEVELS)).toBe(1);
    expect(nextThreshold(1_000_000, READ_LEVELS)).toBeNull();
    expect(nextThreshold(10_000, ACTION_LEVELS)).toBeNull();
  });

  it('measures progress from the level start to the next one', () => {
    expect(levelProgress(0, READ_LEVELS)).toEqual({ level: 0, threshold: 0, next: 10, fraction: 0 });
    expect(levelProgress(5, READ_LEVELS)).toEqual({ level: 0, threshold: 0, next: 10, fraction: 0.5 });
    expect(levelProgress(10, READ_LEVELS)).toEqual({ level: 1, threshold: 10, next: 25, fraction: 0 });
    expect(levelProgress(2_000_000, READ_LEVELS)).toEqual({
      level: 16,
      threshold: 1_000_000,
      next: null,
      fraction: 1,
    });
  });

  const ladders = fc.constantFrom(READ_LEVELS, ACTION_LEVELS);
  const values = fc.integer({ min: 0, max: 3_000_000 });

  it('property: the level never falls as the value grows, by at most one per step', () => {
    fc.assert(
      fc.property(ladders, values, (ladder, value) => {
        const here = levelFor(value, ladder);
        const after = levelFor(value + 1, ladder);
        expect(after - here).toBeGreaterThanOrEqual(0);
        expect(after - here).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: a value sits between its level threshold and the next', () => {
    fc.assert(
      fc.property(ladders, values, (ladder, value) => {
        const { level, threshold, next, fraction } = levelProgress(value, ladder);
        expect(ladder[level]).toBe(threshold);
        expect(value).toBeGreaterThanOrEqual(threshold);
        if (next !== null) expect(value).toBeLessThan(next);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: each threshold starts exactly its level', () => {
    for (const ladder of [READ_LEVELS, ACTION_LEVELS]) {
      ladder.forEach((threshold, level) => {
        expect(levelFor(threshold, ladder)).toBe(level);
        if (threshold > 0) expect(levelFor(threshold - 1, ladder)).toBe(level - 1);
      });
    }
  });
});

describe('SPEC §9 user level titles', () => {
  it.each([
    [1, 'Masthead Starter'],
    [5, 'Masthead Starter'],
    [6, 'Masthead Publisher'],
    [20, 'Masthead Publisher'],
    [21, 'Masthead Hacker'],
    [0, 'Masthead Hacker'],
    [65, 'Masthead Hacker'],
  ])('level %i is %s', (level, title) => expect(userLevelTitle(level)).toBe(title));

  it('property: every integer level has exactly one rank', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), (level) => {
        const rank = userLevelRank(level);
        expect(rank === 'starter').toBe(level >= 1 && level <= 5);
        expect(rank === 'publisher').toBe(level >= 6 && level <= 20);
      }),
    );
  });
});

describe('achievement kinds', () => {
  it('names a read counter for each referrer kind 4–12 and none for 1–3', () => {
    expect(Object.keys(REFERRER_READ_KINDS).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const code of [1, 2, 3, 0, 13, -1]) expect(referrerReadKind(code)).toBeNull();
    expect(referrerReadKind(4)).toBe('socialNetworkRead');
    expect(referrerReadKind(12)).toBe('professionalNetworkRead');
    expect(new Set(ACHIEVEMENT_KINDS).size).toBe(ACHIEVEMENT_KINDS.length);
    expect(GENERAL_KINDS).toContain('totalRead');
    expect(GENERAL_KINDS).toContain('frontPageTop10');
  });

  it('puts reads on the read ladder and actions on the action ladder', () => {
    expect(ladderFor('totalRead')).toBe(READ_LEVELS);
    expect(ladderFor('topicRead')).toBe(READ_LEVELS);
    expect(ladderFor('microblogRead')).toBe(READ_LEVELS);
    for (const kind of ['posts', 'lists', 'quizzes', 'frontPageTop10'] as const)
      expect(ladderFor(kind)).toBe(ACTION_LEVELS);
  });

  it('maps published content types to posts, lists and quizzes', () => {
    expect(publishedKind(CTYPE.post)).toBe('posts');
    expect(publishedKind(CTYPE.postLegacy)).toBe('posts');
    expect(publishedKind(CTYPE.article)).toBe('posts');
    expect(publishedKind(CTYPE.list)).toBe('lists');
    expect(publishedKind(CTYPE.votableList)).toBe('lists');
    expect(publishedKind(CTYPE.quiz)).toBe('quizzes');
    expect(publishedKind(CTYPE.external)).toBeNull();
    expect(publishedKind(CTYPE.event)).toBeNull();
  });
});

describe('user level from achievements', () => {
  it('starts a new reader at level 1, a Starter', () => {
    expect(userLevel({})).toBe(1);
    expect(userLevelTitle(userLevel({}))).toBe('Masthead Starter');
  });

  it('adds the levels of totalRead and each publishing kind', () => {
    expect(userLevel({ totalRead: 10 })).toBe(2);
    expect(userLevel({ totalRead: 100, posts: 5 })).toBe(1 + 4 + 2);
    expect(userLevel({ totalRead: 250 })).toBe(6);
    expect(userLevelTitle(userLevel({ totalRead: 250 }))).toBe('Masthead Publisher');
  });

  it('ignores referrer counters and badges, which count the same reads again', () => {
    expect(userLevel({ totalRead: 10, socialNetworkRead: 10, topicRead: 1000 })).toBe(2);
  });

  it('reaches Hacker only with publishing as well as reading', () => {
    expect(userLevel({ totalRead: 1_000_000 })).toBe(17);
    expect(userLevelTitle(userLevel({ totalRead: 1_000_000, posts: 100, lists: 25 }))).toBe(
      'Masthead Hacker',
    );
  });

  it('property: never below 1 and never falls when a counter grows', () => {
    const kinds = fc.constantFrom('totalRead', 'posts', 'lists', 'quizzes', 'frontPageTop10');
    fc.assert(
      fc.property(fc.dictionary(kinds, fc.integer({ min: 0, max: 2_000_000 })), kinds, (values, kind) => {
        const before = userLevel(values);
        expect(before).toBeGreaterThanOrEqual(1);
        expect(userLevel({ ...values, [kind]: (values[kind] ?? 0) + 1 })).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
