import { STORAGE_KEYS } from '@masthead/core';
import type { KeyValueStore } from '../../lib/storage';

/**
 * SPEC §4: a magazine's notifications are marked read locally. They are the whole team's, so what one
 * member has read is kept in that member's browser, per magazine: everything up to a time ('mark all
 * as read'), and the ones opened since, one by one.
 */
export type ReadMarks = { upTo: string | null; ids: number[] };

/** Single marks kept per magazine; older ones fall under the next 'mark all as read'. */
const MAX_IDS = 200;
/** Magazines remembered per browser. */
const MAX_ENTRIES = 50;

const NONE: ReadMarks = { upTo: null, ids: [] };

const entryKey = (viewerId: number, magazineUserId: number) => `${viewerId}:${magazineUserId}`;

const isMarks = (value: unknown): value is ReadMarks => {
  if (!value || typeof value !== 'object') return false;
  const { upTo, ids } = value as Record<string, unknown>;
  return (
    (upTo === null || (typeof upTo === 'string' && !Number.isNaN(Date.parse(upTo)))) &&
    Array.isArray(ids) &&
    ids.every((id) => Number.isSafeInteger(id))
  );
};

function readAll(store: KeyValueStore): Record<string, ReadMarks> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEYS.magazineNotificationsRead) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, marks]) => isMarks(marks))) as Record<
      string,
      ReadMarks
    >;
  } catch {
    return {};
  }
}

function write(store: KeyValueStore, viewerId: number, magazineUserId: number, marks: ReadMarks): ReadMarks {
  const key = entryKey(viewerId, magazineUserId);
  const { [key]: _replaced, ...others } = readAll(store);
  // The magazine just marked goes last; the oldest entries go first when there are too many.
  const kept = Object.entries(others).slice(-(MAX_ENTRIES - 1));
  const next = { upTo: marks.upTo, ids: marks.ids.slice(-MAX_IDS) };
  store.setItem(
    STORAGE_KEYS.magazineNotificationsRead,
    JSON.stringify(Object.fromEntries([...kept, [key, next]])),
  );
  return next;
}

export const readMarksOf = (store: KeyValueStore, viewerId: number, magazineUserId: number): ReadMarks =>
  readAll(store)[entryKey(viewerId, magazineUserId)] ?? NONE;

export const isMarkedRead = (marks: ReadMarks, notification: { notificationId: number; createdAt: string }) =>
  (marks.upTo !== null && Date.parse(notification.createdAt) <= Date.parse(marks.upTo)) ||
  marks.ids.includes(notification.notificationId);

/** Marks some notifications read (opened). */
export function markRead(store: KeyValueStore, viewerId: number, magazineUserId: number, ids: number[]) {
  const marks = readMarksOf(store, viewerId, magazineUserId);
  return write(store, viewerId, magazineUserId, { ...marks, ids: [...new Set([...marks.ids, ...ids])] });
}

/** Marks everything up to `upTo` (the newest notification's time) read. */
export function markAllRead(store: KeyValueStore, viewerId: number, magazineUserId: number, upTo: string) {
  const marks = readMarksOf(store, viewerId, magazineUserId);
  const later = marks.upTo !== null && Date.parse(marks.upTo) > Date.parse(upTo) ? marks.upTo : upTo;
  return write(store, viewerId, magazineUserId, { upTo: later, ids: [] });
}
