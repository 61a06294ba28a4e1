import { type NotebookView, STORAGE_KEYS, type StoredNotebook } from '@masthead/core';
import { call } from '../../lib/api';
import { browserStore, type KeyValueStore } from '../../lib/storage';

/**
 * SPEC §3, §4, §7: the reader's notebooks kept in local storage keyed by notebookId (stored-data v5),
 * refreshed from /api2/notebooks once per browser session and after sign-in. The save dialog shows the
 * cached list at once while it asks the server which notebooks hold the story.
 */

/** Session storage flag: the list was refreshed in this browser session (per person). */
const REFRESHED_FLAG = 'notebooksRefreshed';

const isStoredNotebook = (value: unknown): value is StoredNotebook => {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.notebookId === 'number' &&
    Number.isSafeInteger(record.notebookId) &&
    record.notebookId > 0 &&
    typeof record.name === 'string' &&
    typeof record.description === 'string' &&
    (record.photo === null || typeof record.photo === 'string')
  );
};

/** The cached notebooks, newest first (higher ids are newer); anything malformed is skipped. */
export function readCachedNotebooks(store: KeyValueStore): StoredNotebook[] {
  const raw = store.getItem(STORAGE_KEYS.notebooks);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.values(parsed as Record<string, unknown>)
    .filter(isStoredNotebook)
    .map(({ notebookId, name, description, photo }) => ({ notebookId, name, description, photo }))
    .sort((a, b) => b.notebookId - a.notebookId);
}

export const toStoredNotebook = (
  notebook: Pick<NotebookView, 'notebookId' | 'name' | 'description' | 'photo'>,
) => ({
  notebookId: notebook.notebookId,
  name: notebook.name,
  description: notebook.description,
  photo: notebook.photo,
});

/** Replaces the cache with the server's list. */
export function writeCachedNotebooks(store: KeyValueStore, notebooks: readonly StoredNotebook[]): void {
  const byId: Record<string, StoredNotebook> = {};
  for (const notebook of notebooks) byId[notebook.notebookId] = toStoredNotebook(notebook);
  store.setItem(STORAGE_KEYS.notebooks, JSON.stringify(byId));
}

/** Adds or replaces one notebook (created or renamed), or with `remove` takes it out. */
export function updateCachedNotebook(store: KeyValueStore, notebook: StoredNotebook, remove = false): void {
  const others = readCachedNotebooks(store).filter((item) => item.notebookId !== notebook.notebookId);
  writeCachedNotebooks(store, remove ? others : [notebook, ...others]);
}

function sessionFlags(): KeyValueStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let pending: Promise<StoredNotebook[] | null> | null = null;

/** Loads the viewer's notebooks from the server into the cache (SPEC §4: also right after sign-in). */
export function refreshNotebookCache(userId: number): Promise<StoredNotebook[] | null> {
  pending ??= call('POST /api2/notebooks', {}, { promptLogin: false })
    .then((result) => {
      if (!result.ok) return null;
      const notebooks = result.data.notebooks.map(toStoredNotebook);
      writeCachedNotebooks(browserStore(), notebooks);
      sessionFlags()?.setItem(REFRESHED_FLAG, String(userId));
      return notebooks;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** SPEC §7: the notebooks list is refreshed once per session; later calls use the cache. */
export function ensureNotebooksFresh(userId: number): Promise<StoredNotebook[] | null> {
  if (sessionFlags()?.getItem(REFRESHED_FLAG) === String(userId))
    return Promise.resolve(readCachedNotebooks(browserStore()));
  return refreshNotebookCache(userId);
}
