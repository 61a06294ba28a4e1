import { describe, expect, it } from 'vitest';
import { nextSendAt, weekKey, weekSendAt, weekStart } from './newsletter.ts';

describe('newsletter weeks', () => {
  it('starts weeks on Monday and sends on Friday at 17:00 UTC', () => {
    const sunday = new Date('2026-11-29T04:00:00Z');
    expect(weekStart(sunday).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekSendAt(sunday).toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(nextSendAt(sunday).toISOString()).toBe('2026-12-04T17:00:00.000Z');
    expect(nextSendAt(new Date('2026-12-04T16:59:00Z')).toISOString()).toBe('2026-12-04T17:00:00.000Z');
  });

  it('names ISO weeks, across a year end', () => {
    expect(weekKey(new Date('2026-11-27T17:00:00Z'))).toBe('2026-W48');
    expect(weekKey(new Date('2021-01-01T12:00:00Z'))).toBe('2020-W53');
    expect(weekKey(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(weekKey(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });
});
