/**
 * Fills a migrated, empty Masthead database with a generated reading community, set-based
 * (`insert … select generate_series(…)`) and in bounded batches, so 100,000 stories and a million
 * votes and reads load in minutes. Counters are computed from the rows at the end, so they equal them.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { hashPassword } from '../packages/server/src/features/accounts/secrets.ts';
import { hotScoreExpression } from '../packages/server/src/features/content/hot-score.ts';
import { contents } from '../packages/server/src/features/content/tables.ts';
import { PARAGRAPHS, PLACES, TITLE_NOUNS, TITLE_OPENERS, TOPIC_ADJECTIVES, TOPIC_NOUNS } from './words.ts';

/** Every generated reader (bench1, bench2, …) signs in with this password. Local bench data only. */
export const BENCH_PASSWORD = 'bench-reader-2026';
export const benchUsername = (n: number) => `bench${n}`;

export type Sizes = {
  stories: number;
  readers: number;
  votes: number;
  reads: number;
  topics: number;
};

export const LARGE_SIZES: Sizes = {
  stories: 100_000,
  readers: 10_000,
  votes: 1_000_000,
  reads: 1_000_000,
  topics: 2_000,
};
export const SMALL_SIZES: Sizes = { stories: 1_000, readers: 100, votes: 10_000, reads: 10_000, topics: 100 };

/** Derived shape of the community. */
export function shapeOf(sizes: Sizes) {
  // One reader in ten writes (at least 21, so that every reader can follow 20 other people at every
  // size); readers 1…writers are the writers, so bench1 both writes and reads.
  const writers = Math.min(sizes.readers, Math.max(21, Math.round(sizes.readers / 10)));
  // The last 1% are drafts (ids above `published`), so votes and reads can pick from 1…published.
  const published = Math.max(1, Math.floor(sizes.stories * 0.99));
  return {
    writers,
    published,
    topicFollowsPerReader: Math.min(20, sizes.topics),
    peopleFollowsPerReader: Math.min(20, writers - 1),
  };
}

