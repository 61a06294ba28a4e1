import {
  COOKIE_NAMES,
  isUiLanguage,
  LANGUAGE_TAGS,
  migrateStoredData,
  STORAGE_KEYS,
  TIMINGS,
  UI_LANGUAGES,
  type UiLanguage,
} from '@masthead/core';

/**
 * SPEC §4 and §7: what the browser keeps (cookies and local storage). The rules take a store as an
 * argument so they run the same on the browser's local storage and in unit tests.
 */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** SPEC §7: the recent pages list keeps the last ten paths. */
export const RECENT_PAGES_MAX = 10;

/** Flags stored per person are keyed by userId; public visitors have their own keys. */
const PUBLIC_OWNER = 'public';

export type CookieOptions = {
  /** Lifetime; omitted for a cookie that ends with the browser session, 0 or less to delete. */
  maxAgeMs?: number;
  path?: string;
  secure?: boolean;
};

// ---------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeMs !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeMs / 1000))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Most recent first, without repeats, at most RECENT_PAGES_MAX entries. */
export function addRecentPage(pages: readonly string[], path: string, max = RECENT_PAGES_MAX): string[] {
  return [path, ...pages.filter((page) => page !== path)].slice(0, max);
}

function readJson<T>(raw: string | null, accept: (value: unknown) => value is T, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const ownerOf = (userId: number | null) => (userId && userId > 0 ? String(userId) : PUBLIC_OWNER);

/** All entries of a store, as core's migration takes them. */
export function snapshotStore(store: KeyValueStore): Record<string, string> {
  const snapshot: Record<string, string> = {};
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key === null) continue;
    const value = store.getItem(key);
    if (value !== null) snapshot[key] = value;
  }
  return snapshot;
}

/** SPEC §4: brings stored data to version 5, writing back only what changed. */
export function migrateStore(store: KeyValueStore): void {
  const before = snapshotStore(store);
  const after = migrateStoredData(before);
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) store.removeItem(key);
  for (const [key, value] of Object.entries(after)) if (before[key] !== value) store.setItem(key, value);
}

export const getRecentPages = (store: KeyValueStore) =>
  readJson(store.getItem(STORAGE_KEYS.recentPages), isStringList, []);

export function rememberRecentPage(store: KeyValueStore, path: string): string[] {
  const pages = addRecentPage(getRecentPages(store), path);
  store.setItem(STORAGE_KEYS.recentPages, JSON.stringify(pages));
  return pages;
}

/**
 * The visited-before flag, kept per person and for public visitors: `{ "42": true, "public": true }`.
 * Before the per-person map a plain value meant 'this browser has visited'.
 */
function readVisited(store: KeyValueStore): Record<string, unknown> {
  const raw = store.getItem(STORAGE_KEYS.visitedBefore);
  if (raw === null) return {};
  const parsed = readJson<Record<string, unknown> | null>(raw, isRecord, null);
  return parsed ?? { [PUBLIC_OWNER]: true };
}

export const hasVisitedBefore = (store: KeyValueStore, userId: number | null) =>
  readVisited(store)[ownerOf(userId)] === true;

export function markVisited(store: KeyValueStore, userId: number | null): void {
  store.setItem(
    STORAGE_KEYS.visitedBefore,
    JSON.stringify({ ...readVisited(store), [ownerOf(userId)]: true }),
  );
}

/** Signed-in people keep a map by userId; public visitors keep a plain list under their own key. */
export function getTutorialSteps(store: KeyValueStore, userId: number | null): string[] {
  const owner = ownerOf(userId);
  if (owner === PUBLIC_OWNER)
    return readJson(store.getItem(STORAGE_KEYS.publicTutorialSteps), isStringList, []);
  const byUser = readJson(store.getItem(STORAGE_KEYS.tutorialSteps), isRecord, {});
  const steps = byUser[owner];
  return isStringList(steps) ? steps : [];
}

export function markTutorialStep(store: KeyValueStore, userId: number | null, step: string): void {
  const steps = getTutorialSteps(store, userId);
  if (steps.includes(step)) return;
  const next = [...steps, step];
  const owner = ownerOf(userId);
  if (owner === PUBLIC_OWNER) {
    store.setItem(STORAGE_KEYS.publicTutorialSteps, JSON.stringify(next));
    return;
  }
  const byUser = readJson(store.getItem(STORAGE_KEYS.tutorialSteps), isRecord, {});
  store.setItem(STORAGE_KEYS.tutorialSteps, JSON.stringify({ ...byUser, [owner]: next }));
}

/**
 * Which tours are finished: public visitors keep a list of tour names, people a map of lists by userId.
 * A plain `true` (the single-tutorial format of earlier releases) means every tour is finished.
 */
function finishedTours(store: KeyValueStore, owner: string): string[] | true {
  if (owner === PUBLIC_OWNER) {
    const raw = store.getItem(STORAGE_KEYS.publicTutorialFinished);
    if (raw === 'true') return true;
    return readJson(raw, isStringList, []);
  }
  const value = readJson(store.getItem(STORAGE_KEYS.tutorialFinished), isRecord, {})[owner];
  if (value === true) return true;
  return isStringList(value) ? value : [];
}

export function isTutorialFinished(store: KeyValueStore, userId: number | null, tour: string): boolean {
  const finished = finishedTours(store, ownerOf(userId));
  return finished === true || finished.includes(tour);
}

