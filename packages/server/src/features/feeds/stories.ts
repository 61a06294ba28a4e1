import {
  type ContentSummary,
  CTYPE,
  FEED_LIMITS,
  type FeedPage,
  isUiLanguage,
  type LanguageCount,
  type UiLanguage,
} from '@masthead/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadSummaries } from '../content/summaries.ts';
import { decodeCursor, type HotCursor, type TimeCursor, zHotCursor, zTimeCursor } from './cursor.ts';
import { cut } from './paging.ts';
import { list, rowsOf, timeParam, timeText, toId } from './sql.ts';

/**
 * Story lists: each query picks ids in order through one index and hands them to loadSummaries.
 * `published` is the predicate of the partial indexes contents_feed_idx and contents_hot_idx.
 */
const published = (alias: string) =>
  sql.raw(
    `${alias}.status = 'published' and ${alias}.deleted_at is null and ${alias}.published_at is not null`,
  );

const inLangs = (alias: string, langs: readonly UiLanguage[]) =>
  sql`${sql.raw(alias)}.lang in ${list(langs)}`;

type TimeRow = { id: unknown; t: string };
type HotRow = { id: unknown; s: number | string };

async function summariesPage<R extends { id: unknown }>(
  db: DbOrTx,
  viewerId: number | null,
  rows: R[],
  limit: number,
  keyOf: (row: R) => Record<string, unknown>,
): Promise<FeedPage<ContentSummary>> {
  const page = cut(rows, limit, keyOf);
  const items = await loadSummaries(
    db,
    page.rows.map((row) => toId(row.id)),
    viewerId,
  );
  return { items, nextCursor: page.nextCursor };
}

/** `tag` marks which list a cursor continues where one endpoint serves two (the home feed). */
const timeKey = (tag?: string) => (row: TimeRow) => ({
  t: row.t,
  i: toId(row.id),
  ...(tag ? { m: tag } : {}),
});
const hotKey = (tag?: string) => (row: HotRow) => ({
  s: Number(row.s),
  i: toId(row.id),
  ...(tag ? { m: tag } : {}),
});

/** Keyset condition on (published_at, id), written so the index can start at the cursor. */
const afterTime = (alias: string, column: string, idColumn: string, cursor: TimeCursor | null): SQL =>
  cursor
    ? sql`and ${sql.raw(`${alias}.${column}`)} <= ${timeParam(cursor.t)} and (${sql.raw(`${alias}.${column}`)}, ${sql.raw(`${alias}.${idColumn}`)}) < (${timeParam(cursor.t)}, ${cursor.i})`
    : sql``;

/**
 * SPEC §6 special posts rank above every hot score, in their configured order: the n-th (from 0) as
 * 1e300 / (n + 1), far above any real score (about 20,000 today), so they stay pinned however old.
 */
const PINNED_SCORE = 1e300;
export const pinnedScore = (index: number) => PINNED_SCORE / (index + 1);

const beforeCursor = (row: { s: number; id: number }, cursor: HotCursor | null) =>
  !cursor || row.s < cursor.s || (row.s === cursor.s && row.id < cursor.i);

/** The special posts that are published in the reader's languages, as hot rows with their pinned score. */
async function pinnedRows(
  db: DbOrTx,
  pinnedIds: readonly number[],
  langs: readonly UiLanguage[],
  cursor: HotCursor | null,
): Promise<HotRow[]> {
  if (pinnedIds.length === 0) return [];
  const rows = await rowsOf<{ id: unknown }>(
    db,
    sql`select c.id from contents c
      where c.id in ${list(pinnedIds)} and ${published('c')} and ${inLangs('c', langs)}`,
  );
  const present = new Set(rows.map((row) => toId(row.id)));
  return pinnedIds
    .flatMap((id, index) => (present.has(id) ? [{ id, s: pinnedScore(index) }] : []))
    .filter((row) => beforeCursor(row, cursor));
}

