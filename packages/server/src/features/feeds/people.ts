import {
  type ConnectionTab,
  FEED_LIMITS,
  type FeedPage,
  type LocalGuide,
  type PersonCard,
  type ProfileRef,
  type UiLanguage,
} from '@masthead/core';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { followingSet } from '../engagement/queries.ts';
import { detectLang } from '../langs/detect.ts';
import type { TimeCursor } from './cursor.ts';
import { cut } from './paging.ts';
import { list, rowsOf, timeParam, timeText, toId } from './sql.ts';

/** Bylines by id (the presenter's allowlist: no email, no rights). */
export async function profileRefs(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ProfileRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      userType: users.userType,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** People cards in the order of `ids`, with the viewer's follow state; suspended people are left out. */
export async function personCards(
  db: DbOrTx,
  ids: readonly number[],
  viewerId: number | null,
): Promise<PersonCard[]> {
  if (ids.length === 0) return [];
  const [rows, following] = await Promise.all([
    db
      .select({
        userId: users.id,
        username: users.username,
        displayName: users.displayName,
        photoPath: users.photoPath,
        userType: users.userType,
        bio: users.bio,
        followerCount: users.followerCount,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)])),
    followingSet(db, viewerId, 'user', ids),
  ]);
  const byId = new Map(rows.map((row) => [row.userId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row || row.suspendedAt) return [];
    const { suspendedAt: _hidden, ...card } = row;
    return [{ ...card, bioLang: detectLang(card.bio), following: following.has(id) }];
  });
}

/**
 * Connections of the viewer, newest first. Followers read follows_target_idx; following reads the
 * viewer's own follows (primary key prefix follower_id, target_kind).
 */
export async function connections(
  db: DbOrTx,
  input: { viewerId: number; tab: ConnectionTab; cursor: TimeCursor | null; limit: number },
): Promise<FeedPage<PersonCard>> {
  const { viewerId, cursor } = input;
  const query =
    input.tab === 'followers'
      ? sql`select f.follower_id as id, ${timeText(sql`f.created_at`)} as t from follows f
          where f.target_kind = 'user' and f.target_id = ${viewerId}
          ${cursor ? sql`and f.created_at <= ${timeParam(cursor.t)} and (f.created_at, f.follower_id) < (${timeParam(cursor.t)}, ${cursor.i})` : sql``}
          order by f.created_at desc nulls last, f.follower_id desc nulls last limit ${input.limit + 1}`
      : sql`select f.target_id as id, ${timeText(sql`f.created_at`)} as t from follows f
          where f.follower_id = ${viewerId} and f.target_kind = 'user'
          ${cursor ? sql`and (f.created_at, f.target_id) < (${timeParam(cursor.t)}, ${cursor.i})` : sql``}
          order by f.created_at desc nulls last, f.target_id desc nulls last limit ${input.limit + 1}`;
  const rows = await rowsOf<{ id: unknown; t: string }>(db, query);
  const page = cut(rows, input.limit, (row) => ({ t: row.t, i: toId(row.id) }));
  return {
    items: await personCards(
      db,
      page.rows.map((row) => toId(row.id)),
      viewerId,
    ),
    nextCursor: page.nextCursor,
  };
}

/**
 * Local guides: the people who published most of a location's recent stories (contents_location_idx,
 * a bounded sample per location), for several locations in one query. Only stories in `langs` count,
 * the ones the location's feed lists, so a guide's count matches what a reader finds there.
 */
export async function localGuides(
  db: DbOrTx,
  locationIds: readonly number[],
  viewerId: number | null,
  langs: readonly UiLanguage[],
): Promise<Map<number, LocalGuide[]>> {
  const result = new Map<number, LocalGuide[]>();
  if (locationIds.length === 0) return result;
  const rows = await rowsOf<{ location_id: unknown; publisher_id: unknown; n: unknown }>(
    db,
    sql`select l.id as location_id, g.publisher_id, g.n from locations l
      cross join lateral (
        select s.publisher_id, count(*) as n from (
          select c.publisher_id from contents c
          where c.location_id = l.id and c.status = 'published' and c.deleted_at is null
            and c.published_at is not null and c.lang in ${list(langs)}
          order by c.published_at desc nulls last limit ${FEED_LIMITS.localGuideSampleStories}
        ) s group by s.publisher_id
        order by count(*) desc, s.publisher_id desc nulls last limit ${FEED_LIMITS.localGuides}
      ) g
      where l.id in ${list(locationIds)}`,
  );
  const cards = await personCards(
    db,
    rows.map((row) => toId(row.publisher_id)),
    viewerId,
  );
  const cardById = new Map(cards.map((card) => [card.userId, card]));
  for (const row of rows) {
    const person = cardById.get(toId(row.publisher_id));
    if (!person) continue;
    const locationId = toId(row.location_id);
    result.set(locationId, [...(result.get(locationId) ?? []), { person, storyCount: Number(row.n) }]);
  }
  return result;
}
