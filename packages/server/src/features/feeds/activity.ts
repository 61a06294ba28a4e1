import {
  ACTIVITY_KINDS,
  type ActivityItem,
  type ActivityKind,
  type ActivityTab,
  type FeedPage,
  type TopicRef,
  type UiLanguage,
} from '@masthead/core';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { loadSummaries } from '../content/summaries.ts';
import { topics } from '../content/tables.ts';
import { withTitleLang } from '../langs/detect.ts';
import { decodeCursor, zCursorId, zCursorTime } from './cursor.ts';
import { cut } from './paging.ts';
import { profileRefs } from './people.ts';
import { list, rowsOf, timeParam, timeText, toId } from './sql.ts';

/**
 * The activity page. Every source yields rows (at, kind, actor, ref, content) ordered by that tuple,
 * newest first; the cursor is the last row's tuple, so merged sources page without gaps or repeats.
 * kind: 1 published, 2 upvoted, 3 commented (ACTIVITY_KINDS order + 1).
 */
export const zActivityCursor = z.strictObject({
  t: zCursorTime,
  k: z.number().int().min(1).max(ACTIVITY_KINDS.length),
  a: zCursorId,
  r: zCursorId,
});
export type ActivityCursor = z.infer<typeof zActivityCursor>;

export const parseActivityCursor = (cursor: string | undefined) =>
  cursor ? decodeCursor(zActivityCursor, cursor) : null;

type Row = { t: string; k: unknown; a: unknown; r: unknown; content_id: unknown; topic_id: unknown };

const storyOk = (alias: string, langs: readonly UiLanguage[]) =>
  sql`${sql.raw(`${alias}.status = 'published' and ${alias}.deleted_at is null and ${alias}.published_at is not null and ${alias}.lang in `)}${list(langs)}`;

/** The tuple condition, plus a plain bound on the time column that an index can start from. */
function before(cursor: ActivityCursor | null, at: SQL, kind: number, actor: SQL, ref: SQL): SQL {
  if (!cursor) return sql``;
  return sql`and ${at} <= ${timeParam(cursor.t)} and (${at}, ${kind}, ${actor}, ${ref}) < (${timeParam(cursor.t)}, ${cursor.k}, ${cursor.a}::bigint, ${cursor.r}::bigint)`;
}

/** What followed people published (contents_publisher_idx), upvoted and commented (comments_user_idx). */
function peopleQuery(
  viewerId: number,
  langs: readonly UiLanguage[],
  cursor: ActivityCursor | null,
  take: number,
) {
  return sql`
    select p.* from follows f cross join lateral (
      select c.published_at as at, 1 as k, c.publisher_id as a, c.id as r, c.id as content_id, null::bigint as topic_id
      from contents c where c.publisher_id = f.target_id and ${storyOk('c', langs)}
      ${before(cursor, sql`c.published_at`, 1, sql`c.publisher_id`, sql`c.id`)}
      order by c.published_at desc nulls last, c.id desc nulls last limit ${take}
    ) p where f.follower_id = ${viewerId} and f.target_kind = 'user'
    union all
    select v.* from follows f cross join lateral (
      select vo.created_at as at, 2 as k, vo.user_id as a, vo.content_id as r, vo.content_id as content_id, null::bigint as topic_id
      from votes vo join contents c on c.id = vo.content_id
      where vo.user_id = f.target_id and vo.value = 1 and ${storyOk('c', langs)}
      ${before(cursor, sql`vo.created_at`, 2, sql`vo.user_id`, sql`vo.content_id`)}
      order by vo.created_at desc nulls last, vo.content_id desc nulls last limit ${take}
    ) v where f.follower_id = ${viewerId} and f.target_kind = 'user'
    union all
    select m.* from follows f cross join lateral (
      select cm.created_at as at, 3 as k, cm.user_id as a, cm.id as r, cm.content_id as content_id, null::bigint as topic_id
      from comments cm join contents c on c.id = cm.content_id
      where cm.user_id = f.target_id and cm.deleted_at is null and ${storyOk('c', langs)}
      ${before(cursor, sql`cm.created_at`, 3, sql`cm.user_id`, sql`cm.id`)}
      order by cm.created_at desc nulls last, cm.id desc nulls last limit ${take}
    ) m where f.follower_id = ${viewerId} and f.target_kind = 'user'`;
}

