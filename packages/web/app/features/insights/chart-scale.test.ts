import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledDays, niceScale, shareOf } from './chart-scale';

describe('the value axis', () => {
  it('rounds the top up to an even step', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(17)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 50, 100] });
    expect(niceScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('always reaches the largest value, with at most about five gridlines above zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (largest) => {
        const { max, ticks } = niceScale(largest);
        expect(max).toBeGreaterThanOrEqual(largest);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBe(max);
        expect(ticks.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('day labels', () => {
  it('label every day of a week, and every week or half month counted back from today', () => {
    expect([...labelledDays(7)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(90).has(89)).toBe(true);
    expect(labelledDays(90).size).toBe(6);
  });

  it('says shares in whole percent', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(0, 0)).toBe(0);
  });
});
