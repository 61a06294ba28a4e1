import { describe, expect, it } from 'vitest';
import {
  LEGACY_KEY_MOVES,
  migrateStoredData,
  OLD_TOPIC_KEY,
  OLD_TUTORIAL_AND_TOPIC_KEYS,
  STORAGE_KEYS,
  STORED_DATA_VERSION,
} from './stored-data.ts';

const notebooksList = JSON.stringify([
  { id: 7, title: 'Reading', description: 'Later', photo: '/p/7.jpg' },
  { notebookId: 9, name: 'Art' },
  { id: 'x', title: 'broken' },
  null,
]);
const notebooksById = {
  7: { notebookId: 7, name: 'Reading', description: 'Later', photo: '/p/7.jpg' },
  9: { notebookId: 9, name: 'Art', description: '', photo: null },
};

describe('SPEC §4 stored data migrations to version 5', () => {
  it('is at version 5', () => expect(STORED_DATA_VERSION).toBe(5));

  it('<1: moves the first releases’ keys, and runs every later step', () => {
    const migrated = migrateStoredData({
      mh_recentPages: '["/a"]',
      mh_userLang: 'tw',
      mh_visited: '1',
      [OLD_TOPIC_KEY]: 'art',
      tutorial: '1',
      notebooks: notebooksList,
    });
    expect(migrated).toEqual({
      [STORAGE_KEYS.recentPages]: '["/a"]',
      [STORAGE_KEYS.userLang]: 'tw',
      [STORAGE_KEYS.visitedBefore]: '1',
      [STORAGE_KEYS.notebooks]: JSON.stringify(notebooksById),
      [STORAGE_KEYS.version]: '5',
    });
    for (const legacy of Object.keys(LEGACY_KEY_MOVES)) expect(migrated).not.toHaveProperty(legacy);
  });

  it('<1: keeps a value already stored under the new name', () => {
    const migrated = migrateStoredData({ mh_userLang: 'tw', userLang: 'cn' });
    expect(migrated.userLang).toBe('cn');
    expect(migrated).not.toHaveProperty('mh_userLang');
  });

  it('<3: removes the old topic key (version 2)', () => {
    const migrated = migrateStoredData({ storedDataVersion: '2', [OLD_TOPIC_KEY]: 'art', mh_userLang: 'tw' });
    expect(migrated).not.toHaveProperty(OLD_TOPIC_KEY);
    // Already past version 1: legacy keys are not moved again.
    expect(migrated.mh_userLang).toBe('tw');
    expect(migrated.storedDataVersion).toBe('5');
  });

  it('<4: clears the old tutorial and topic keys (version 3)', () => {
    const snapshot = Object.fromEntries(OLD_TUTORIAL_AND_TOPIC_KEYS.map((key) => [key, 'x']));
    const migrated = migrateStoredData({
      storedDataVersion: '3',
      ...snapshot,
      [OLD_TOPIC_KEY]: 'kept',
      tutorialFinished: '1',
    });
    for (const key of OLD_TUTORIAL_AND_TOPIC_KEYS) expect(migrated).not.toHaveProperty(key);
    expect(migrated[OLD_TOPIC_KEY]).toBe('kept');
    expect(migrated.tutorialFinished).toBe('1');
  });

  it('<5: rewrites the notebooks keyed by notebookId (version 4)', () => {
    const migrated = migrateStoredData({
      storedDataVersion: '4',
      notebooks: notebooksList,
      tutorial: 'kept',
    });
    expect(JSON.parse(migrated.notebooks!)).toEqual(notebooksById);
    expect(migrated.tutorial).toBe('kept');
    expect(migrated.storedDataVersion).toBe('5');
  });

  it('<5: drops notebooks that cannot be read', () => {
    expect(migrateStoredData({ storedDataVersion: '4', notebooks: '{broken' })).toEqual({
      storedDataVersion: '5',
    });
  });

  it('leaves version 5 data alone, and treats an unreadable version as 0', () => {
    const current = { storedDataVersion: '5', notebooks: '[1]', mh_userLang: 'tw' };
    expect(migrateStoredData(current)).toEqual(current);
    expect(migrateStoredData({ storedDataVersion: 'junk', mh_userLang: 'tw' })).toEqual({
      userLang: 'tw',
      storedDataVersion: '5',
    });
  });
});