export function checkSizes(sizes: Sizes) {
  const { published } = shapeOf(sizes);
  const bounded = (name: keyof Sizes, min: number, max: number) => {
    const value = sizes[name];
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max.toLocaleString('en')}`);
    }
  };
  bounded('stories', 10, 5_000_000);
  bounded('readers', 10, 1_000_000);
  bounded('topics', 3, 100_000);
  // Unique (reader, story) pairs: stay well below the pairs there are, so the bounded top-up rounds finish.
  const pairs = published * sizes.readers;
  bounded('votes', 0, Math.min(50_000_000, Math.floor(pairs / 4)));
  bounded('reads', 0, Math.min(50_000_000, Math.floor(pairs / 4)));
}

type Step = (label: string, work: () => Promise<unknown>) => Promise<void>;

const words = {
  openers: TITLE_OPENERS,
  nouns: TITLE_NOUNS,
  paragraphs: PARAGRAPHS,
};

export async function fillDataSet(client: pg.Client, sizes: Sizes, step: Step) {
  const shape = shapeOf(sizes);
  const query = (text: string, values: unknown[] = []) => client.query(text, values);

  // Loading throw-away bench data: no need to wait for the disk on each commit. Same rows each run.
  await query('set synchronous_commit = off');
  await query(`set work_mem = '64MB'`);
  await query(`set maintenance_work_mem = '256MB'`);
  await query('select setseed(0.2026)');

  await step(
    `users: ${sizes.readers.toLocaleString('en')} readers, ${shape.writers} of them writers`,
    async () => {
      // Hashed once with the server's own scheme; every reader shares it (bench data only).
      const passwordHash = await hashPassword(BENCH_PASSWORD, 2 ** 15);
      await query(
        `insert into users (id, username, email, email_verified_at, password_hash, display_name, bio, langs,
         profile_created, first_time_login, created_at, updated_at)
       overriding system value
       select g, 'bench' || g, 'bench' || g || '@bench.test', now(), $1,
         case when g <= $3::int then 'Bench writer ' else 'Bench reader ' end || g,
         case when g <= $3::int then 'Writes about cities, food and the people in them.' else '' end,
         (case g % 10 when 0 then '{tw,en}' when 1 then '{cn,en}' when 2 then '{in,en}' else '{en}' end)::text[],
         true, false, now() - (g % 700) * interval '1 day', now()
       from generate_series(1, $2::int) g`,
        [passwordHash, sizes.readers, shape.writers],
      );
      await query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    },
  );

  await step(`topics: ${sizes.topics.toLocaleString('en')}`, async () => {
    const combos = TOPIC_ADJECTIVES.length * TOPIC_NOUNS.length;
    // k walks the adjective × noun grid with a stride coprime to its size: distinct and well spread.
    await query(
      `insert into topics (id, title, description, high_light, created_at) overriding system value
       select g,
         ($1::text[])[1 + k % $3::int] || ' ' || ($2::text[])[1 + k / $3::int]
           || case when g > $4::int then ' ' || (1 + (g - 1) / $4::int) else '' end,
         'Stories about ' || lower(($2::text[])[1 + k / $3::int]) || ', collected by bench readers.',
         g % 97 = 0,
         now() - (g % 900) * interval '1 day'
       from (select g, ((g - 1) * 1291) % $4::int as k from generate_series(1, $5::int) g) s`,
      [TOPIC_ADJECTIVES, TOPIC_NOUNS, TOPIC_ADJECTIVES.length, combos, sizes.topics],
    );
    await query(`select setval(pg_get_serial_sequence('topics', 'id'), (select max(id) from topics))`);
  });

  await step(`locations: ${PLACES.length}`, async () => {
    await query(
      `insert into locations (country_code, country, state, city, name, featured)
       select p->>0, p->>1, p->>2, p->>3,
         case when p->>3 <> '' then (p->>3) || ', ' || (p->>1) else p->>1 end, (p->>2) = ''
       from jsonb_array_elements($1::jsonb) p`,
      [JSON.stringify(PLACES)],
    );
  });

  const storyBatch = 20_000;
  const storyBatches = Math.ceil(sizes.stories / storyBatch);
  for (let batch = 0; batch < storyBatches; batch++) {
    const lo = batch * storyBatch + 1;
    const hi = Math.min(sizes.stories, lo + storyBatch - 1);
    await step(`contents ${lo.toLocaleString('en')}–${hi.toLocaleString('en')}`, () =>
      query(
        `insert into contents (id, ctype, status, author_id, publisher_id, title, description, body, link_url,
           lang, location_id, premium, published_at, created_at, updated_at, deleted_at)
         overriding system value
         select g,
           ctype,
           case when g > $3::int then 'draft' else 'published' end,
           writer, writer,
           (w->'openers'->lang->>(floor(r_title * jsonb_array_length(w->'openers'->lang)))::int)
             || case when lang in ('tw', 'cn') then '' else ' ' end
             || (w->'nouns'->lang->>(floor(r_noun * jsonb_array_length(w->'nouns'->lang)))::int),
           left(w->'paragraphs'->lang->>(p % paragraphs), 200),
           '<p>' || (w->'paragraphs'->lang->>(p % paragraphs)) || '</p>'
             || '<h2>' || (w->'nouns'->lang->>(floor(r_noun * jsonb_array_length(w->'nouns'->lang)))::int) || '</h2>'
             || '<p>' || (w->'paragraphs'->lang->>((p + 1) % paragraphs)) || '</p>'
             || '<blockquote><p>' || (w->'paragraphs'->lang->>((p + 2) % paragraphs)) || '</p></blockquote>'
             || '<p>' || (w->'paragraphs'->lang->>((p + 3) % paragraphs)) || '</p>',
           case when ctype = 5 then 'https://example.com/read/' || g end,
           lang,
           case when r_location < 0.2 then 1 + floor(r_location * 5 * $5::int)::int end,
           r_premium < 0.03,
           case when g <= $3::int then at end,
           at, at,
           case when g <= $3::int and r_deleted < 0.002 then at + interval '1 day' end
         from (
           select g, w, r_title, r_noun, r_location, r_premium, r_deleted, at,
             1 + floor(r_writer * $4::int)::int as writer,
             floor(r_para * 1000)::int as p,
             jsonb_array_length(w->'paragraphs'->lang) as paragraphs,
             lang,
             case when r_ctype < 0.45 then 12 when r_ctype < 0.65 then 9 when r_ctype < 0.80 then 5
               when r_ctype < 0.87 then 10 when r_ctype < 0.93 then 8 else 101 end as ctype
           from (
             select g, $6::jsonb as w,
               random() as r_title, random() as r_noun, random() as r_location, random() as r_premium,
               random() as r_deleted, random() as r_writer, random() as r_para, random() as r_ctype,
               case when r_lang < 0.6 then 'en' when r_lang < 0.75 then 'tw' when r_lang < 0.9 then 'cn'
                 else 'in' end as lang,
               now() - random() * interval '365 days' as at
             from (select g, random() as r_lang from generate_series($1::int, $2::int) g offset 0) l
             offset 0
           ) r
         ) s`,
        [lo, hi, shape.published, shape.writers, PLACES.length, JSON.stringify(words)],
      ),
    );
    // Topics of these stories, 1–3 each; low topic ids are the popular ones. published_at is copied so
    // a topic page reads one index.
    await step(`content_topics for contents ${lo.toLocaleString('en')}–${hi.toLocaleString('en')}`, () =>
      query(
        `insert into content_topics (content_id, topic_id, position, published_at)
         select id, ((base - 1 + j * ($3::int / 7 + 1)) % $3::int) + 1, j, published_at
         from (
           select id, published_at,
             1 + floor($3::int * power(random(), 2))::int as base, 1 + floor(random() * 3)::int as k
           from contents where id between $1::int and $2::int offset 0
         ) c
         cross join lateral generate_series(0, k - 1) j`,
        [lo, hi, sizes.topics],
      ),
    );
  }
  await query(`select setval(pg_get_serial_sequence('contents', 'id'), (select max(id) from contents))`);

  await step('topics.article_count from published, undeleted content', () =>
    query(
      `update topics t set article_count = s.n
       from (
         select ct.topic_id, count(*)::int as n from content_topics ct
         join contents c on c.id = ct.content_id
         where c.status = 'published' and c.deleted_at is null
         group by ct.topic_id
       ) s
       where s.topic_id = t.id`,
    ),
  );
  await step('topic_lang_counts: the same per language', () =>
    query(
      `insert into topic_lang_counts (topic_id, lang, article_count)
       select ct.topic_id, c.lang, count(*)::int from content_topics ct
       join contents c on c.id = ct.content_id
       where c.status = 'published' and c.deleted_at is null
       group by ct.topic_id, c.lang`,
    ),
  );

  await fillPairs(client, step, {
    table: 'votes',
    target: sizes.votes,
    readers: sizes.readers,
    published: shape.published,
    insert: `insert into votes (user_id, content_id, value, created_at)
      select u, c, case when random() < 0.85 then 1 else -1 end, now() - random() * interval '365 days'`,
  });
  await fillPairs(client, step, {
    table: 'reads',
    target: sizes.reads,
    readers: sizes.readers,
    published: shape.published,
    insert: `insert into reads (user_id, content_id, referrer, created_at)
      select u, c, 1 + floor(random() * 12)::int, now() - random() * interval '365 days'`,
  });

  await step('contents counters from votes and reads', () =>
    query(
      `with v as (
         select content_id, count(*) filter (where value = 1)::int as up,
           count(*) filter (where value = -1)::int as down
         from votes group by content_id
       ), r as (
         select content_id, count(*)::int as n from reads group by content_id
       ), s as (
         select coalesce(v.content_id, r.content_id) as id, coalesce(v.up, 0) as up,
           coalesce(v.down, 0) as down, coalesce(r.n, 0) as n
         from v full join r on r.content_id = v.content_id
       )
       update contents c set upvote_count = s.up, downvote_count = s.down, read_count = s.n
       from s where s.id = c.id`,
    ),
  );
  await step('contents.hot_score (the server’s own expression)', () =>
    drizzle({ client }).update(contents).set({ hotScore: hotScoreExpression }),
  );

  await step(`follows: ~${shape.topicFollowsPerReader} topics per reader`, () =>
    query(
      `insert into follows (follower_id, target_kind, target_id, created_at)
       select u, 'topic', 1 + floor($2::int * power(random(), 1.5))::int, now() - random() * interval '365 days'
       from generate_series(1, $1::int) u cross join generate_series(1, $3::int) k
       on conflict do nothing`,
      [sizes.readers, sizes.topics, shape.topicFollowsPerReader],
    ),
  );
  await step(`follows: ~${shape.peopleFollowsPerReader} writers per reader`, () =>
    query(
      `insert into follows (follower_id, target_kind, target_id, created_at)
       select u, 'user', t, at from (
         select u, 1 + floor($2::int * power(random(), 1.5))::int as t, now() - random() * interval '365 days' as at
         from generate_series(1, $1::int) u cross join generate_series(1, $3::int) k
         offset 0
       ) s
       where t <> u
       on conflict do nothing`,
      [sizes.readers, shape.writers, shape.peopleFollowsPerReader],
    ),
  );
  await step('follows: a location for a third of the readers', () =>
    query(
      `insert into follows (follower_id, target_kind, target_id, created_at)
       select u, 'location', 1 + floor(random() * $2::int)::int, now() - random() * interval '365 days'
       from generate_series(1, $1::int) u
       where u % 3 = 0
       on conflict do nothing`,
      [sizes.readers, PLACES.length],
    ),
  );
  await step('follower and following counts from follows', async () => {
    await query(
      `update users u set follower_count = s.n
       from (select target_id, count(*)::int as n from follows where target_kind = 'user' group by 1) s
       where s.target_id = u.id`,
    );
    await query(
      `update users u set following_count = s.n
       from (select follower_id, count(*)::int as n from follows where target_kind = 'user' group by 1) s
       where s.follower_id = u.id`,
    );
    await query(
      `update topics t set follower_count = s.n
       from (select target_id, count(*)::int as n from follows where target_kind = 'topic' group by 1) s
       where s.target_id = t.id`,
    );
    await query(
      `update locations l set follower_count = s.n
       from (select target_id, count(*)::int as n from follows where target_kind = 'location' group by 1) s
       where s.target_id = l.id`,
    );
  });

  // The two counter updates left two dead versions of every story: compact the table, as a database
  // that has been running for a while would be after autovacuum.
  await step('vacuum (full) contents', () => query('vacuum (full) contents'));
  // VACUUM as well as ANALYZE: the visibility map lets the planner use index-only scans.
  await step('vacuum (analyze)', () => query('vacuum (analyze)'));
}

/**
 * Unique (reader, story) rows: skewed random pairs in batches, duplicates skipped by the primary key,
 * topped up until the target is reached. Bounded: at most a few rounds more than the batches needed.
 */
async function fillPairs(
  client: pg.Client,
  step: Step,
  options: { table: 'votes' | 'reads'; target: number; readers: number; published: number; insert: string },
) {
  if (options.target === 0) return;
  const batchSize = 200_000;
  const maxRounds = Math.ceil(options.target / batchSize) + 20;
  let have = 0;
  for (let round = 0; round < maxRounds && have < options.target; round++) {
    const want = Math.min(batchSize, options.target - have);
    await step(
      `${options.table}: ${have.toLocaleString('en')} → ${(have + want).toLocaleString('en')}`,
      async () => {
        // Readers uniformly, stories skewed towards low ids (some stories are much more popular).
        const result = await client.query(
          `${options.insert}
         from (
           select 1 + floor(random() * $1::int)::int as u, 1 + floor($2::int * power(random(), 1.3))::int as c
           from generate_series(1, $3::int) offset 0
         ) p
         on conflict do nothing`,
          [options.readers, options.published, want],
        );
        have += result.rowCount ?? 0;
      },
    );
  }
  if (have < options.target) {
    throw new Error(
      `Only ${have} unique ${options.table} after ${maxRounds} rounds (asked ${options.target}).`,
    );
  }
}

export const TABLES = [
  'users',
  'topics',
  'locations',
  'contents',
  'content_topics',
  'votes',
  'reads',
  'follows',
] as const;

/** Rows and on-disk size (table, indexes and TOAST) of the generated tables. */
export async function describeTables(client: pg.Client) {
  const rows: { table: string; rows: number; size: string; indexes: string }[] = [];
  for (const table of TABLES) {
    const result = await client.query<{ n: string; total: string; idx: string }>(
      `select (select count(*) from "${table}")::text as n,
         pg_size_pretty(pg_total_relation_size($1::regclass)) as total,
         pg_size_pretty(pg_indexes_size($1::regclass)) as idx`,
      [table],
    );
    const row = result.rows[0]!;
    rows.push({ table, rows: Number(row.n), size: row.total, indexes: row.idx });
  }
  return rows;
}
