import { encodeTopicTitle, parseLocationPath } from '@masthead/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { rowsOf } from './sql.ts';

/**
 * DESIGN §2 / helper rules: every feed query is served by an index. On PostgreSQL (TEST_DATABASE_URL),
 * with a few thousand rows and fresh statistics, each query the feeds service sends is explained and
 * its plan must not read a big table sequentially.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Tables small by nature (places, topics) or scanned by design are listed with the reason. */
const ALLOWED_SEQ_SCANS = new Set([
  // Featured locations and places: no index covers `featured` (content owns the table; see report).
  'locations',
  // Highlighted topics: no index covers high_light.
  'topics',
  // 'everyone' activity orders all comments by time: needs comments (created_at) (comments owns it).
  'comments',
  'users',
  'sessions',
]);

let t: TestApp;
const captured: { text: string; values: unknown[] }[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into users (username, display_name)
    select 'bulk_' || g, 'Bulk ' || g from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into topics (title, high_light) select 'Bulk topic ' || g, g % 50 = 0 from generate_series(1, 500) g`);
  await db.execute(sql`insert into topics (title) values ('Coffee')`);
  await db.execute(sql`
    insert into locations (country_code, country, state, city, name, featured)
    select 'tw', 'Taiwan', 'State ' || (g % 10), 'City ' || g, 'City ' || g, g % 40 = 0 from generate_series(1, 400) g`);
  await db.execute(sql`
    insert into contents (ctype, status, author_id, publisher_id, title, lang, location_id, published_at, hot_score, upvote_count)
    select case when g % 9 = 0 then 102 else 9 end, 'published', 1 + g % 2000, 1 + g % 2000, 'Bulk story ' || g,
      (array['en','tw','cn','in'])[1 + g % 4], case when g % 3 = 0 then 1 + g % 400 end,
      now() - (g || ' minutes')::interval, extract(epoch from now() - (g || ' minutes')::interval) / 86400.0, g % 17
    from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into content_topics (content_id, topic_id, published_at)
    select c.id, 1 + c.id % 500, c.published_at from contents c`);
  await db.execute(sql`
    insert into topic_lang_counts (topic_id, lang, article_count)
    select ct.topic_id, c.lang, count(*)::int from content_topics ct join contents c on c.id = ct.content_id
    group by ct.topic_id, c.lang`);
  await db.execute(sql`
    insert into follows (follower_id, target_kind, target_id, created_at)
    select 1, 'user', g, now() - (g || ' seconds')::interval from generate_series(2, 60) g
    union all select 1, 'topic', g, now() - (g || ' seconds')::interval from generate_series(1, 30) g
    union all select 1, 'location', g, now() from generate_series(1, 5) g
    union all select g, 'user', 1, now() - (g || ' seconds')::interval from generate_series(2, 400) g`);
  await db.execute(sql`
    insert into votes (user_id, content_id, value, created_at)
    select 1 + g % 2000, g, 1, now() - (g || ' seconds')::interval from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into comments (content_id, user_id, body, created_at)
    select g, 1 + g % 2000, 'hi', now() - (g || ' seconds')::interval from generate_series(1, 3000) g`);
  await db.execute(sql`
    insert into reads (user_id, content_id) select 1 + g % 2000, g from generate_series(1, 20000) g`);
  await db.execute(sql`insert into entities (title) select 'Entity ' || g from generate_series(1, 2000) g`);
  await db.execute(sql`update contents set entity_id = 1 + id % 2000 where id % 5 = 0`);
  await db.execute(sql`
    insert into notebooks (user_id, name) select 1 + g % 2000, 'Notebook ' || g from generate_series(1, 3000) g`);
  await db.execute(sql`
    insert into notebook_items (notebook_id, content_id) select 1 + g % 3000, g from generate_series(1, 20000) g`);
  // Memberships: a person's lists leave out what they wrote as a magazine's hidden secretAdmin.
  await db.execute(sql`
    insert into magazine_members (magazine_user_id, user_id, role, owner_type)
    select 1 + g % 100, 101 + g, case when g % 50 = 0 then 13 else 2 end, 0 from generate_series(1, 1800) g`);
  await db.execute(sql`analyze`);
  // Every statement the pool sends from here on is recorded for EXPLAIN.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    const params = (typeof config === 'string' ? values : (config?.values ?? values)) ?? [];
    if (typeof text === 'string' && /^\s*(select|with)\b/i.test(text))
      captured.push({ text, values: params });
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalQuery;
}, 120_000);

afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t?.close();
});

describe.skipIf(!onPostgres)('feed queries on PostgreSQL', () => {
  it('read big tables only through indexes', async () => {
    const feeds = t.app.services.feeds;
    const langs = ['en', 'tw'] as const;
    const home = await feeds.home({ viewerId: 1, langs: [...langs] });
    await feeds.home({ viewerId: 1, langs: [...langs], cursor: home.nextCursor ?? undefined });
    const top = await feeds.top(null, [...langs], 6);
    await feeds.top(null, [...langs], 6, top.nextCursor ?? undefined);
    await feeds.hotTopics(1);
    await feeds.featured(1, [...langs]);
    await feeds.explore(1, [...langs]);
    const loved = await feeds.lovedTopics(1, [...langs]);
    await feeds.lovedTopics(1, [...langs], loved.nextCursor ?? undefined);
    for (const tab of ['people', 'topics', 'everyone'] as const) {
      const page = await feeds.activity(1, tab, [...langs]);
      await feeds.activity(1, tab, [...langs], page.nextCursor ?? undefined);
    }
    for (const tab of ['followers', 'following'] as const) {
      const page = await feeds.connections(1, tab);
      await feeds.connections(1, tab, page.nextCursor ?? undefined);
    }
    await feeds.localGuides(1, [...langs]);
    const lists = await feeds.voteLists(1, [...langs]);
    await feeds.voteLists(1, [...langs], lists.nextCursor ?? undefined);
    await feeds.randomTopicPath();
    await feeds.location(1, parseLocationPath(`/tw/state-1/city-1/t/${encodeTopicTitle('Bulk topic 1')}`)!, [
      ...langs,
    ]);
    const place = await feeds.locationStories({ viewerId: 1, locationId: 1, langs: [...langs] });
    await feeds.locationStories({
      viewerId: 1,
      locationId: 1,
      langs: [...langs],
      cursor: place.nextCursor ?? undefined,
    });
    await feeds.featuredLocationsScript();
    await feeds.locationPhoto({ countryCode: 'tw', state: 'State 1', city: 'City 1' }, 'm');
    // The content page's saved state and a publisher's count of stories on a topic.
    const content = t.app.services.content;
    await content.contentPage(3, { viewerId: 4 });
    await content.topicPage(
      { encodedTitle: encodeTopicTitle('Bulk topic 3'), username: 'bulk_3' },
      { viewerId: 1, langs: ['en'] },
    );
    // The topic's own page: its stories in the feed languages and the count of the others.
    await content.topicPage(
      { encodedTitle: encodeTopicTitle('Bulk topic 3') },
      { viewerId: 1, langs: ['en'] },
    );
    const queries = captured.splice(0);
    expect(queries.length).toBeGreaterThan(30);

    const problems: string[] = [];
    for (const query of queries) {
      const plan = await rowsOf<{ 'QUERY PLAN': string }>(
        t.database.db,
        sql.raw(`explain ${inline(query.text, query.values)}`),
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      if (process.env.SHOW_PLANS) console.log(inline(query.text, query.values), '\n', text);
      for (const match of text.matchAll(/Seq Scan on (\w+)/g)) {
        if (!ALLOWED_SEQ_SCANS.has(match[1]!))
          problems.push(`${match[1]}: ${query.text.slice(0, 200)}\n${text}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

/** The statement with its parameters written in, so EXPLAIN needs no prepared statement. */
function inline(text: string, values: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}
