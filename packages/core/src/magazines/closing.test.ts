import { describe, expect, it } from 'vitest';
import {
  CLOSE_UNDO_DAYS,
  finalClosingCutoff,
  isClosingFinal,
  reopenDeadline,
  reopenDecision,
} from './closing.ts';

const DAY = 24 * 60 * 60 * 1000;
const closedAt = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(closedAt.getTime() + ms);

describe('closing a magazine', () => {
  it(`can be undone for ${CLOSE_UNDO_DAYS} days, to the millisecond`, () => {
    expect(CLOSE_UNDO_DAYS).toBe(30);
    expect(reopenDeadline(closedAt).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(isClosingFinal(closedAt, closedAt)).toBe(false);
    expect(isClosingFinal(closedAt, later(30 * DAY - 1))).toBe(false);
    expect(isClosingFinal(closedAt, later(30 * DAY))).toBe(true);
    // The job's cutoff says the same: final exactly when closed at or before it.
    expect(finalClosingCutoff(later(30 * DAY)).getTime()).toBe(closedAt.getTime());
  });

  it.each([
    ['an open magazine', null, closedAt, { ok: false, reason: 'not-closed' }],
    ['just closed', closedAt, closedAt, { ok: true }],
    ['a day before the end', closedAt, later(29 * DAY), { ok: true }],
    ['the last millisecond', closedAt, later(30 * DAY - 1), { ok: true }],
    ['at the end', closedAt, later(30 * DAY), { ok: false, reason: 'final' }],
    ['a year later', closedAt, later(365 * DAY), { ok: false, reason: 'final' }],
  ] as const)('reopens %s: %j', (_label, closed, now, expected) => {
    expect(reopenDecision(closed, now)).toEqual(expected);
  });
});
