import { describe, expect, it } from 'vitest';
import { issueDueIn, isTimeZone, wallClockIn } from './newsletter.ts';

describe("the newsletter in each reader's time zone", () => {
  // Friday 4 December 2026, 17:00 UTC (ISO week 49).
  const fridayFivePmUtc = new Date('2026-12-04T17:00:00Z');

  it('reads the clock of a zone', () => {
    expect(wallClockIn(fridayFivePmUtc, 'Asia/Taipei').toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(wallClockIn(fridayFivePmUtc, 'America/New_York').toISOString()).toBe('2026-12-04T12:00:00.000Z');
    expect(wallClockIn(fridayFivePmUtc, 'UTC').toISOString()).toBe('2026-12-04T17:00:00.000Z');
  });

  it('is due from Friday 17:00 on the reader’s clock, for a day', () => {
    expect(issueDueIn(fridayFivePmUtc, 'UTC')).toBe('2026-W49');
    expect(issueDueIn(new Date('2026-12-04T16:59:59Z'), 'UTC')).toBeNull();
    expect(issueDueIn(new Date('2026-12-05T16:59:59Z'), 'UTC')).toBe('2026-W49');
    expect(issueDueIn(new Date('2026-12-05T17:00:00Z'), 'UTC')).toBeNull();
    // Taipei (UTC+8) reaches Friday 17:00 at 09:00 UTC; New York (UTC−5) at 22:00 UTC.
    expect(issueDueIn(new Date('2026-12-04T09:00:00Z'), 'Asia/Taipei')).toBe('2026-W49');
    expect(issueDueIn(new Date('2026-12-04T08:59:00Z'), 'Asia/Taipei')).toBeNull();
    expect(issueDueIn(fridayFivePmUtc, 'America/New_York')).toBeNull();
    expect(issueDueIn(new Date('2026-12-04T22:00:00Z'), 'America/New_York')).toBe('2026-W49');
    // The farthest zones: Kiritimati (UTC+14) and Baker Island's (UTC−12).
    expect(issueDueIn(new Date('2026-12-04T03:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-W49');
    expect(issueDueIn(new Date('2026-12-05T05:00:00Z'), 'Etc/GMT+12')).toBe('2026-W49');
  });

  it('knows time zone names and refuses the rest', () => {
    for (const zone of ['UTC', 'Asia/Taipei', 'America/Argentina/Buenos_Aires', 'Etc/GMT+12'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'Asia/Taipei; drop', '../etc', 'x'.repeat(65), 7, null])
      expect(isTimeZone(zone), String(zone)).toBe(false);
  });
});
