import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLoopbackUrl, withDatabase } from './bench-db.ts';
import { checkSizes, LARGE_SIZES, SMALL_SIZES, shapeOf } from './data-set.ts';
import { generate } from './generate.ts';

describe('bench database URLs', () => {
  it('accepts loopback PostgreSQL only', () => {
    expect(parseLoopbackUrl('postgres://postgres@127.0.0.1:5432/x').hostname).toBe('127.0.0.1');
    expect(parseLoopbackUrl('postgresql://u@localhost/x').hostname).toBe('localhost');
    expect(parseLoopbackUrl('postgres://u@[::1]:5432/x').hostname).toBe('[::1]');
    expect(() => parseLoopbackUrl('postgres://u@10.0.0.5/x')).toThrow(/loopback/);
    expect(() => parseLoopbackUrl('postgres://u@db.example.com/x')).toThrow(/loopback/);
    expect(() => parseLoopbackUrl('mysql://u@127.0.0.1/x')).toThrow(/postgres/);
    expect(() => parseLoopbackUrl('not a url')).toThrow();
  });

  it('swaps the database and keeps the rest', () => {
    expect(withDatabase('postgres://a:b@127.0.0.1:5433/postgres?x=1', 'masthead_bench_small')).toBe(
      'postgres://a:b@127.0.0.1:5433/masthead_bench_small?x=1',
    );
  });
});

describe('sizes', () => {
  it('accepts both presets', () => {
    expect(() => checkSizes(LARGE_SIZES)).not.toThrow();
    expect(() => checkSizes(SMALL_SIZES)).not.toThrow();
  });

  it('gives every reader 20 topics and 20 people to follow at both sizes', () => {
    for (const sizes of [LARGE_SIZES, SMALL_SIZES]) {
      expect(shapeOf(sizes)).toMatchObject({ topicFollowsPerReader: 20, peopleFollowsPerReader: 20 });
    }
  });

  it('refuses sizes out of bounds or with too few (reader, story) pairs for the votes', () => {
    expect(() => checkSizes({ ...SMALL_SIZES, stories: 0 })).toThrow(/stories/);
    expect(() => checkSizes({ ...SMALL_SIZES, readers: 1.5 })).toThrow(/readers/);
    expect(() => checkSizes({ ...SMALL_SIZES, votes: 1_000_000 })).toThrow(/votes/);
    expect(() => checkSizes({ ...SMALL_SIZES, topics: 2 })).toThrow(/topics/);
  });
});

// Generating needs a PostgreSQL server: a throw-away bench database on TEST_DATABASE_URL's server.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('generate (PostgreSQL)', () => {
  const url = serverUrl ? withDatabase(serverUrl, `masthead_bench_t${randomBytes(4).toString('hex')}`) : '';

  afterAll(async () => {
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
    await admin.end();
  });

  it('fills a database whose counters equal their rows, and refuses to fill it twice', async () => {
    const sizes = { stories: 200, readers: 40, votes: 900, reads: 700, topics: 12 };
    const report = await generate(url, sizes, { reset: false, log: () => {} });
    const rows = Object.fromEntries(report.tables.map((table) => [table.table, table.rows]));
    expect(rows).toMatchObject({ users: 40, topics: 12, contents: 200, votes: 900, reads: 700 });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const check = async (text: string) => Number((await client.query<{ n: string }>(text)).rows[0]?.n);
      expect(
        await check(`select count(*) as n from contents c where c.upvote_count <>
          (select count(*) from votes v where v.content_id = c.id and v.value = 1) or c.downvote_count <>
          (select count(*) from votes v where v.content_id = c.id and v.value = -1) or c.read_count <>
          (select count(*) from reads r where r.content_id = c.id)`),
      ).toBe(0);
      expect(
        await check(`select count(*) as n from users u where u.follower_count <>
          (select count(*) from follows f where f.target_kind = 'user' and f.target_id = u.id) or u.following_count <>
          (select count(*) from follows f where f.target_kind = 'user' and f.follower_id = u.id)`),
      ).toBe(0);
      expect(
        await check(`select count(*) as n from topics t where t.follower_count <>
          (select count(*) from follows f where f.target_kind = 'topic' and f.target_id = t.id) or t.article_count <>
          (select count(*) from content_topics ct join contents c on c.id = ct.content_id
           where ct.topic_id = t.id and c.status = 'published' and c.deleted_at is null)`),
      ).toBe(0);
      expect(
        await check(`select count(*) as n from topic_lang_counts k full join (
            select ct.topic_id, c.lang, count(*)::int as n from content_topics ct
            join contents c on c.id = ct.content_id
            where c.status = 'published' and c.deleted_at is null group by ct.topic_id, c.lang) l
          on l.topic_id = k.topic_id and l.lang = k.lang
          where coalesce(k.article_count, 0) <> coalesce(l.n, 0)`),
      ).toBe(0);
      expect(
        await check(`select count(*) as n from content_topics ct join contents c on c.id = ct.content_id
          where ct.published_at is distinct from c.published_at`),
      ).toBe(0);
      expect(
        await check(`select count(*) as n from votes v join contents c on c.id = v.content_id
          where c.status <> 'published'`),
      ).toBe(0);
      expect(
        await check(
          `select count(*) as n from follows where target_kind = 'user' and target_id = follower_id`,
        ),
      ).toBe(0);
    } finally {
      await client.end();
    }

    await expect(generate(url, sizes, { reset: false, log: () => {} })).rejects.toThrow(/--reset/);
  });
});
