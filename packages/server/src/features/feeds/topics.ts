import {
  type ContentSummary,
  FEED_LIMITS,
  type FeedPage,
  type LovedTopic,
  type TopicCard,
  type TopicRef,
  type UiLanguage,
} from '@masthead/core';
import { desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { loadSummaries } from '../content/summaries.ts';
import { topicShownColumns, topics } from '../content/tables.ts';
import { detectLang, withTitleLang } from '../langs/detect.ts';
import type { TimeCursor } from './cursor.ts';
import { cut } from './paging.ts';
import { list, rowsOf, timeParam, timeText, toId } from './sql.ts';

/** Whether the viewer follows the topic (follows' primary key). */
const followedBy = sql<boolean>`exists (select 1 from follows f
  where f.follower_id = ${sql.placeholder('viewerId')} and f.target_kind = 'topic' and f.target_id = topics.id)`;

/** What a topic card shows, with the viewer's follow state when there is a viewer. */
const cardColumns = (withViewer: boolean) => ({
  id: topics.id,
  ...topicShownColumns,
  following: withViewer ? followedBy : sql<boolean>`false`,
});

type TopicCardRow = {
  id: number;
  title: string;
  highLight: boolean;
  description: string;
  photoPath: string | null;
  articleCount: number;
  followerCount: number;
  following: boolean;
};

const toTopicCard = (row: TopicCardRow): TopicCard => ({
  topicId: row.id,
  title: row.title,
  highLight: row.highLight,
  lang: detectLang(row.title),
  description: row.description,
  descriptionLang: detectLang(row.description),
  photoPath: row.photoPath,
  articleCount: row.articleCount,
  followerCount: row.followerCount,
  following: row.following,
});

/** Topic cards' rows by id, built once per shape (a viewer or not). */
const topicCardQuery = (withViewer: boolean) =>
  preparedPerDb((db, name) =>
    db
      .select(cardColumns(withViewer))
      .from(topics)
      .where(sql`${topics.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );

const topicCardRows = { viewer: topicCardQuery(true), guest: topicCardQuery(false) };

/** Topic cards in the order of `ids`, with the viewer's follow state, in one query. */
export async function topicCards(
  db: DbOrTx,
  ids: readonly number[],
  viewerId: number | null,
): Promise<TopicCard[]> {
  if (ids.length === 0) return [];
  const rows = await topicCardRows[viewerId ? 'viewer' : 'guest'](db).execute({
    ids: [...new Set(ids)],
    viewerId: viewerId ?? 0,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTopicCard(row)] : [];
  });
}

/**
 * SPEC §9 hot topics, worldwide 12: (topic_id, rank) from 1. The hottest published stories (one range
 * of contents_hot_idx, every language) vote for their topics, each with weight 10^(its score − the top
 * score): core's hotScore is logarithmic with a 24-hour time factor, so a story a day older counts a
 * tenth. `offset 0` keeps the topic lookup a per-story primary-key probe, never a scan of every tagging.
 */
const hotTopicRanking = (limit: number | Placeholder) => sql`with hot as (
    select c.id, c.hot_score from contents c
    where c.status = 'published' and c.deleted_at is null
    order by c.hot_score desc nulls last, c.id desc nulls last limit ${FEED_LIMITS.hotTopicsSampleStories}
  ), top as (select max(hot_score) as m from hot)
  select ct.topic_id, row_number() over (
    order by sum(power(10::float8, greatest(h.hot_score - top.m, -300))) desc, ct.topic_id desc nulls last
  ) as rank
  from hot h cross join top
  cross join lateral (select x.topic_id from content_topics x where x.content_id = h.id offset 0) ct
  group by ct.topic_id
  order by rank limit ${limit}`;

/** The hot topics as cards, hottest first, in one query built once per shape (every feeds page). */
const hotTopicCardQuery = (withViewer: boolean) =>
  preparedPerDb((db, name) =>
    db
      .select(cardColumns(withViewer))
      .from(topics)
      .innerJoin(
        sql`(${hotTopicRanking(FEED_LIMITS.hotTopicsWorldwide)}) ranked`,
        sql`ranked.topic_id = ${topics.id}`,
      )
      .orderBy(sql`ranked.rank`)
      .prepare(name),
  );

const hotTopicCardRows = { viewer: hotTopicCardQuery(true), guest: hotTopicCardQuery(false) };

/** SPEC §9 hot topics as cards with the viewer's follow state. */
export async function hotTopicCards(db: DbOrTx, viewerId: number | null): Promise<TopicCard[]> {
  const rows = await hotTopicCardRows[viewerId ? 'viewer' : 'guest'](db).execute({ viewerId: viewerId ?? 0 });
  return rows.map(toTopicCard);
}

/** Editors' picks among topics (highLight), most followed first. */
export async function highlightedTopicIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.highLight, true))
    .orderBy(desc(topics.followerCount), desc(topics.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Topic refs by lowercased title (topics_title_lower_key), in no particular order. */
export async function topicsByTitles(db: DbOrTx, titles: readonly string[]): Promise<TopicRef[]> {
  if (titles.length === 0) return [];
  const lowered = [...new Set(titles.map((title) => title.toLowerCase()))];
  return rowsOf<Omit<TopicRef, 'lang'>>(
    db,
    sql`select id::float8 as "topicId", title, high_light as "highLight" from topics
      where lower(title) in ${list(lowered)}`,
  ).then((rows) => rows.map((row) => withTitleLang({ ...row, topicId: toId(row.topicId) })));
}

/**
 * Things I love: the reader's followed topics, most recently loved first, each with its newest stories
 * in the reader's languages (content_topics_topic_feed_idx, a few per topic).
 */
export async function lovedTopics(
  db: DbOrTx,
  input: { viewerId: number; langs: readonly UiLanguage[]; cursor: TimeCursor | null; limit: number },
): Promise<FeedPage<LovedTopic>> {
  const { viewerId, cursor } = input;
  const followed = await rowsOf<{ id: unknown; t: string }>(
    db,
    sql`select f.target_id as id, ${timeText(sql`f.created_at`)} as t from follows f
      where f.follower_id = ${viewerId} and f.target_kind = 'topic'
      ${cursor ? sql`and (f.created_at, f.target_id) < (${timeParam(cursor.t)}, ${cursor.i})` : sql``}
      order by f.created_at desc nulls last, f.target_id desc nulls last limit ${input.limit + 1}`,
  );
  const page = cut(followed, input.limit, (row) => ({ t: row.t, i: toId(row.id) }));
  const ids = page.rows.map((row) => toId(row.id));
  if (ids.length === 0) return { items: [], nextCursor: null };

  const storyRows = await rowsOf<{ topic_id: unknown; id: unknown }>(
    db,
    sql`select t.id as topic_id, x.id from topics t
      cross join lateral (
        select ct.content_id as id from content_topics ct
        join contents c on c.id = ct.content_id
        where ct.topic_id = t.id and ct.published_at is not null
        and c.status = 'published' and c.deleted_at is null and c.lang in ${list(input.langs)}
        order by ct.published_at desc nulls last, ct.content_id desc nulls last limit ${FEED_LIMITS.lovedTopicStories}
      ) x
      where t.id in ${list(ids)}`,
  );
  const [cards, summaries] = await Promise.all([
    topicCards(db, ids, viewerId),
    loadSummaries(
      db,
      storyRows.map((row) => toId(row.id)),
      viewerId,
    ),
  ]);
  const summaryById = new Map(summaries.map((story) => [story.cgroupId, story]));
  const storiesOf = new Map<number, ContentSummary[]>();
  for (const row of storyRows) {
    const story = summaryById.get(toId(row.id));
    if (!story) continue;
    const topicId = toId(row.topic_id);
    storiesOf.set(topicId, [...(storiesOf.get(topicId) ?? []), story]);
  }
  return {
    items: cards.map((topic) => ({ topic, stories: storiesOf.get(topic.topicId) ?? [] })),
    nextCursor: page.nextCursor,
  };
}

/** The topics a location's recent stories carry, most used first (contents_location_idx). */
export async function locationTopicRefs(db: DbOrTx, locationId: number, limit: number): Promise<TopicRef[]> {
  const rows = await rowsOf<{ id: unknown; title: string; high_light: boolean }>(
    db,
    sql`select t.id, t.title, t.high_light from (
        select c.id from contents c
        where c.location_id = ${locationId} and c.status = 'published' and c.deleted_at is null
        order by c.published_at desc nulls last limit ${FEED_LIMITS.localGuideSampleStories}
      ) c
      join content_topics ct on ct.content_id = c.id
      join topics t on t.id = ct.topic_id
      group by t.id, t.title, t.high_light
      order by count(*) desc, t.id desc nulls last limit ${limit}`,
  );
  return rows.map((row) =>
    withTitleLang({ topicId: toId(row.id), title: row.title, highLight: row.high_light }),
  );
}
