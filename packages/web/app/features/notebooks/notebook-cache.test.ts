import { STORAGE_KEYS } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../lib/storage';
import { readCachedNotebooks, updateCachedNotebook, writeCachedNotebooks } from './notebook-cache';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const entries = new Map(Object.entries(initial));
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

const book = (notebookId: number, name = `Book ${notebookId}`) => ({
  notebookId,
  name,
  description: '',
  photo: null,
});

describe('notebook cache (stored-data v5: keyed by notebookId)', () => {
  it('writes an object keyed by notebookId and reads it back newest first', () => {
    const store = memoryStore();
    writeCachedNotebooks(store, [book(2), book(9)]);
    expect(JSON.parse(store.getItem(STORAGE_KEYS.notebooks) ?? '')).toEqual({ 2: book(2), 9: book(9) });
    expect(readCachedNotebooks(store).map((n) => n.notebookId)).toEqual([9, 2]);
  });

  it('adds, renames and removes one notebook', () => {
    const store = memoryStore();
    writeCachedNotebooks(store, [book(1)]);
    updateCachedNotebook(store, book(3));
    updateCachedNotebook(store, book(1, 'Renamed'));
    expect(readCachedNotebooks(store)).toEqual([book(3), book(1, 'Renamed')]);
    updateCachedNotebook(store, book(3), true);
    expect(readCachedNotebooks(store)).toEqual([book(1, 'Renamed')]);
  });

  it('ignores broken or hostile stored data', () => {
    for (const raw of [
      'not json',
      '[1,2]',
      'null',
      '"x"',
      '{"1":{"notebookId":"1"}}',
      '{"a":{"notebookId":-1,"name":"x","description":"","photo":null}}',
    ]) {
      expect(readCachedNotebooks(memoryStore({ [STORAGE_KEYS.notebooks]: raw }))).toEqual([]);
    }
    const mixed = JSON.stringify({
      1: { ...book(1), extra: '<script>' },
      2: { notebookId: 2, name: 5 },
      __proto__: { notebookId: 3 },
    });
    expect(readCachedNotebooks(memoryStore({ [STORAGE_KEYS.notebooks]: mixed }))).toEqual([book(1)]);
  });
});
