import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, readAllPages } from '../../test/reading-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guest = () => createClient(t.app);
const ids = (items: { cgroupId: number }[]) => items.map((story) => story.cgroupId);

describe('SPEC §6 special posts (SPECIAL_POST_IDS)', () => {
  it('pins them above every story in their order, however old, once each across pages', async () => {
    const publisher = await insertPerson(t.database.db);
    const yearAgo = new Date(Date.now() - 365 * 24 * 3600_000);
    const old = await insertStory(t.database.db, publisher.id, { publishedAt: yearAgo, hotScore: 1 });
    const older = await insertStory(t.database.db, publisher.id, { publishedAt: yearAgo, hotScore: 0 });
    const fresh: number[] = [];
    for (let n = 0; n < 8; n++)
      fresh.push((await insertStory(t.database.db, publisher.id, { hotScore: 100_000 + n })).id);
    const draft = await insertStory(t.database.db, publisher.id, { status: 'draft' });

    const before = await guest().get('/api2/feed/top');
    expect(ids(before.body.data.items)).not.toContain(old.id);

    t.config.specialPostIds = [older.id, old.id, draft.id, 987_654_321];
    try {
      const first = await guest().get('/api2/feed/top');
      expect(ids(first.body.data.items).slice(0, 3)).toEqual([older.id, old.id, fresh.at(-1)]);
      const home = await guest().get('/api2/feed/home');
      expect(ids(home.body.data.items).slice(0, 2)).toEqual([older.id, old.id]);
      const all = ids((await readAllPages(guest().get, '/api2/feed/top')).items);
      expect(all.filter((id) => id === old.id || id === older.id)).toEqual([older.id, old.id]);
      expect(new Set(all).size).toBe(all.length);
      for (const id of fresh) expect(all).toContain(id);
      expect(all).not.toContain(draft.id);
    } finally {
      t.config.specialPostIds = [];
    }
  });

  it('reads at most 16 ids from SPECIAL_POST_IDS', async () => {
    const { loadConfig } = await import('../../config.ts');
    const many = Array.from({ length: 20 }, (_, n) => n + 1).join(',');
    const config = loadConfig({ ...process.env, SPECIAL_POST_IDS: `${many},x,-3,2` });
    expect(config.specialPostIds).toEqual(Array.from({ length: 16 }, (_, n) => n + 1));
  });
});