/**
 * Top stories: contents_hot_idx, highest hot score first, in the reader's languages. The special posts
 * (SPEC §6, SPECIAL_POST_IDS) come first, exempt from the score's decay with age.
 */
export async function topStories(
  db: DbOrTx,
  input: {
    viewerId: number | null;
    langs: readonly UiLanguage[];
    limit: number;
    cursor: HotCursor | null;
    tag?: string;
    pinnedIds?: readonly number[];
  },
): Promise<FeedPage<ContentSummary>> {
  const { cursor } = input;
  const pinnedIds = input.pinnedIds ?? [];
  const pinned = await pinnedRows(db, pinnedIds, input.langs, cursor);
  const rows = await rowsOf<HotRow>(
    db,
    sql`select c.id, c.hot_score as s from contents c
      where ${published('c')} and ${inLangs('c', input.langs)}
      ${pinnedIds.length ? sql`and c.id not in ${list(pinnedIds)}` : sql``}
      ${cursor ? sql`and (c.hot_score, c.id) < (${cursor.s}::float8, ${cursor.i})` : sql``}
      order by c.hot_score desc nulls last, c.id desc nulls last limit ${input.limit + 1}`,
  );
  return summariesPage(db, input.viewerId, [...pinned, ...rows], input.limit, hotKey(input.tag));
}

export const parseHotCursor = (cursor: string | undefined) =>
  cursor ? decodeCursor(zHotCursor, cursor) : null;
export const parseTimeCursor = (cursor: string | undefined) =>
  cursor ? decodeCursor(zTimeCursor, cursor) : null;

/**
 * Stories from what the reader follows, newest first: for each followed person or publisher
 * (contents_publisher_idx), topic (content_topics_topic_feed_idx) and location (contents_location_idx)
 * at most one page from the cursor on, merged. Work is bounded by follows × page size.
 */
export async function followedStories(
  db: DbOrTx,
  input: {
    viewerId: number;
    langs: readonly UiLanguage[];
    limit: number;
    cursor: TimeCursor | null;
    tag?: string;
  },
): Promise<FeedPage<ContentSummary>> {
  const { viewerId, langs, cursor } = input;
  const take = input.limit + 1;
  const rows = await rowsOf<TimeRow>(
    db,
    sql`select x.id, ${timeText(sql`x.published_at`)} as t from (
      select p.id, p.published_at from follows f
      cross join lateral (
        select c.id, c.published_at from contents c
        where c.publisher_id = f.target_id and ${published('c')} and ${inLangs('c', langs)}
        ${afterTime('c', 'published_at', 'id', cursor)}
        order by c.published_at desc nulls last, c.id desc nulls last limit ${take}
      ) p
      where f.follower_id = ${viewerId} and f.target_kind = 'user'
      union
      select p.id, p.published_at from follows f
      cross join lateral (
        select ct.content_id as id, ct.published_at from content_topics ct
        join contents c on c.id = ct.content_id
        where ct.topic_id = f.target_id and ct.published_at is not null
        and ${published('c')} and ${inLangs('c', langs)}
        ${afterTime('ct', 'published_at', 'content_id', cursor)}
        order by ct.published_at desc nulls last, ct.content_id desc nulls last limit ${take}
      ) p
      where f.follower_id = ${viewerId} and f.target_kind = 'topic'
      union
      select p.id, p.published_at from follows f
      cross join lateral (
        select c.id, c.published_at from contents c
        where c.location_id = f.target_id and ${published('c')} and ${inLangs('c', langs)}
        ${afterTime('c', 'published_at', 'id', cursor)}
        order by c.published_at desc nulls last, c.id desc nulls last limit ${take}
      ) p
      where f.follower_id = ${viewerId} and f.target_kind = 'location'
    ) x order by x.published_at desc nulls last, x.id desc nulls last limit ${take}`,
  );
  return summariesPage(db, viewerId, rows, input.limit, timeKey(input.tag));
}

/**
 * SPEC §9 featured page (at most 15): editors' picks, read as the hottest stories among the newest of
 * each highlighted topic (topics.high_light), in the reader's languages.
 */
