import { describe, expect, it } from 'vitest';
import { averageStars, rateRefusal, ZContentRequestRating, ZCreatorAvailability } from './ratings.ts';
import { deadlineReminderDue } from './rules.ts';
import { CONTENT_REQUEST_STATUSES } from './statuses.ts';
import { CONTENT_REQUEST_PARTIES } from './workflow.ts';

describe('content-request ratings', () => {
  it('lets each party rate once, only when paid; strangers never (every status × party)', () => {
    for (const status of CONTENT_REQUEST_STATUSES)
      for (const party of CONTENT_REQUEST_PARTIES)
        for (const rated of [false, true]) {
          const expected =
            party === 'stranger'
              ? 'not-party'
              : status !== 'paid'
                ? 'wrong-status'
                : rated
                  ? 'already-rated'
                  : null;
          expect(rateRefusal(status, party, rated), `${status} ${party} ${rated}`).toBe(expected);
        }
  });

  it('parses stars 1 to 5 and plain words, nothing else', () => {
    expect(ZContentRequestRating.parse({ id: 1, stars: 5 })).toEqual({ id: 1, stars: 5, comment: '' });
    for (const stars of [0, 6, 4.5, '3'])
      expect(ZContentRequestRating.safeParse({ id: 1, stars }).success, String(stars)).toBe(false);
    expect(ZContentRequestRating.safeParse({ id: 1, stars: 3, comment: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });

  it("keeps a starting fee within the currency's limits", () => {
    expect(ZCreatorAvailability.parse({ takesRequests: true })).toEqual({
      takesRequests: true,
      startingFeeMinor: null,
      currency: 'USD',
    });
    expect(ZCreatorAvailability.safeParse({ takesRequests: true, startingFeeMinor: 499 }).success).toBe(
      false,
    );
    expect(
      ZCreatorAvailability.safeParse({ takesRequests: true, startingFeeMinor: 15_000, currency: 'TWD' })
        .success,
    ).toBe(true);
  });

  it('averages to one decimal', () => {
    expect(averageStars(14, 3)).toBe(4.7);
    expect(averageStars(0, 0)).toBe(0);
  });
});

describe('deadline reminders', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
  it('are due once, within a day before the deadline, for work in progress only', () => {
    for (const status of CONTENT_REQUEST_STATUSES)
      expect(deadlineReminderDue({ status, deadline: hours(5), remindedAt: null }, now), status).toBe(
        status === 'request_accepted' || status === 'under_revision',
      );
    expect(
      deadlineReminderDue({ status: 'request_accepted', deadline: hours(25), remindedAt: null }, now),
    ).toBe(false);
    expect(
      deadlineReminderDue({ status: 'request_accepted', deadline: hours(24), remindedAt: null }, now),
    ).toBe(true);
    expect(
      deadlineReminderDue({ status: 'request_accepted', deadline: hours(-1), remindedAt: null }, now),
    ).toBe(false);
    expect(
      deadlineReminderDue({ status: 'request_accepted', deadline: hours(5), remindedAt: now }, now),
    ).toBe(false);
  });
});
