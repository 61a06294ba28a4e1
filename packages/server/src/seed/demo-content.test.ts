import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CTYPES } from '@masthead/core';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { contents, contentTopics, locations, topics } from '../features/content/tables.ts';
import { businessSiteFor } from '../features/magazines/business.ts';
import { openTestDatabase } from '../test/database.ts';
import { seedDemoContent } from './demo.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-demo-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), passwordHashCost: 1024 };
  await seedDemoContent(database.db, config);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo review queue', () => {
  it("leaves one of wen's stories waiting in The Long Table's review queue", async () => {
    const queued = await database.db
      .select({ title: contents.title, status: contents.status, submittedAt: contents.submittedAt })
      .from(contents)
      .where(eq(contents.reviewState, 'submitted'));
    expect(queued).toEqual([
      { title: 'Breakfast on Yongkang Street', status: 'draft', submittedAt: expect.any(Date) },
    ]);
  });
});

describe('demo reading content', () => {
  it('leaves mei a few drafts, one with a shareable preview, so My Posts shows both tabs', async () => {
    const drafts = await database.db
      .select({ previewCode: contents.previewCode, publishedAt: contents.publishedAt })
      .from(contents)
      .where(eq(contents.status, 'draft'));
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.every((row) => row.publishedAt === null)).toBe(true);
    expect(drafts.filter((row) => row.previewCode).length).toBe(1);
  });

  it('publishes stories of every type in every language, over the last 30 days, quickly', async () => {
    const db = database.db;
    const rows = await db
      .select({
        ctype: contents.ctype,
        lang: contents.lang,
        publishedAt: contents.publishedAt,
        photo: contents.photoPath,
      })
      .from(contents)
      .where(eq(contents.status, 'published'));
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rows.map((row) => row.ctype))).toEqual(new Set(CTYPES));
    expect(new Set(rows.map((row) => row.lang))).toEqual(new Set(['en', 'tw', 'cn', 'in']));
    const monthAgo = Date.now() - 30 * 86_400_000 - 60_000;
    for (const row of rows) expect(row.publishedAt?.getTime()).toBeGreaterThan(monthAgo);
    expect(rows.filter((row) => row.photo).length).toBeGreaterThan(40);
    const cover = rows.find((row) => row.photo)?.photo ?? '';
    expect(
      fs.existsSync(path.join(dataDir, 'uploads', cover.replace('/images/', '').replace('.jpg', '-xl.jpg'))),
    ).toBe(true);
  });

  it('keeps topics.article_count equal to the published rows of content_topics, and a hot score on every story', async () => {
    const db = database.db;
    const mismatched = await db
      .select({ id: topics.id })
      .from(topics)
      .where(
        sql`${topics.articleCount} <> (select count(*) from ${contentTopics} where ${contentTopics.topicId} = ${topics.id} and ${contentTopics.publishedAt} is not null)`,
      );
    expect(mismatched).toEqual([]);
    const [unscored] = await db.select({ n: count() }).from(contents).where(eq(contents.hotScore, 0));
    expect(unscored?.n).toBe(0);
    const [featured] = await db.select({ n: count() }).from(locations).where(eq(locations.featured, true));
    expect(featured?.n).toBeGreaterThanOrEqual(5);
  });

  it('gives every place a picture of its own, stored in every size', async () => {
    const places = await database.db.select({ photo: locations.photoPath }).from(locations);
    const photos = places.map((place) => place.photo);
    expect(photos.every(Boolean)).toBe(true);
    expect(new Set(photos).size).toBe(photos.length);
    for (const photo of photos) {
      for (const size of ['m', 'l', 'xl']) {
        const file = (photo ?? '').replace('/images/', '').replace('.jpg', `-${size}.jpg`);
        expect(fs.existsSync(path.join(dataDir, 'uploads', file))).toBe(true);
      }
    }
  });
});

/** A raw query's rows: node-postgres and PGlite both put them under `rows`. */
async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('demo readers', () => {
  it('follow, read, vote, comment and save through the services, so every counter equals its rows', async () => {
    const [mismatch] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from contents c where
        c.upvote_count <> (select count(*) from votes v where v.content_id = c.id and v.value = 1)
        or c.downvote_count <> (select count(*) from votes v where v.content_id = c.id and v.value = -1)
        or c.read_count <> (select count(*) from reads r where r.content_id = c.id)
        or c.comment_count <> (select count(*) from comments m where m.content_id = c.id and m.deleted_at is null)
        or c.save_count <> (select count(*) from notebook_items i where i.content_id = c.id)`);
    expect(mismatch?.n).toBe(0);
    const [totals] = await queryRows<{
      votes: number;
      reads: number;
      replies: number;
      notes: number;
      badges: number;
    }>(sql`
      select (select count(*)::int from votes) as votes, (select count(*)::int from reads) as reads,
        (select count(*)::int from comments where parent_id is not null) as replies,
        (select count(*)::int from notifications) as notes,
        (select count(*)::int from achievements where value > 0) as badges`);
    expect(totals?.votes).toBeGreaterThan(20);
    expect(totals?.reads).toBeGreaterThan(100);
    expect(totals?.replies).toBeGreaterThan(0);
    expect(totals?.notes).toBeGreaterThan(0);
    expect(totals?.badges).toBeGreaterThan(0);
  });
});

describe('demo business', () => {
  it('has its own site, a team and stories published under it', async () => {
    const site = await businessSiteFor(database.db, 'HarbourLight', 'http://localhost:3000');
    expect(site).toMatchObject({ username: 'harbourlight', brandColors: ['#1d3557', '#f4a261'] });
    const [published] = await database.db
      .select({ n: count() })
      .from(contents)
      .where(eq(contents.publisherId, site!.userId));
    expect(published!.n).toBe(2);
  });
});
