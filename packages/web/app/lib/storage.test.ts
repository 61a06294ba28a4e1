import { STORAGE_KEYS, STORED_DATA_VERSION } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import {
  addRecentPage,
  getRecentPages,
  getTutorialSteps,
  hasVisitedBefore,
  isTutorialFinished,
  type KeyValueStore,
  markTutorialStep,
  markVisited,
  migrateStore,
  parseCookies,
  RECENT_PAGES_MAX,
  rememberRecentPage,
  serializeCookie,
  setTutorialFinished,
  settleLanguage,
  snapshotStore,
  uiLanguageOfTag,
} from './storage';

/** Local storage's contract over a Map, so the rules run without a browser. */
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

describe('cookies', () => {
  it('parses a cookie header, decoding values and keeping the first of a repeated name', () => {
    expect(parseCookies('a=1; auth.previous.url=%2Fstory%2F1%3Fx%3D2; a=2; broken; empty=')).toEqual({
      a: '1',
      'auth.previous.url': '/story/1?x=2',
      empty: '',
    });
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(null)).toEqual({});
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(parseCookies('x=%E0%A4%A')).toEqual({ x: '%E0%A4%A' });
  });

  it('serializes with path, SameSite and a lifetime in seconds', () => {
    expect(serializeCookie('username', 'ada lovelace', { maxAgeMs: 31_536_000_000 })).toBe(
      'username=ada%20lovelace; Path=/; SameSite=Lax; Max-Age=31536000',
    );
    expect(serializeCookie('userLang', 'tw', { maxAgeMs: 31_536e6, secure: true })).toBe(
      'userLang=tw; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
    );
  });

  it('writes a session cookie without a lifetime and deletes with Max-Age=0', () => {
    expect(serializeCookie('auth.previous.url', '/a;b')).toBe(
      'auth.previous.url=%2Fa%3Bb; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('loginFailed', '', { maxAgeMs: 0 })).toBe(
      'loginFailed=; Path=/; SameSite=Lax; Max-Age=0',
    );
    expect(serializeCookie('x', '1', { maxAgeMs: -5 })).toContain('Max-Age=0');
  });
});

describe('migration on boot', () => {
  it('brings old stored data to version 5 and writes back only the changes', () => {
    const store = memoryStore({
      mh_recentPages: '["/a"]',
      recentTopic: 'x',
      tutorialStep: '3',
      notebooks: '[{"id":7,"title":"Reading"}]',
      untouched: 'keep',
    });
    migrateStore(store);
    expect(snapshotStore(store)).toEqual({
      [STORAGE_KEYS.recentPages]: '["/a"]',
      [STORAGE_KEYS.notebooks]: JSON.stringify({
        7: { notebookId: 7, name: 'Reading', description: '', photo: null },
      }),
      [STORAGE_KEYS.version]: String(STORED_DATA_VERSION),
      untouched: 'keep',
    });
  });

  it('leaves data already at version 5 alone', () => {
    const data = { [STORAGE_KEYS.version]: '5', recentTopic: 'stays' };
    const store = memoryStore(data);
    migrateStore(store);
    expect(snapshotStore(store)).toEqual(data);
  });

  it('marks an empty store as version 5', () => {
    const store = memoryStore();
    migrateStore(store);
    expect(snapshotStore(store)).toEqual({ [STORAGE_KEYS.version]: '5' });
  });
});

describe('recent pages', () => {
  it('keeps the last ten paths, most recent first, without repeats', () => {
    let pages: string[] = [];
    for (let index = 1; index <= 12; index++) pages = addRecentPage(pages, `/p/${index}`);
    expect(pages).toHaveLength(RECENT_PAGES_MAX);
    expect(pages[0]).toBe('/p/12');
    expect(pages.at(-1)).toBe('/p/3');
    expect(addRecentPage(pages, '/p/5').slice(0, 2)).toEqual(['/p/5', '/p/12']);
    expect(addRecentPage(pages, '/p/5')).toHaveLength(RECENT_PAGES_MAX);
  });

  it('stores the list and survives a damaged value', () => {
    const store = memoryStore({ [STORAGE_KEYS.recentPages]: '{not json' });
    expect(getRecentPages(store)).toEqual([]);
    rememberRecentPage(store, '/');
    rememberRecentPage(store, '/activity.html');
    expect(getRecentPages(store)).toEqual(['/activity.html', '/']);
    store.setItem(STORAGE_KEYS.recentPages, '[1,2]');
    expect(getRecentPages(store)).toEqual([]);
  });
});

