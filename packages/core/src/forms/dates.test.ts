import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZEventExtra, ZLiveQaExtra, ZPollExtra } from '../content/schemas.ts';
import {
  DATE_TEXT_FORMATS,
  daysInMonth,
  formatDateText,
  formatDateTimeText,
  formatTimeText,
  formatUtcOffset,
  isLaterIso,
  isoToWallClock,
  localDateTimeToIso,
  localUtcOffsetMinutes,
  normalizeDateInput,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
  toIsoWithOffset,
} from './dates.ts';

const dateArb = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map((d) => ({ ...d, day: (d.day % daysInMonth(d.year, d.month)) + 1 }));
const timeArb = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });
const offsetArb = fc.integer({ min: -14 * 60, max: 14 * 60 });

describe('SPEC §5 date formats', () => {
  it('names the three formats', () => {
    expect(DATE_TEXT_FORMATS).toEqual({ dateTime: 'YYYY-MM-DD HH:mm', date: 'YYYY-MM-DD', time: 'HH:mm' });
  });

  it('reads and writes each format', () => {
    expect(parseDateText('2026-12-05')).toEqual({ year: 2026, month: 12, day: 5 });
    expect(parseDateText(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseTimeText('07:30')).toEqual({ hour: 7, minute: 30 });
    expect(parseDateTimeText('2026-12-05 19:00')).toEqual({
      year: 2026,
      month: 12,
      day: 5,
      hour: 19,
      minute: 0,
    });
    expect(formatDateText({ year: 2026, month: 1, day: 9 })).toBe('2026-01-09');
    expect(formatTimeText({ hour: 0, minute: 5 })).toBe('00:05');
    expect(formatDateTimeText({ year: 2026, month: 1, day: 9, hour: 23, minute: 59 })).toBe(
      '2026-01-09 23:59',
    );
  });

  it.each([
    '2026-13-01',
    '2026-00-10',
    '2026-02-29',
    '2023-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-1-1',
    '26-01-01',
    '0999-01-01',
    '2026/01/01',
    '2026-01-01T00:00',
    '',
  ])('refuses the date %j', (text) => {
    expect(parseDateText(text)).toBeNull();
  });

  it.each(['24:00', '23:60', '7:30', '07:3', '07.30', '07:30:00', '', '-1:00'])(
    'refuses the time %j',
    (text) => {
      expect(parseTimeText(text)).toBeNull();
    },
  );

  it.each(['2026-12-05T19:00', '2026-12-05  19:00', '2026-12-05', '19:00', '2026-02-30 10:00'])(
    'refuses the date and time %j',
    (text) => {
      expect(parseDateTimeText(text)).toBeNull();
    },
  );

  it('round-trips every date, time and date-time', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(parseDateText(formatDateText(date))).toEqual(date);
      }),
    );
    fc.assert(
      fc.property(timeArb, (time) => {
        expect(parseTimeText(formatTimeText(time))).toEqual(time);
      }),
    );
    fc.assert(
      fc.property(dateArb, timeArb, (date, time) => {
        const value = { ...date, ...time };
        const text = formatDateTimeText(value);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
        expect(parseDateTimeText(text)).toEqual(value);
      }),
    );
  });

  it('formats back exactly the text it accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/), (text) => {
        const parsed = parseDateText(text);
        if (parsed) expect(formatDateText(parsed)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}:\d{2}$/), (text) => {
        const parsed = parseTimeText(text);
        if (parsed) expect(formatTimeText(parsed)).toBe(text);
      }),
    );
  });
});

