import { decodeFeedCursor, MAGAZINE_ROLE, type MagazineActor, TEAM_EVENTS } from '@masthead/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { rowsOf } from '../feeds/sql.ts';

/**
 * Insights and team activity read big tables (reads, audit_log, contents) only through indexes. On
 * PostgreSQL (TEST_DATABASE_URL), with tens of thousands of rows and fresh statistics, every query the
 * insights service sends is explained and its plan must not read a big table sequentially.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Small by nature, or read by primary key where the planner may still prefer a scan. */
const ALLOWED_SEQ_SCANS = new Set(['users', 'magazine_members', 'magazine_invitations']);

const MAGAZINE = 5;

let t: TestApp;
const captured: { text: string; values: unknown[] }[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into users (username, display_name, user_type)
    select 'bulk_' || g, 'Bulk ' || g, case when g % 200 = ${MAGAZINE} % 200 then 4 else 1 end
    from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into magazine_members (magazine_user_id, user_id, role, owner_type)
    select ${MAGAZINE}, g, (case when g = 20 then ${MAGAZINE_ROLE.secretAdmin} else ${MAGAZINE_ROLE.writer} end)::smallint, 0
    from generate_series(10, 30) g`);
  await db.execute(sql`
    insert into contents (ctype, status, author_id, publisher_id, title, lang, published_at)
    select 9, 'published', 10 + g % 20, 1 + g % 2000, 'Bulk story ' || g, 'en', now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into reads (user_id, content_id, referrer, created_at)
    select 1 + (random() * 1999)::int, 1 + (random() * 19999)::int, 1 + (random() * 11)::int,
      now() - random() * interval '200 days'
    from generate_series(1, 80000) g on conflict do nothing`);
  const actions = TEAM_EVENTS.map((event) => `'${event}'`).join(', ');
  await db.execute(sql`
    insert into audit_log (actor_user_id, action, subject_user_id, magazine_user_id, data, created_at)
    select 10 + g % 20, (array[${sql.raw(actions)}])[1 + g % ${TEAM_EVENTS.length}], 10 + (g * 7) % 20,
      1 + g % 200, jsonb_build_object('cgroupId', 1 + g % 20000, 'title', 'Bulk story'),
      now() - (g || ' minutes')::interval
    from generate_series(1, 30000) g`);
  await db.execute(sql`analyze`);
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

describe.skipIf(!onPostgres)('insights queries on PostgreSQL', () => {
  it('read big tables only through indexes', async () => {
    const service = t.app.services.insights;
    const owner: MagazineActor = {
      userId: 11,
      masterAdmin: false,
      memberships: [{ magazineUserId: MAGAZINE, role: MAGAZINE_ROLE.owner, ownerType: 1 }],
    };
    const senior: MagazineActor = {
      userId: 12,
      masterAdmin: false,
      memberships: [{ magazineUserId: MAGAZINE, role: MAGAZINE_ROLE.seniorWriter, ownerType: 0 }],
    };
    for (const days of [7, 30, 90] as const) {
      const insights = await service.insights(owner, MAGAZINE, days);
      if (typeof insights === 'string') throw new Error(insights);
      if (days === 90) expect(insights.totals.reads.current).toBeGreaterThan(0);
    }
    await service.insights(senior, MAGAZINE, 30);
    for (const filter of ['all', 'members', 'editorial', 'settings'] as const) {
      const page = await service.activity(owner, MAGAZINE, filter);
      if (page?.nextCursor)
        await service.activity(owner, MAGAZINE, filter, decodeFeedCursor(page.nextCursor) ?? undefined);
    }
    const queries = captured.splice(0);
    expect(queries.length).toBeGreaterThan(20);

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