/** New stories in followed topics (content_topics_topic_feed_idx), each story once. */
function topicsQuery(
  viewerId: number,
  langs: readonly UiLanguage[],
  cursor: ActivityCursor | null,
  take: number,
) {
  return sql`
    select s.at, 1 as k, 0::bigint as a, s.content_id as r, s.content_id, min(s.topic_id) as topic_id
    from follows f cross join lateral (
      select ct.published_at as at, ct.content_id, ct.topic_id
      from content_topics ct join contents c on c.id = ct.content_id
      where ct.topic_id = f.target_id and ct.published_at is not null and ${storyOk('c', langs)}
      ${before(cursor, sql`ct.published_at`, 1, sql`0::bigint`, sql`ct.content_id`)}
      order by ct.published_at desc nulls last, ct.content_id desc nulls last limit ${take}
    ) s where f.follower_id = ${viewerId} and f.target_kind = 'topic'
    group by s.at, s.content_id`;
}

/**
 * The latest site-wide activity: new stories in the reader's languages (contents_feed_idx, one range
 * per language) and new comments on them.
 */
function everyoneQuery(langs: readonly UiLanguage[], cursor: ActivityCursor | null, take: number) {
  return sql`
    select p.* from (values ${sql.join(
      langs.map((lang) => sql`(${lang})`),
      sql`, `,
    )}) l(lang) cross join lateral (
      select c.published_at as at, 1 as k, c.publisher_id as a, c.id as r, c.id as content_id, null::bigint as topic_id
      from contents c where c.lang = l.lang and c.status = 'published' and c.deleted_at is null
      ${before(cursor, sql`c.published_at`, 1, sql`c.publisher_id`, sql`c.id`)}
      order by c.published_at desc nulls last, c.id desc nulls last limit ${take}
    ) p
    union all
    select * from (
      select cm.created_at as at, 3 as k, cm.user_id as a, cm.id as r, cm.content_id as content_id, null::bigint as topic_id
      from comments cm join contents c on c.id = cm.content_id
      where cm.deleted_at is null and ${storyOk('c', langs)}
      ${before(cursor, sql`cm.created_at`, 3, sql`cm.user_id`, sql`cm.id`)}
      order by cm.created_at desc nulls last, cm.id desc nulls last limit ${take}
    ) m`;
}

export async function activity(
  db: DbOrTx,
  input: {
    viewerId: number;
    tab: ActivityTab;
    langs: readonly UiLanguage[];
    cursor: ActivityCursor | null;
    limit: number;
  },
): Promise<FeedPage<ActivityItem>> {
  const { viewerId, langs, cursor } = input;
  const take = input.limit + 1;
  const source =
    input.tab === 'people'
      ? peopleQuery(viewerId, langs, cursor, take)
      : input.tab === 'topics'
        ? topicsQuery(viewerId, langs, cursor, take)
        : everyoneQuery(langs, cursor, take);
  const rows = await rowsOf<Row>(
    db,
    sql`select ${timeText(sql`x.at`)} as t, x.k, x.a, x.r, x.content_id, x.topic_id from (${source}) x
      order by x.at desc nulls last, x.k desc nulls last, x.a desc nulls last, x.r desc nulls last limit ${take}`,
  );
  const page = cut(rows, input.limit, (row) => ({
    t: row.t,
    k: Number(row.k),
    a: toId(row.a),
    r: toId(row.r),
  }));

  const contentIds = page.rows.map((row) => toId(row.content_id));
  const topicIds = page.rows.flatMap((row) => (row.topic_id === null ? [] : [toId(row.topic_id)]));
  const [stories, topicRows] = await Promise.all([
    loadSummaries(db, contentIds, viewerId),
    topicIds.length
      ? db
          .select({ topicId: topics.id, title: topics.title, highLight: topics.highLight })
          .from(topics)
          .where(inArray(topics.id, topicIds))
      : Promise.resolve([] as TopicRef[]),
  ]);
  const storyById = new Map(stories.map((story) => [story.cgroupId, story]));
  const topicById = new Map(topicRows.map((topic) => [topic.topicId, withTitleLang(topic)]));
  const actorIds = page.rows.map((row) => toId(row.a)).filter((id) => id > 0);
  const actors = await profileRefs(db, actorIds);

  const items = page.rows.flatMap((row): ActivityItem[] => {
    const story = storyById.get(toId(row.content_id));
    if (!story) return [];
    const kind = ACTIVITY_KINDS[Number(row.k) - 1] as ActivityKind;
    const actor = actors.get(toId(row.a)) ?? story.publisher;
    const topic = row.topic_id === null ? null : (topicById.get(toId(row.topic_id)) ?? null);
    return [
      {
        id: `${kind}:${toId(row.a)}:${toId(row.r)}`,
        kind,
        at: `${row.t}Z`,
        actor,
        topic,
        story,
      },
    ];
  });
  return { items, nextCursor: page.nextCursor };
}
