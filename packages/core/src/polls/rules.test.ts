import { describe, expect, it } from 'vitest';
import { isPollClosed, listOrder, pollPercentages } from './rules.ts';

describe('poll rules', () => {
  it('a poll closes at its closing time, never without one', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isPollClosed(undefined, now)).toBe(false);
    expect(isPollClosed('2026-11-22T11:59:59Z', now)).toBe(true);
    expect(isPollClosed('2026-11-22T12:00:00Z', now)).toBe(true);
    expect(isPollClosed('2026-11-22T20:00:01+08:00', now)).toBe(false);
    expect(isPollClosed('not a time', now)).toBe(false);
  });

  it('percentages are whole numbers and 0 before any vote', () => {
    expect(pollPercentages([0, 0], 0)).toEqual([0, 0]);
    expect(pollPercentages([1, 2], 3)).toEqual([33, 67]);
  });

  it('a votable list orders by votes, ties by position', () => {
    expect(listOrder([1, 3, 3, 0, 1])).toEqual([1, 2, 0, 4, 3]);
    expect(listOrder([])).toEqual([]);
  });
});
