import {
  type ContentSummary,
  type Ctype,
  type Flavour,
  type ProfileRef,
  type SiteLinks,
  siteContentPath,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { reads, votes } from '../engagement/tables.ts';
import { withTitleLang } from '../langs/detect.ts';
import { hiddenPairs, pairKey } from '../magazines/hidden-members.ts';
import { contents, contentTopics, topics } from './tables.ts';

const publisher = alias(users, 'publisher');
const author = alias(users, 'author');

const profileColumns = (table: typeof publisher | typeof author) => ({
  userId: table.id,
  username: table.username,
  displayName: table.displayName,
  photoPath: table.photoPath,
  userType: table.userType,
});

/**
 * The one way content becomes a card (SPEC §3 post fields), for every feed, search and list: a feed
 * query picks ids in its order through its own index, and this loads them in three indexed queries.
 * Deleted content is left out; drafts only when asked (an author's own lists). `flavour` (explore when
 * not given) decides whether a magazine's content is addressed under /@{magazine} (SPEC §2); on a
 * business site (`site`) its own content drops the prefix and anyone else's points to the main site.
 * A story a magazine's hidden secretAdmin wrote for it (hidden-members.ts: one more primary-key read
 * when a page holds magazine stories), or one under the magazine's byline, shows the magazine as author.
 */
export async function loadSummaries(
  db: DbOrTx,
  ids: readonly number[],
  viewerId: number | null,
  options: {
    includeDrafts?: boolean | undefined;
    flavour?: Flavour | undefined;
    site?: SiteLinks | undefined;
  } = {},
): Promise<ContentSummary[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      // Cards never need the body or the search vector: only the columns a card shows.
      content: {
        id: contents.id,
        ctype: contents.ctype,
        title: contents.title,
        description: contents.description,
        photoPath: contents.photoPath,
        photoFocalPoint: contents.photoFocalPoint,
        publisherId: contents.publisherId,
        byline: contents.byline,
        linkUrl: contents.linkUrl,
        lang: contents.lang,
        premium: contents.premium,
        publishedAt: contents.publishedAt,
        upvoteCount: contents.upvoteCount,
        downvoteCount: contents.downvoteCount,
        commentCount: contents.commentCount,
        readCount: contents.readCount,
      },
      publisher: profileColumns(publisher),
      author: profileColumns(author),
    })
    .from(contents)
    .innerJoin(publisher, eq(publisher.id, contents.publisherId))
    .innerJoin(author, eq(author.id, contents.authorId))
    .where(
      and(
        inArray(contents.id, unique),
        isNull(contents.deletedAt),
        options.includeDrafts ? undefined : eq(contents.status, 'published'),
      ),
    );

  const topicRows = await db
    .select({
      contentId: contentTopics.contentId,
      topicId: topics.id,
      title: topics.title,
      highLight: topics.highLight,
      position: contentTopics.position,
    })
    .from(contentTopics)
    .innerJoin(topics, eq(topics.id, contentTopics.topicId))
    .where(inArray(contentTopics.contentId, unique))
    .orderBy(contentTopics.contentId, contentTopics.position);

  const readIds = new Set<number>();
  const myVotes = new Map<number, 1 | -1>();
  if (viewerId) {
    const [readRows, voteRows] = await Promise.all([
      db
        .select({ contentId: reads.contentId })
        .from(reads)
        .where(and(eq(reads.userId, viewerId), inArray(reads.contentId, unique))),
      db
        .select({ contentId: votes.contentId, value: votes.value })
        .from(votes)
        .where(and(eq(votes.userId, viewerId), inArray(votes.contentId, unique))),
    ]);
    for (const row of readRows) readIds.add(row.contentId);
    for (const row of voteRows) myVotes.set(row.contentId, row.value === 1 ? 1 : -1);
  }

  const topicsByContent = new Map<number, ContentSummary['topics']>();
  for (const row of topicRows) {
    const list = topicsByContent.get(row.contentId) ?? [];
    list.push(withTitleLang({ topicId: row.topicId, title: row.title, highLight: row.highLight }));
    topicsByContent.set(row.contentId, list);
  }

  // A hidden secretAdmin's story is the magazine's: its author shows as the magazine, but to themselves.
  // So does a story under the magazine's byline (publisher mode), to everyone.
  const hidden = await hiddenPairs(
    db,
    rows.flatMap(({ content, publisher, author }) =>
      content.byline === 'author' && publisher.userType === USER_TYPE.magazine && author.userId !== viewerId
        ? [{ magazineUserId: publisher.userId, userId: author.userId }]
        : [],
    ),
  );

  const byId = new Map<number, ContentSummary>();
  for (const { content, publisher, author } of rows) {
    const contentTopicsList = topicsByContent.get(content.id) ?? [];
    byId.set(content.id, {
      cgroupId: content.id,
      ctype: content.ctype as Ctype,
      title: content.title,
      description: content.description,
      photoPath: content.photoPath,
      photoFocalPoint: content.photoFocalPoint,
      url: siteContentPath(
        {
          cgroupId: content.id,
          ctype: content.ctype,
          title: content.title,
          username: publisher.username,
          publisherId: content.publisherId,
          topicTitle: contentTopicsList[0]?.title,
        },
        {
          flavour: options.flavour,
          publisherIsMagazine: publisher.userType === USER_TYPE.magazine,
          site: options.site,
        },
      ),
      userId: content.publisherId,
      publisher: publisher as ProfileRef,
      author: (content.byline === 'publisher' || hidden.has(pairKey(publisher.userId, author.userId))
        ? publisher
        : author) as ProfileRef,
      topicIds: contentTopicsList.map((topic) => topic.topicId),
      topicTitles: contentTopicsList.map((topic) => topic.title),
      topics: contentTopicsList,
      lang: content.lang,
      premium: content.premium,
      linkContent: content.linkUrl ? { t: content.title, d: content.description } : null,
      publishedAt: content.publishedAt?.toISOString() ?? null,
      upvoteCount: content.upvoteCount,
      downvoteCount: content.downvoteCount,
      commentCount: content.commentCount,
      readCount: content.readCount,
      userRead: readIds.has(content.id),
      myVote: myVotes.get(content.id) ?? 0,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
