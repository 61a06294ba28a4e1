import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contents, contentTopics, topicLangCounts, topics } from './tables.ts';

/**
 * A topic's counts of published stories: topics.article_count in all, topic_lang_counts per language.
 * Both move together, in the caller's transaction, as `count ± 1` (DESIGN §7), in topic id order so
 * two publishes on the same topics lock their rows in one order.
 */

/** Counts a content on its topics' pages (+1) or takes it off them (−1), in its language. */
export async function moveTopicCounts(
  tx: DbOrTx,
  contentId: number,
  topicIds: readonly number[],
  by: 1 | -1,
): Promise<void> {
  if (topicIds.length === 0) return;
  const ids = sql.join(
    [...new Set(topicIds)].sort((a, b) => a - b).map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${topics} set article_count = greatest(article_count + ${by}::int, 0)
    where id in (${ids})`);
  await tx.execute(sql`
    insert into ${topicLangCounts} (topic_id, lang, article_count)
    select t.id, c.lang, greatest(${by}::int, 0)
    from unnest(array[${ids}]) as t(id) cross join ${contents} c
    where c.id = ${contentId}::bigint
    order by t.id
    on conflict (topic_id, lang) do update
      set article_count = greatest(${topicLangCounts.articleCount} + ${by}::int, 0)`);
}

/** A published content whose language changed: its topics count it under the new language. */
export async function moveTopicLanguage(
  tx: DbOrTx,
  contentId: number,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await tx.execute(sql`
    update ${topicLangCounts} set article_count = greatest(article_count - 1, 0)
    where lang = ${from} and topic_id in (
      select topic_id from ${contentTopics}
      where content_id = ${contentId}::bigint and published_at is not null)`);
  await tx.execute(sql`
    insert into ${topicLangCounts} (topic_id, lang, article_count)
    select topic_id, ${to}, 1 from ${contentTopics}
    where content_id = ${contentId}::bigint and published_at is not null
    order by topic_id
    on conflict (topic_id, lang) do update set article_count = ${topicLangCounts.articleCount} + 1`);
}

/** Counts a topic's stories again from its rows, after a merge moved many at once. */
export async function recountTopic(tx: DbOrTx, topicId: number): Promise<void> {
  await tx.execute(sql`
    update ${topics} set article_count = (select count(*) from ${contentTopics}
      where topic_id = ${topicId}::bigint and published_at is not null)
    where id = ${topicId}::bigint`);
  await tx.execute(sql`delete from ${topicLangCounts} where topic_id = ${topicId}::bigint`);
  await tx.execute(sql`
    insert into ${topicLangCounts} (topic_id, lang, article_count)
    select ct.topic_id, c.lang, count(*)::int
    from ${contentTopics} ct join ${contents} c on c.id = ct.content_id
    where ct.topic_id = ${topicId}::bigint and ct.published_at is not null
    group by ct.topic_id, c.lang`);
}
