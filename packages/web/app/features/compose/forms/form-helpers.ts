import {
  CURRENCIES,
  type Currency,
  fromMinorUnits,
  isCurrency,
  isoToWallClock,
  localDateTimeToIso,
  normalizeDateInput,
  parseNumberInput,
  toMinorUnits,
} from '@masthead/core';

/**
 * Pure helpers of the content types' forms: rows that move, the conversions between what a writer
 * types and the `extra` each core schema wants. Tested without a browser (form-helpers.test.ts).
 */

export type Extra = Record<string, unknown>;

// ─── Reading an unfinished extra ─────────────────────────────────────────────────────────────────────────

/** A draft's extra is whatever was saved: read each part defensively. */
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const recordOf = (value: unknown): Extra =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Extra) : {};

/** Keeps only the text that says something: blank optional parts are left out of the extra. */
export const withText = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  (value.trim() === '' ? {} : { [key]: value.trim() }) as Partial<Record<K, string>>;

// ─── Rows ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Keys tell one row from another while rows move (React keys, focus after a move). Reading an extra
 * numbers its rows from 1, so the server's HTML and the browser's first render agree.
 */
export type KeySource = () => number;

export function keySource(): KeySource {
  let last = 0;
  return () => {
    last += 1;
    return last;
  };
}

export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as T);
  return next;
}

export const removeRow = <T>(rows: readonly T[], index: number): T[] => rows.filter((_, i) => i !== index);

export const replaceRow = <T>(rows: readonly T[], index: number, row: T): T[] =>
  rows.map((current, i) => (i === index ? row : current));

// ─── Quiz ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The right answer's index once option `removed` is gone (null when it was the right one). */
export function answerAfterRemoving(answer: number | null, removed: number): number | null {
  if (answer === null || answer === removed) return null;
  return answer > removed ? answer - 1 : answer;
}

// ─── Dates ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A time a writer edits as a date and a time, and the ISO time it was loaded with: unchanged texts keep
 * the stored time with its own offset (editing an event from another time zone does not move it); new
 * texts are read in the writer's own time zone.
 */
export type WallClockValue = { date: string; time: string; stored: string | null };

export function wallClockOf(iso: unknown): WallClockValue {
  const stored = typeof iso === 'string' ? iso : null;
  const wall = stored ? isoToWallClock(stored) : null;
  return wall ? { date: wall.date, time: wall.time, stored } : { date: '', time: '', stored: null };
}

/** The ISO time of a date and time typed in the form, or null while either is missing or malformed. */
export function isoOfWallClock(value: WallClockValue): string | null {
  // Read as the fields will put them when they are left ('20261205', '1930').
  const date = normalizeDateInput('date', value.date);
  const time = normalizeDateInput('time', value.time);
  if (value.stored) {
    const wall = isoToWallClock(value.stored);
    if (wall && wall.date === date && wall.time === time) return value.stored;
  }
  return localDateTimeToIso(date, time);
}

/** '+08:00'-style name of the writer's time zone now, e.g. 'UTC+08:00' (browser only). */
export function localZoneLabel(now = new Date()): string {
  const offset = -now.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

// ─── Money ────────────────────────────────────────────────────────────────────────────────────────────────

/** The largest goal the schema takes, in minor units. */
export const GOAL_MINOR_MAX = 1e12;

export const currencyOr = (value: unknown, fallback: Currency = 'USD'): Currency =>
  typeof value === 'string' && isCurrency(value) ? value : fallback;

/** A goal typed in whole major units as integer minor units; null when empty or not a positive amount. */
export function goalMinorOf(major: number | null, currency: Currency): number | null {
  if (major === null || !Number.isFinite(major) || major <= 0) return null;
  return toMinorUnits(String(major), currency);
}

/** A stored goal in minor units back in major units for the form, or null. */
export function goalMajorOf(minor: unknown, currency: Currency): number | null {
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor <= 0) return null;
  return parseNumberInput(fromMinorUnits(minor, currency));
}

export const CURRENCY_CHOICES: readonly Currency[] = CURRENCIES;
