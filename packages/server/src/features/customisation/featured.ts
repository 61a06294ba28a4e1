import {
  type ContentSummary,
  CTYPE,
  type FeaturedAddress,
  type FeaturedCard,
  type FeaturedItem,
  featuredKey,
  profilePath,
  topicPath,
} from '@masthead/core';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { loadSummaries } from '../content/summaries.ts';
import { topics } from '../content/tables.ts';

/**
 * SPEC §3 featured layout items as the page shows them: A stories and Q quizzes (published, not
 * deleted), B publishers (not suspended), T topics; what no longer exists is left out, the rest keep
 * the chosen order. Read as a guest: a featured card is the same for every reader.
 */

/** Finds a topic by id or by its address's title (the content service's). */
export type FindTopic = (
  where: { topicId: number } | { encodedTitle: string },
) => Promise<{ topicId: number; title: string; photoPath: string | null } | null>;

const isQuiz = (summary: ContentSummary) => summary.ctype === CTYPE.quiz;

const contentCard = (summary: ContentSummary): FeaturedCard => ({
  type: isQuiz(summary) ? 'Q' : 'A',
  id: summary.cgroupId,
  title: summary.title,
  url: summary.url,
  photoPath: summary.photoPath,
  byline: summary.author.displayName,
});

const topicCard = (row: { topicId: number; title: string; photoPath: string | null }): FeaturedCard => ({
  type: 'T',
  id: row.topicId,
  title: row.title,
  url: topicPath(row),
  photoPath: row.photoPath,
  byline: null,
});

const profileColumns = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
};
type ProfileRow = { userId: number; username: string | null; displayName: string; photoPath: string | null };
const profileCard = (row: ProfileRow): FeaturedCard => ({
  type: 'B',
  id: row.userId,
  title: row.displayName || row.username || '',
  url: profilePath(row),
  photoPath: row.photoPath,
  byline: row.username ? `@${row.username}` : null,
});

const idsOf = (items: readonly FeaturedItem[], ...types: FeaturedItem['type'][]) =>
  items.filter((item) => types.includes(item.type)).map((item) => item.id);

/** The cards of `items` that still exist, in their order. */
export async function featuredCards(db: DbOrTx, items: readonly FeaturedItem[]): Promise<FeaturedCard[]> {
  if (items.length === 0) return [];
  const contentIds = idsOf(items, 'A', 'Q');
  const topicIds = idsOf(items, 'T');
  const userIds = idsOf(items, 'B');
  const [summaries, topicRows, profileRows] = await Promise.all([
    loadSummaries(db, contentIds, null),
    topicIds.length
      ? db
          .select({ topicId: topics.id, title: topics.title, photoPath: topics.photoPath })
          .from(topics)
          .where(inArray(topics.id, topicIds))
      : [],
    userIds.length
      ? db
          .select(profileColumns)
          .from(users)
          .where(and(inArray(users.id, userIds), isNull(users.suspendedAt)))
      : [],
  ]);
  const cards = new Map<string, FeaturedCard>();
  for (const card of [
    ...summaries.map(contentCard),
    ...topicRows.map(topicCard),
    ...profileRows.map(profileCard),
  ])
    cards.set(featuredKey(card), card);
  return items.flatMap((item) => cards.get(featuredKey(item)) ?? []);
}

/** The card of what a featured address names, or null when it names nothing that may be featured. */
export async function featuredCardAt(
  db: DbOrTx,
  findTopic: FindTopic,
  address: FeaturedAddress,
): Promise<FeaturedCard | null> {
  if (address.kind === 'content') {
    const [summary] = await loadSummaries(db, [address.cgroupId], null);
    return summary ? contentCard(summary) : null;
  }
  if (address.kind === 'topic') {
    const topic = await findTopic(address.topic);
    return topic ? topicCard(topic) : null;
  }
  const who = address.who;
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .where(
      and(
        typeof who === 'number'
          ? inArray(users.id, [who])
          : sql`lower(${users.username}) = lower(${who.username})`,
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return row ? profileCard(row) : null;
}
