import { STORAGE_KEYS } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../lib/storage';
import { isMarkedRead, markAllRead, markRead, readMarksOf } from './magazine-read-marks';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
const note = (notificationId: number, minute: number) => ({ notificationId, createdAt: at(minute) });

describe("a member's local read marks of a magazine's notifications", () => {
  it('start with nothing read', () => {
    const marks = readMarksOf(memoryStore(), 1, 9);
    expect(isMarkedRead(marks, note(5, 1))).toBe(false);
  });

  it('mark opened ones, then everything up to the newest', () => {
    const store = memoryStore();
    markRead(store, 1, 9, [5]);
    let marks = readMarksOf(store, 1, 9);
    expect(isMarkedRead(marks, note(5, 1))).toBe(true);
    expect(isMarkedRead(marks, note(6, 2))).toBe(false);
    marks = markAllRead(store, 1, 9, at(3));
    expect(isMarkedRead(marks, note(6, 2))).toBe(true);
    expect(isMarkedRead(marks, note(7, 3))).toBe(true);
    expect(isMarkedRead(marks, note(8, 4))).toBe(false);
    // An older 'mark all' never moves the line back.
    expect(markAllRead(store, 1, 9, at(0)).upTo).toBe(at(3));
  });

  it("keep each member's and each magazine's apart", () => {
    const store = memoryStore();
    markRead(store, 1, 9, [5]);
    expect(readMarksOf(store, 2, 9).ids).toEqual([]);
    expect(readMarksOf(store, 1, 10).ids).toEqual([]);
  });

  it('survive what another version or a person left in storage, and stay small', () => {
    for (const junk of ['not json', '[]', '{"1:9": {"upTo": "soon", "ids": []}}', '{"1:9": 4}']) {
      const store = memoryStore({ [STORAGE_KEYS.magazineNotificationsRead]: junk });
      expect(readMarksOf(store, 1, 9)).toEqual({ upTo: null, ids: [] });
    }
    const store = memoryStore();
    markRead(
      store,
      1,
      9,
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
    expect(readMarksOf(store, 1, 9).ids).toHaveLength(200);
    for (let magazine = 1; magazine <= 80; magazine++) markRead(store, 1, magazine, [1]);
    const stored = JSON.parse(store.getItem(STORAGE_KEYS.magazineNotificationsRead) ?? '{}');
    expect(Object.keys(stored)).toHaveLength(50);
    expect(readMarksOf(store, 1, 80).ids).toEqual([1]);
  });
});
