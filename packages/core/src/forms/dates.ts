/**
 * SPEC §5 date formats (YYYY-MM-DD HH:mm, YYYY-MM-DD, HH:mm) as typed into forms, and the ISO times with
 * an offset that the event, poll and live Q&A schemas store ('2026-12-05T19:00:00+08:00').
 */

export const DATE_TEXT_FORMATS = {
  dateTime: 'YYYY-MM-DD HH:mm',
  date: 'YYYY-MM-DD',
  time: 'HH:mm',
} as const;

export type DateParts = { year: number; month: number; day: number };
export type TimeParts = { hour: number; minute: number };
export type DateTimeParts = DateParts & TimeParts;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/** 'YYYY-MM-DD' → a real calendar day (years 1000–9999), or null. Spaces around it are ignored. */
export function parseDateText(text: string): DateParts | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** 'HH:mm' on a 24-hour clock → hour and minute, or null. */
export function parseTimeText(text: string): TimeParts | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** 'YYYY-MM-DD HH:mm' → its parts, or null. */
export function parseDateTimeText(text: string): DateTimeParts | null {
  const match = DATE_TIME_PATTERN.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const date = parseDateText(match[1]);
  const time = parseTimeText(match[2]);
  return date && time ? { ...date, ...time } : null;
}

export const formatDateText = (date: DateParts) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

export const formatTimeText = (time: TimeParts) => `${pad(time.hour)}:${pad(time.minute)}`;

export const formatDateTimeText = (value: DateTimeParts) =>
  `${formatDateText(value)} ${formatTimeText(value)}`;

/** Minutes east of UTC as ISO writes them: 480 → '+08:00', -330 → '-05:30', 0 → '+00:00'. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(Math.trunc(offsetMinutes));
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A wall-clock time at a place with that offset, as the schemas store it: '2026-12-05T19:00:00+08:00'. */
export const toIsoWithOffset = (value: DateTimeParts, offsetMinutes: number) =>
  `${formatDateText(value)}T${formatTimeText(value)}:00${formatUtcOffset(offsetMinutes)}`;

/**
 * The offset of the time zone this code runs in (the writer's browser) at that wall-clock time, in minutes
 * east of UTC: summer time is taken into account for the day itself.
 */
export function localUtcOffsetMinutes(value: DateTimeParts): number {
  const local = new Date(2000, 0, 1, value.hour, value.minute);
  local.setFullYear(value.year, value.month - 1, value.day);
  const offset = -local.getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}

/**
 * A date ('YYYY-MM-DD') and a time ('HH:mm') typed by the writer, in the writer's own time zone, as an
 * ISO time with that zone's offset; null when either is missing or not a real date or time.
 */
export function localDateTimeToIso(dateText: string, timeText: string): string | null {
  const date = parseDateText(dateText);
  const time = parseTimeText(timeText);
  if (!date || !time) return null;
  const value = { ...date, ...time };
  return toIsoWithOffset(value, localUtcOffsetMinutes(value));
}

const ISO_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO time with an offset read back as the wall clock it was written with (for editing it again):
 * the date and time texts and the offset in minutes east of UTC; null when it is not such a time.
 */
export function isoToWallClock(iso: string): { date: string; time: string; offsetMinutes: number } | null {
  const match = ISO_PATTERN.exec(iso);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if (!parseDateText(match[1]) || !parseTimeText(match[2])) return null;
  const zone = match[3];
  const offsetMinutes =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return { date: match[1], time: match[2], offsetMinutes: offsetMinutes === 0 ? 0 : offsetMinutes };
}

/** Whether the second ISO time is strictly later than the first (both with offsets). */
export function isLaterIso(first: string, second: string): boolean {
  const a = Date.parse(first);
  const b = Date.parse(second);
  return Number.isFinite(a) && Number.isFinite(b) && b > a;
}

export type DateInputKind = 'date' | 'time' | 'dateTime';

/**
 * Typing help, applied when a field is left: a date, time or date-time written with other separators
 * or without them is put into SPEC's format ('20261205' or '2026/12/5' → '2026-12-05', '930' or '9.30'
 * → '09:30', '19' → '19:00'). Anything else comes back trimmed, for the field to report.
 */
export function normalizeDateInput(kind: DateInputKind, text: string): string {
  const value = text.trim();
  if (kind === 'date') {
    const match =
      /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
    return match ? `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}` : value;
  }
  if (kind === 'time') {
    const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(value);
    return match ? `${match[1]?.padStart(2, '0')}:${match[2] ?? '00'}` : value;
  }
  const digits = /^(\d{8})(\d{4})$/.exec(value);
  if (digits?.[1] && digits[2]) {
    return `${normalizeDateInput('date', digits[1])} ${normalizeDateInput('time', digits[2])}`;
  }
  const parts = value.split(/\s+|T/);
  if (parts.length !== 2 || !parts[0] || !parts[1]) return value;
  return `${normalizeDateInput('date', parts[0])} ${normalizeDateInput('time', parts[1])}`;
}
