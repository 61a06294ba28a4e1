import { describe, expect, it } from 'vitest';
import { isTutorialFinished, type KeyValueStore } from '../../lib/storage';
import { finishLocally, isFirstVisit, localProgress, markLocalStep, shouldOffer } from './tour-progress';

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('tour progress in client storage', () => {
  it("keeps a public visitor's steps per tour and the finished flag per tour", () => {
    const store = memoryStore();
    markLocalStep(store, null, 'reader', 'vote');
    markLocalStep(store, null, 'reader', 'vote');
    markLocalStep(store, null, 'writer', 'title');
    markLocalStep(store, 5, 'reader', 'save');
    expect(localProgress(store, null, 'reader')).toEqual({ steps: ['vote'], finished: false });
    expect(localProgress(store, null, 'writer')).toEqual({ steps: ['title'], finished: false });
    expect(localProgress(store, 5, 'reader')).toEqual({ steps: ['save'], finished: false });
    finishLocally(store, null, 'reader');
    expect(localProgress(store, null, 'reader').finished).toBe(true);
    expect(localProgress(store, null, 'writer').finished).toBe(false);
    expect(localProgress(store, 5, 'reader').finished).toBe(false);
    finishLocally(store, 5, 'writer');
    expect(isTutorialFinished(store, 5, 'writer')).toBe(true);
    expect(isTutorialFinished(store, null, 'writer')).toBe(false);
  });

  it('answers the first visit once per browser and keeps the answer for the session', () => {
    const store = memoryStore();
    const session = memoryStore();
    expect(isFirstVisit(store, session, null)).toBe(true);
    expect(isFirstVisit(store, session, null)).toBe(true);
    expect(isFirstVisit(store, session, 9)).toBe(true);
    expect(JSON.parse(store.getItem('visitedBefore') ?? '')).toEqual({ public: true, 9: true });
    // A later browser session: visited before.
    const later = memoryStore();
    expect(isFirstVisit(store, later, null)).toBe(false);
    expect(isFirstVisit(store, later, 9)).toBe(false);
    expect(isFirstVisit(store, later, 10)).toBe(true);
  });

  it('offers the reader tour on a first visit or when started, the writer tour until finished', () => {
    const fresh = { steps: [], finished: false };
    expect(shouldOffer('reader', fresh, true)).toBe(true);
    expect(shouldOffer('reader', fresh, false)).toBe(false);
    expect(shouldOffer('reader', { steps: ['vote'], finished: false }, false)).toBe(true);
    expect(shouldOffer('reader', { steps: ['vote'], finished: true }, true)).toBe(false);
    expect(shouldOffer('reader', { steps: ['vote', 'save', 'follow'], finished: false }, true)).toBe(false);
    expect(shouldOffer('writer', fresh, false)).toBe(true);
  });
});