describe('visited and tutorial flags', () => {
  it('keeps the visited-before flag per person and for public visitors', () => {
    const store = memoryStore();
    expect(hasVisitedBefore(store, null)).toBe(false);
    markVisited(store, null);
    expect(hasVisitedBefore(store, null)).toBe(true);
    expect(hasVisitedBefore(store, 42)).toBe(false);
    markVisited(store, 42);
    expect(hasVisitedBefore(store, 42)).toBe(true);
    expect(hasVisitedBefore(store, 43)).toBe(false);
  });

  it('reads a plain legacy visited value as a public visit', () => {
    const store = memoryStore({ [STORAGE_KEYS.visitedBefore]: '1' });
    expect(hasVisitedBefore(store, null)).toBe(true);
    expect(hasVisitedBefore(store, 42)).toBe(false);
    markVisited(store, 42);
    expect(hasVisitedBefore(store, null)).toBe(true);
    expect(hasVisitedBefore(store, 42)).toBe(true);
  });

  it('keeps tutorial steps and the finished flag apart for each person and for the public', () => {
    const store = memoryStore();
    markTutorialStep(store, null, 'follow');
    markTutorialStep(store, 7, 'compose');
    markTutorialStep(store, 7, 'compose');
    markTutorialStep(store, 7, 'switcher');
    markTutorialStep(store, 8, 'follow');
    expect(getTutorialSteps(store, null)).toEqual(['follow']);
    expect(getTutorialSteps(store, 7)).toEqual(['compose', 'switcher']);
    expect(getTutorialSteps(store, 8)).toEqual(['follow']);
    expect(store.getItem(STORAGE_KEYS.publicTutorialSteps)).toBe('["follow"]');

    setTutorialFinished(store, 7, 'writer');
    expect(isTutorialFinished(store, 7, 'writer')).toBe(true);
    expect(isTutorialFinished(store, 7, 'reader')).toBe(false);
    expect(isTutorialFinished(store, 8, 'writer')).toBe(false);
    expect(isTutorialFinished(store, null, 'writer')).toBe(false);
    setTutorialFinished(store, null, 'reader');
    setTutorialFinished(store, null, 'reader');
    expect(isTutorialFinished(store, null, 'reader')).toBe(true);
    expect(isTutorialFinished(store, null, 'writer')).toBe(false);
    expect(store.getItem(STORAGE_KEYS.publicTutorialFinished)).toBe('["reader"]');
    setTutorialFinished(store, 7, 'reader');
    expect(JSON.parse(store.getItem(STORAGE_KEYS.tutorialFinished) ?? '')).toEqual({
      7: ['writer', 'reader'],
    });
  });

  it('reads the earlier single finished flag as every tour finished', () => {
    const store = memoryStore({
      [STORAGE_KEYS.publicTutorialFinished]: 'true',
      [STORAGE_KEYS.tutorialFinished]: '{"7":true}',
    });
    expect(isTutorialFinished(store, null, 'reader')).toBe(true);
    expect(isTutorialFinished(store, 7, 'writer')).toBe(true);
    expect(isTutorialFinished(store, 8, 'writer')).toBe(false);
  });

  it('treats userId 0 or less as a public visitor (SPEC §6)', () => {
    const store = memoryStore();
    markTutorialStep(store, 0, 'intro');
    expect(getTutorialSteps(store, null)).toEqual(['intro']);
  });
});

describe('SPEC §7 userLang and defaultLang', () => {
  it('writes defaultLang once, from the language the site chose without a cookie', () => {
    const store = memoryStore();
    expect(settleLanguage(store, { pageLang: 'tw', cookieLang: null })).toBeNull();
    expect(store.getItem(STORAGE_KEYS.defaultLang)).toBe('tw');
    settleLanguage(store, { pageLang: 'cn', cookieLang: null });
    expect(store.getItem(STORAGE_KEYS.defaultLang)).toBe('tw');
  });

  it('does not take a language the reader picked (the cookie) for the default', () => {
    const store = memoryStore();
    expect(settleLanguage(store, { pageLang: 'in', cookieLang: 'in' })).toBeNull();
    expect(store.getItem(STORAGE_KEYS.defaultLang)).toBeNull();
  });

  it("restores the reader's pick when the cookie is gone and it differs from the default", () => {
    const store = memoryStore({ [STORAGE_KEYS.defaultLang]: 'en', [STORAGE_KEYS.userLang]: 'cn' });
    expect(settleLanguage(store, { pageLang: 'en', cookieLang: null })).toBe('cn');
    expect(settleLanguage(store, { pageLang: 'en', cookieLang: 'cn' })).toBeNull();
    const same = memoryStore({ [STORAGE_KEYS.defaultLang]: 'tw', [STORAGE_KEYS.userLang]: 'tw' });
    expect(settleLanguage(same, { pageLang: 'tw', cookieLang: null })).toBeNull();
    const broken = memoryStore({ [STORAGE_KEYS.defaultLang]: 'xx', [STORAGE_KEYS.userLang]: 'zz' });
    expect(settleLanguage(broken, { pageLang: 'en', cookieLang: 'qq' })).toBeNull();
    expect(broken.getItem(STORAGE_KEYS.defaultLang)).toBe('en');
  });

  it('reads the page language back from its html lang tag', () => {
    expect(uiLanguageOfTag('zh-Hant')).toBe('tw');
    expect(uiLanguageOfTag('id')).toBe('in');
    expect(uiLanguageOfTag('fr')).toBeNull();
  });
});
