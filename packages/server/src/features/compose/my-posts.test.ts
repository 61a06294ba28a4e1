import { MY_POSTS_PAGE_SIZE } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { doc, ok, saved } from '../../test/compose-fixtures.ts';
import { insertStory, readAllPages, signedInPerson } from '../../test/reading-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;

describe('My Posts', () => {
  it('lists one tab last edited first, pages by cursor and counts both tabs', async () => {
    const { client, userId } = await signedInPerson(t);
    const ids: number[] = [];
    for (let i = 0; i < MY_POSTS_PAGE_SIZE + 3; i++) {
      ids.push((await saved(client, doc({ title: `Draft ${i}` }))).cgroupId);
      t.advance(1000);
    }
    const live = await saved(client, doc({ title: 'Live one' }));
    await ok(client, 'publish', live.cgroupId);
    await insertStory(db(), userId, { deleted: true });
    // Editing an old draft brings it to the top.
    t.advance(1000);
    await saved(client, doc({ cgroupId: ids[0], title: 'Draft 0 edited' }));

    const first = (await client.get('/api2/compose/mine?status=draft')).body.data;
    expect(first.counts).toEqual({ draft: MY_POSTS_PAGE_SIZE + 3, published: 1 });
    expect(first.items).toHaveLength(MY_POSTS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ cgroupId: ids[0], status: 'draft', title: 'Draft 0 edited' });
    const all = await readAllPages((url) => client.get(url), '/api2/compose/mine?status=draft');
    expect(all.pages.length).toBe(2);
    expect(all.items.map((item) => item.cgroupId).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );

    const published = (await client.get('/api2/compose/mine?status=published')).body.data;
    expect(published.items.map((item: { cgroupId: number }) => item.cgroupId)).toEqual([live.cgroupId]);
    expect(published.nextCursor).toBeNull();

    // Someone else sees only their own.
    const other = await signedInPerson(t);
    expect((await other.client.get('/api2/compose/mine')).body.data).toEqual({
      items: [],
      nextCursor: null,
      counts: { draft: 0, published: 0 },
    });
    expect((await client.get('/api2/compose/mine?status=nope')).status).toBe(400);
    expect((await client.get('/api2/compose/mine?cursor=zz')).status).toBe(400);
  });

  it('reads through contents_author_status_idx', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from contents
        where author_id = 1 and status = 'draft' and deleted_at is null
          and (updated_at, id) < ('2026-01-01T00:00:00Z'::timestamptz, 5)
        order by updated_at desc, id desc limit 21`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
    });
    expect(plan).toContain('contents_author_status_idx');
  });
});