export function setTutorialFinished(store: KeyValueStore, userId: number | null, tour: string): void {
  const owner = ownerOf(userId);
  const finished = finishedTours(store, owner);
  if (finished === true || finished.includes(tour)) return;
  const next = JSON.stringify([...finished, tour]);
  if (owner === PUBLIC_OWNER) {
    store.setItem(STORAGE_KEYS.publicTutorialFinished, next);
    return;
  }
  const byUser = readJson(store.getItem(STORAGE_KEYS.tutorialFinished), isRecord, {});
  store.setItem(STORAGE_KEYS.tutorialFinished, JSON.stringify({ ...byUser, [owner]: [...finished, tour] }));
}

/** SPEC §4 Logout: locally loved topics go first. */
/**
 * SPEC §7 userLang and defaultLang. defaultLang is the language the site chose for this browser on
 * its own (no language cookie: the profile or the browser's languages decided), written once;
 * userLang is the one the reader picked (language switcher, account settings). When the language
 * cookie is gone (it lives 31536e6 ms, or was cleared) but the reader had picked a language other
 * than the default, that pick is the language to restore. Returns it, or null.
 */
export function settleLanguage(
  store: KeyValueStore,
  page: { pageLang: UiLanguage; cookieLang: string | null },
): UiLanguage | null {
  const cookie = isUiLanguage(page.cookieLang) ? page.cookieLang : null;
  const storedDefault = store.getItem(STORAGE_KEYS.defaultLang);
  if (!cookie && !isUiLanguage(storedDefault)) store.setItem(STORAGE_KEYS.defaultLang, page.pageLang);
  if (cookie) return null;
  const picked = store.getItem(STORAGE_KEYS.userLang);
  if (!isUiLanguage(picked)) return null;
  const defaultLang = store.getItem(STORAGE_KEYS.defaultLang);
  return picked !== defaultLang && picked !== page.pageLang ? picked : null;
}

/** The UiLanguage of a BCP 47 tag the page was rendered with (the html lang attribute). */
export const uiLanguageOfTag = (tag: string): UiLanguage | null =>
  UI_LANGUAGES.find((code) => LANGUAGE_TAGS[code].toLowerCase() === tag.toLowerCase()) ?? null;

export const clearLovedTopics = (store: KeyValueStore) => store.removeItem(STORAGE_KEYS.lovedTopics);

// ---------------------------------------------------------------------------------------------
// Browser bindings (client only: call from effects and event handlers)
// ---------------------------------------------------------------------------------------------

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export const getCookie = (name: string): string | null => parseCookies(document.cookie)[name] ?? null;

/** SPEC §9: cookies the browser writes default to the local-storage lifetime (31536e7 ms). */
export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = { maxAgeMs: TIMINGS.localStorageMs },
) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = serializeCookie(name, value, { secure: isHttps(), ...options });
}

export const deleteCookie = (name: string) => setCookie(name, '', { maxAgeMs: 0 });

/** SPEC §4: remember-login keeps the username for 365 days. */
export const rememberUsername = (username: string) =>
  setCookie(COOKIE_NAMES.username, username, { maxAgeMs: TIMINGS.rememberLoginMs });

export const getRememberedUsername = () => getCookie(COOKIE_NAMES.username);

/** SPEC §9: the language cookie lives 31536e6 ms; the server reads it before the profile. */
export const setLanguageCookie = (lang: UiLanguage) =>
  setCookie(COOKIE_NAMES.userLang, lang, { maxAgeMs: TIMINGS.languageCookieMs });

/** SPEC §4: where sign-in returns to. A session cookie: it only matters for the next sign-in. */
export const setPreviousUrl = (path: string) => setCookie(COOKIE_NAMES.previousUrl, path, {});

export const getPreviousUrl = () => getCookie(COOKIE_NAMES.previousUrl);

const COOKIE_STORE_PREFIX = 'ls.';

/** When local storage is refused (private windows, blocked storage), cookies hold the same keys. */
const cookieBackedStore: KeyValueStore = {
  get length() {
    return Object.keys(parseCookies(document.cookie)).filter((name) => name.startsWith(COOKIE_STORE_PREFIX))
      .length;
  },
  key(index) {
    const names = Object.keys(parseCookies(document.cookie)).filter((name) =>
      name.startsWith(COOKIE_STORE_PREFIX),
    );
    return names[index]?.slice(COOKIE_STORE_PREFIX.length) ?? null;
  },
  getItem: (key) => getCookie(COOKIE_STORE_PREFIX + key),
  setItem: (key, value) => setCookie(COOKIE_STORE_PREFIX + key, value),
  removeItem: (key) => deleteCookie(COOKIE_STORE_PREFIX + key),
};

let resolvedStore: KeyValueStore | null = null;

/** The browser's local storage, or the cookie fallback when it cannot be written. */
export function browserStore(): KeyValueStore {
  if (resolvedStore) return resolvedStore;
  try {
    const probe = '__mh_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    resolvedStore = window.localStorage;
  } catch {
    resolvedStore = cookieBackedStore;
  }
  return resolvedStore;
}

/** Client boot (entry.client): stored data is brought to version 5 before the app reads it. */
export function bootStorage(): void {
  try {
    const store = browserStore();
    migrateStore(store);
    const pageLang = uiLanguageOfTag(document.documentElement.lang);
    if (pageLang) {
      const restore = settleLanguage(store, { pageLang, cookieLang: getCookie(COOKIE_NAMES.userLang) });
      // The next page is served in the language the reader picked.
      if (restore) setLanguageCookie(restore);
    }
  } catch (error) {
    console.error('Stored data could not be migrated', error);
  }
}