describe('ISO times with an offset', () => {
  it('writes offsets as ISO does', () => {
    expect(formatUtcOffset(480)).toBe('+08:00');
    expect(formatUtcOffset(-330)).toBe('-05:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(345)).toBe('+05:45');
  });

  it('builds the times the schemas accept', () => {
    const iso = toIsoWithOffset({ year: 2026, month: 12, day: 5, hour: 19, minute: 0 }, 480);
    expect(iso).toBe('2026-12-05T19:00:00+08:00');
    expect(ZEventExtra.safeParse({ startsAt: iso, venue: 'Hall' }).success).toBe(true);
    expect(ZPollExtra.safeParse({ options: ['a', 'b'], closesAt: iso }).success).toBe(true);
    expect(ZLiveQaExtra.safeParse({ startsAt: iso, host: 'Mei' }).success).toBe(true);
  });

  it('round-trips a wall clock and its offset through ISO, and keeps the instant', () => {
    fc.assert(
      fc.property(dateArb, timeArb, offsetArb, (date, time, offset) => {
        const iso = toIsoWithOffset({ ...date, ...time }, offset);
        expect(ZEventExtra.safeParse({ startsAt: iso, venue: 'x' }).success).toBe(true);
        expect(isoToWallClock(iso)).toEqual({
          date: formatDateText(date),
          time: formatTimeText(time),
          offsetMinutes: offset,
        });
        if (date.year >= 1971) {
          const utc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute) - offset * 60_000;
          expect(Date.parse(iso)).toBe(utc);
        }
      }),
    );
  });

  it("converts the writer's local date and time with the local offset of that day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1980, max: 2100 }), dateArb, timeArb, (year, date, time) => {
        const value = { ...date, year, day: Math.min(date.day, daysInMonth(year, date.month)) };
        const iso = localDateTimeToIso(formatDateText(value), formatTimeText(time));
        expect(iso).not.toBeNull();
        const wall = isoToWallClock(iso ?? '');
        expect(wall?.date).toBe(formatDateText(value));
        expect(wall?.time).toBe(formatTimeText(time));
        expect(wall?.offsetMinutes).toBe(localUtcOffsetMinutes({ ...value, ...time }));
      }),
    );
    expect(localDateTimeToIso('2026-02-30', '10:00')).toBeNull();
    expect(localDateTimeToIso('2026-02-03', '')).toBeNull();
  });

  it('reads back Z and fractional seconds, and refuses other text', () => {
    expect(isoToWallClock('2026-12-05T19:00:00Z')).toEqual({
      date: '2026-12-05',
      time: '19:00',
      offsetMinutes: 0,
    });
    expect(isoToWallClock('2026-12-05T19:00:00.123-03:00')?.offsetMinutes).toBe(-180);
    expect(isoToWallClock('2026-12-05 19:00')).toBeNull();
    expect(isoToWallClock('2026-02-30T19:00:00Z')).toBeNull();
  });

  it('compares instants across offsets', () => {
    expect(isLaterIso('2026-12-05T19:00:00+08:00', '2026-12-05T12:00:01Z')).toBe(true);
    expect(isLaterIso('2026-12-05T19:00:00+08:00', '2026-12-05T11:00:00Z')).toBe(false);
    expect(isLaterIso('2026-12-05T19:00:00+08:00', 'nonsense')).toBe(false);
  });
});

describe('normalizeDateInput (typing help)', () => {
  it.each([
    ['date', '20261205', '2026-12-05'],
    ['date', '2026/12/5', '2026-12-05'],
    ['date', '2026.1.05', '2026-01-05'],
    ['date', ' 2026-12-05 ', '2026-12-05'],
    ['date', 'tomorrow', 'tomorrow'],
    ['time', '930', '09:30'],
    ['time', '9:30', '09:30'],
    ['time', '19.30', '19:30'],
    ['time', '1930', '19:30'],
    ['time', '19', '19:00'],
    ['time', '7', '07:00'],
    ['time', 'noon', 'noon'],
    ['dateTime', '202612051930', '2026-12-05 19:30'],
    ['dateTime', '2026/12/5 9:30', '2026-12-05 09:30'],
    ['dateTime', '2026-12-05T19:30', '2026-12-05 19:30'],
    ['dateTime', '2026-12-05', '2026-12-05'],
  ] as const)('%s %j → %j', (kind, text, expected) => {
    expect(normalizeDateInput(kind, text)).toBe(expected);
  });

  it('leaves text already in the format as it is', () => {
    fc.assert(
      fc.property(dateArb, timeArb, (date, time) => {
        expect(normalizeDateInput('date', formatDateText(date))).toBe(formatDateText(date));
        expect(normalizeDateInput('time', formatTimeText(time))).toBe(formatTimeText(time));
        const both = formatDateTimeText({ ...date, ...time });
        expect(normalizeDateInput('dateTime', both)).toBe(both);
      }),
    );
  });
});
