/**
 * SPEC §4 and §7: what the browser keeps, and the migrations that bring older stored data to version 5.
 * Pure: takes a snapshot of local storage and returns the new one, so both the browser and tests use it.
 */
export const STORED_DATA_VERSION = 5;

export const STORAGE_KEYS = {
  version: 'storedDataVersion',
  recentPages: 'recentPages',
  notebooks: 'notebooks',
  userLang: 'userLang',
  defaultLang: 'defaultLang',
  lovedTopics: 'lovedTopics',
  tutorialSteps: 'tutorialSteps',
  tutorialFinished: 'tutorialFinished',
  publicTutorialSteps: 'publicTutorialSteps',
  publicTutorialFinished: 'publicTutorialFinished',
  visitedBefore: 'visitedBefore',
  blogImportReminderCount: 'blogImportReminderCount',
  /** SPEC §4: magazine notifications are marked read locally, per member and magazine. */
  magazineNotificationsRead: 'magazineNotificationsRead',
} as const;

export const COOKIE_NAMES = {
  session: 'sid',
  tfaChallenge: 'tfa',
  previousUrl: 'auth.previous.url',
  username: 'username',
  userLang: 'userLang',
  /** Issue 13: the languages a guest added to their feed languages (comma-separated codes). */
  feedLangs: 'feedLangs',
  loginFailed: 'loginFailed',
} as const;

/** Keys the first releases wrote, moved to today's names by the <1 migration. */
export const LEGACY_KEY_MOVES: Record<string, string> = {
  mh_recentPages: STORAGE_KEYS.recentPages,
  mh_userLang: STORAGE_KEYS.userLang,
  mh_defaultLang: STORAGE_KEYS.defaultLang,
  mh_visited: STORAGE_KEYS.visitedBefore,
};

/** Cleared by the <4 migration: the old tutorial and topic keys. */
export const OLD_TUTORIAL_AND_TOPIC_KEYS = [
  'tutorial',
  'tutorialStep',
  'tutorialDone',
  'topicsLoved',
  'topicCache',
];

/** Removed by the <3 migration. */
export const OLD_TOPIC_KEY = 'recentTopic';

export type StoredNotebook = { notebookId: number; name: string; description: string; photo: string | null };

/** Before version 5 notebooks were a list of {id, title, …}; now an object keyed by notebookId. */
function rewriteNotebooks(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? Object.values(parsed)
      : [];
  const byId: Record<string, StoredNotebook> = {};
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const notebookId = Number(record.notebookId ?? record.id);
    if (!Number.isSafeInteger(notebookId) || notebookId <= 0) continue;
    byId[notebookId] = {
      notebookId,
      name: String(record.name ?? record.title ?? ''),
      description: String(record.description ?? ''),
      photo: typeof record.photo === 'string' ? record.photo : null,
    };
  }
  return JSON.stringify(byId);
}

export function migrateStoredData(snapshot: Readonly<Record<string, string>>): Record<string, string> {
  const data: Record<string, string> = { ...snapshot };
  const version = Number.parseInt(data[STORAGE_KEYS.version] ?? '0', 10) || 0;
  if (version >= STORED_DATA_VERSION) return data;

  if (version < 1) {
    for (const [from, to] of Object.entries(LEGACY_KEY_MOVES)) {
      const value = data[from];
      if (value !== undefined) {
        if (data[to] === undefined) data[to] = value;
        delete data[from];
      }
    }
  }
  if (version < 3) delete data[OLD_TOPIC_KEY];
  if (version < 4) for (const key of OLD_TUTORIAL_AND_TOPIC_KEYS) delete data[key];
  if (version < 5) {
    const notebooks = rewriteNotebooks(data[STORAGE_KEYS.notebooks]);
    if (notebooks === undefined) delete data[STORAGE_KEYS.notebooks];
    else data[STORAGE_KEYS.notebooks] = notebooks;
  }
  data[STORAGE_KEYS.version] = String(STORED_DATA_VERSION);
  return data;
}
