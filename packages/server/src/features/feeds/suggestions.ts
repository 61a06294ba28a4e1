import type { FollowSuggestions, UiLanguage } from '@masthead/core';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../content/tables.ts';
import { locationCards } from './locations.ts';
import { personCards } from './people.ts';
import { list, rowsOf, toId } from './sql.ts';
import { topicCards } from './topics.ts';

/** How many of each the welcome step offers: enough to choose from, few enough to read at a glance. */
export const SUGGESTIONS_PER_KIND = 8;

/**
 * Issue 13: what a new reader is offered to follow, so that their first home feed is theirs. Each
 * kind is ranked by popularity (followers) plus how many live stories it has in the reader's
 * languages; only what has stories in those languages is offered, so every choice feeds the feed.
 * Things the reader already follows stay in the list, shown as followed.
 */
export async function followSuggestions(
  db: DbOrTx,
  viewerId: number,
  langs: readonly UiLanguage[],
  limit: number = SUGGESTIONS_PER_KIND,
): Promise<FollowSuggestions> {
  const live = sql`c.status = 'published' and c.deleted_at is null and c.lang in ${list(langs)}`;
  const [topicRows, placeRows, peopleRows] = await Promise.all([
    rowsOf<{ id: unknown }>(
      db,
      sql`select t.id from topics t
        join (select ct.topic_id, count(*) as n from content_topics ct
          join contents c on c.id = ct.content_id where ${live} group by ct.topic_id) s on s.topic_id = t.id
        order by t.follower_count + s.n desc, t.id desc limit ${limit}`,
    ),
    rowsOf<{ id: unknown }>(
      db,
      sql`select l.id from locations l
        join (select c.location_id, count(*) as n from contents c
          where ${live} and c.location_id is not null group by c.location_id) s on s.location_id = l.id
        order by l.follower_count + s.n desc, l.id desc limit ${limit}`,
    ),
    rowsOf<{ id: unknown }>(
      db,
      sql`select u.id from users u
        join (select c.publisher_id, count(*) as n from contents c where ${live} group by c.publisher_id) s
          on s.publisher_id = u.id
        where u.id <> ${viewerId} and u.suspended_at is null
        order by u.follower_count + s.n desc, u.id desc limit ${limit}`,
    ),
  ]);
  const placeIds = placeRows.map((row) => toId(row.id));
  const [topics, places, people] = await Promise.all([
    topicCards(
      db,
      topicRows.map((row) => toId(row.id)),
      viewerId,
    ),
    placeIds.length
      ? db
          .select()
          .from(locations)
          .where(inArray(locations.id, placeIds))
          .then((rows) => {
            const byId = new Map(rows.map((row) => [row.id, row]));
            return locationCards(
              db,
              placeIds.flatMap((id) => byId.get(id) ?? []),
              viewerId,
            );
          })
      : [],
    personCards(
      db,
      peopleRows.map((row) => toId(row.id)),
      viewerId,
    ),
  ]);
  return { topics, places, people };
}