export async function featuredStories(
  db: DbOrTx,
  input: { viewerId: number | null; langs: readonly UiLanguage[] },
): Promise<ContentSummary[]> {
  const rows = await rowsOf<{ id: unknown }>(
    db,
    sql`select c.id from (
        select t.id from topics t where t.high_light
        order by t.follower_count desc, t.id desc nulls last limit ${FEED_LIMITS.featuredTopics}
      ) t
      cross join lateral (
        select ct.content_id from content_topics ct
        where ct.topic_id = t.id and ct.published_at is not null
        order by ct.published_at desc nulls last, ct.content_id desc nulls last limit ${FEED_LIMITS.featuredPerTopic}
      ) x
      join contents c on c.id = x.content_id
      where ${published('c')} and ${inLangs('c', input.langs)}
      group by c.id, c.hot_score
      order by c.hot_score desc nulls last, c.id desc nulls last limit ${FEED_LIMITS.featuredMax}`,
  );
  return loadSummaries(
    db,
    rows.map((row) => toId(row.id)),
    input.viewerId,
  );
}

/** The votable lists directory (ctype 102), newest first: contents_ctype_idx. */
export async function voteListStories(
  db: DbOrTx,
  input: { viewerId: number | null; langs: readonly UiLanguage[]; limit: number; cursor: TimeCursor | null },
): Promise<FeedPage<ContentSummary>> {
  const rows = await rowsOf<TimeRow>(
    db,
    sql`select c.id, ${timeText(sql`c.published_at`)} as t from contents c
      where c.ctype = ${CTYPE.votableList} and ${published('c')} and ${inLangs('c', input.langs)}
      ${afterTime('c', 'published_at', 'id', input.cursor)}
      order by c.published_at desc nulls last, c.id desc nulls last limit ${input.limit + 1}`,
  );
  return summariesPage(db, input.viewerId, rows, input.limit, timeKey());
}

/** A location's stories, newest first (contents_location_idx), optionally of one topic. */
/**
 * Issue 13: how many of a place's published stories (of one topic, when given) are in each language the
 * feed leaves out, most first. Read through contents_location_idx like the feed itself.
 */
export async function locationOtherLangCounts(
  db: DbOrTx,
  input: { locationId: number; topicId: number | null; langs: readonly UiLanguage[] },
): Promise<LanguageCount[]> {
  const rows = await rowsOf<{ lang: string; n: number | string }>(
    db,
    sql`select c.lang, count(*) as n from contents c
      where c.location_id = ${input.locationId} and ${published('c')} and not ${inLangs('c', input.langs)}
      ${input.topicId ? sql`and exists (select 1 from content_topics ct where ct.content_id = c.id and ct.topic_id = ${input.topicId})` : sql``}
      group by c.lang order by count(*) desc, c.lang`,
  );
  return rows.flatMap((row) => (isUiLanguage(row.lang) ? [{ lang: row.lang, count: Number(row.n) }] : []));
}

export async function locationStories(
  db: DbOrTx,
  input: {
    viewerId: number | null;
    locationId: number;
    topicId: number | null;
    langs: readonly UiLanguage[];
    limit: number;
    cursor: TimeCursor | null;
  },
): Promise<FeedPage<ContentSummary>> {
  const rows = await rowsOf<TimeRow>(
    db,
    sql`select c.id, ${timeText(sql`c.published_at`)} as t from contents c
      where c.location_id = ${input.locationId} and ${published('c')} and ${inLangs('c', input.langs)}
      ${input.topicId ? sql`and exists (select 1 from content_topics ct where ct.content_id = c.id and ct.topic_id = ${input.topicId})` : sql``}
      ${afterTime('c', 'published_at', 'id', input.cursor)}
      order by c.published_at desc nulls last, c.id desc nulls last limit ${input.limit + 1}`,
  );
  return summariesPage(db, input.viewerId, rows, input.limit, timeKey());
}
