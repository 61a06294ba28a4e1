import {
  type ContentSummary,
  type Ctype,
  type Flavour,
  type ProfileRef,
  type SiteLinks,
  siteContentPath,
  type TopicRef,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { users } from '../accounts/tables.ts';
import { withTitleLang } from '../langs/detect.ts';
import { hiddenPairs, pairKey } from '../magazines/hidden-members.ts';
import { contents } from './tables.ts';

const publisher = alias(users, 'publisher');
const author = alias(users, 'author');

/** A card's topics in their order, as one JSON array per story (content_topics' primary key). */
const cardTopics = sql<Omit<TopicRef, 'lang'>[]>`(
  select coalesce(json_agg(json_build_object(
    'topicId', t.id, 'title', t.title, 'highLight', t.high_light) order by ct.position), '[]'::json)
  from content_topics ct join topics t on t.id = ct.topic_id
  where ct.content_id = contents.id)`;

/** Whether the viewer has read the story (reads' primary key). */
const readBy = sql<boolean>`exists (select 1 from reads r
  where r.user_id = ${sql.placeholder('viewerId')} and r.content_id = contents.id)`;

/** The viewer's vote on the story, 1 or -1; null when none (votes' primary key). */
const voteOf = sql<number | null>`(select v.value from votes v
  where v.user_id = ${sql.placeholder('viewerId')} and v.content_id = contents.id)`;

const profileColumns = (table: typeof publisher | typeof author) => ({
  userId: table.id,
  username: table.username,
  displayName: table.displayName,
  photoPath: table.photoPath,
  userType: table.userType,
});

/**
 * The cards' rows: built once per database handle for each of its four shapes (drafts or not, a viewer
 * or not), as every feed page loads cards (db/prepared.ts). The ids come as one array value.
 */
const cardQuery = (status: 'published' | 'drafts', withViewer: boolean) =>
  preparedPerDb((db, name) =>
    db
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
        topics: cardTopics,
        userRead: withViewer ? readBy : sql<boolean>`false`,
        myVote: withViewer ? voteOf : sql<number | null>`null`,
      })
      .from(contents)
      .innerJoin(publisher, eq(publisher.id, contents.publisherId))
      .innerJoin(author, eq(author.id, contents.authorId))
      .where(
        and(
          sql`${contents.id} = any(${sql.placeholder('ids')})`,
          isNull(contents.deletedAt),
          status === 'drafts' ? undefined : eq(contents.status, 'published'),
        ),
      )
      .prepare(name),
  );

const cardQueries = {
  published: { viewer: cardQuery('published', true), guest: cardQuery('published', false) },
  drafts: { viewer: cardQuery('drafts', true), guest: cardQuery('drafts', false) },
};

const cardRows = (status: 'published' | 'drafts', withViewer: boolean) =>
  cardQueries[status][withViewer ? 'viewer' : 'guest'];

/**
 * The one way content becomes a card (SPEC §3 post fields), for every feed, search and list: a feed
 * query picks ids in its order through its own index, and this loads them in one query: the cards'
 * rows by primary key, each with its topics and the viewer's read and vote read through their keys.
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
  const rows = await cardRows(
    options.includeDrafts ? 'drafts' : 'published',
    viewerId !== null,
  )(db).execute({
    ids: unique,
    viewerId: viewerId ?? 0,
  });

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
  for (const { content, publisher, author, ...row } of rows) {
    const contentTopicsList = row.topics.map(withTitleLang);
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
      userRead: row.userRead,
      myVote: row.myVote === null ? 0 : row.myVote === 1 ? 1 : -1,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
