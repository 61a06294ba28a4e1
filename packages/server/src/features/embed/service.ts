import {
  type ContentSummary,
  type EmbedFeedAnswer,
  type EmbedProfile,
  type EmbedStory,
  isUiLanguage,
  profilePath,
  type TEmbedFeedQuery,
  topicPath,
  type UiLanguage,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { type ContentListKey, contentIdsBy, keyCondition } from '../content/feed-queries.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';

/** Words of a search: letters and digits only, so that each is a safe tsquery prefix term. */
const MAX_SEARCH_WORDS = 8;
const searchWords = (q: string) =>
  (q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((w) => w.toLowerCase());

/** LIKE's wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Titles and summaries holding every word as a prefix (the contents' `search` vector), or the typed
 * text itself anywhere in the title (Chinese titles have no spaces for the vector to split on).
 */
function searchCondition(q: string): SQL | undefined {
  const trimmed = q.trim();
  if (!trimmed) return undefined;
  const words = searchWords(trimmed);
  const inTitle = sql`${contents.title} ilike ${likeText(trimmed)}`;
  if (words.length === 0) return inTitle;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql`(${contents.search} @@ to_tsquery('simple', ${query}) or ${inTitle})`;
}

export const toEmbedStory = (summary: ContentSummary): EmbedStory => ({
  cgroupId: summary.cgroupId,
  title: summary.title,
  description: summary.description,
  url: summary.url,
  photoPath: summary.photoPath,
  lang: summary.lang,
  publishedAt: summary.publishedAt,
  premium: summary.premium,
  author: {
    displayName: summary.author.displayName,
    username: summary.author.username,
    url: profilePath(summary.author),
    photoPath: summary.author.photoPath,
  },
  topics: summary.topics.slice(0, 3).map((topic) => ({ title: topic.title, url: topicPath(topic) })),
});

/**
 * The embed kit's reads (SPEC §1): a profile's stories as the feed script shows them, and one story for
 * its card. Public and the same for every reader: no viewer is ever read, so the answers can be cached.
 */
export function createEmbedService({ db }: ServiceDeps) {
  async function profileOf(who: number | { username: string }) {
    const condition =
      typeof who === 'number' ? eq(users.id, who) : sql`lower(${users.username}) = lower(${who.username})`;
    const [row] = await db
      .select({
        userId: users.id,
        username: users.username,
        displayName: users.displayName,
        bio: users.bio,
        photoPath: users.photoPath,
        userType: users.userType,
      })
      .from(users)
      .where(and(condition, isNull(users.suspendedAt)))
      .limit(1);
    return row ?? null;
  }

  /** The languages a profile's published stories are in (contents_author/publisher indexes, distinct). */
  async function languagesOf(key: ContentListKey): Promise<UiLanguage[]> {
    const rows = await db
      .selectDistinct({ lang: contents.lang })
      .from(contents)
      .where(and(keyCondition(key), eq(contents.status, 'published'), isNull(contents.deletedAt)));
    return rows
      .map((row) => row.lang)
      .filter(isUiLanguage)
      .sort();
  }

  async function feed(query: TEmbedFeedQuery, pageSize: number): Promise<EmbedFeedAnswer | null> {
    const profile = await profileOf(query.userId);
    if (!profile) return null;
    const key: ContentListKey =
      profile.userType === USER_TYPE.magazine
        ? { by: 'publisher', userId: profile.userId }
        : { by: 'author', userId: profile.userId };
    const filter = and(
      query.lang ? eq(contents.lang, query.lang) : undefined,
      query.q ? searchCondition(query.q) : undefined,
    );
    const [page, langs] = await Promise.all([
      contentIdsBy(db, key, query.cursor, pageSize, filter),
      query.cursor ? Promise.resolve([]) : languagesOf(key),
    ]);
    const summaries = await loadSummaries(db, page.ids, null);
    const card: EmbedProfile = {
      userId: profile.userId,
      username: profile.username,
      displayName: profile.displayName,
      bio: profile.bio,
      photoPath: profile.photoPath,
      url: profilePath(profile),
    };
    return { profile: card, langs, items: summaries.map(toEmbedStory), nextCursor: page.nextCursor };
  }

  /** A published story of a profile that is not suspended, as its card shows it; null otherwise. */
  async function story(cgroupId: number) {
    const [summary] = await loadSummaries(db, [cgroupId], null);
    if (!summary) return null;
    const [publisher, author] = await Promise.all([
      profileOf(summary.publisher.userId),
      profileOf(summary.author.userId),
    ]);
    return publisher && author ? summary : null;
  }

  return { feed, story, profileOf };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
