import {
  CONTENT_FEED_PAGE_SIZE,
  type ContentPage,
  type ContentSummary,
  CTYPE,
  type EntityPage,
  entityPath,
  type FeedCursor,
  type FeedPage,
  type Flavour,
  locationPath,
  MAGAZINE_ROLE,
  type ProfileRef,
  parseContentExtra,
  type SiteLinks,
  type TopicPage,
  topicPath,
  topicTitleCandidates,
  type UiLanguage,
  USER_TYPE,
  type WriterPage,
} from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { followingSet } from '../engagement/queries.ts';
import { detectLang, placeNameLang, withTitleLang } from '../langs/detect.ts';
import { notebookItems, notebooks } from '../notebooks/tables.ts';
import { fundraiserTotals, paidView, paywallFor } from '../payments/queries.ts';
import {
  contentIdsBy,
  type IdPage,
  showsItsAuthor,
  topicContentIds,
  topicOtherLangCounts,
} from './feed-queries.ts';
import { loadSummaries } from './summaries.ts';
import { contents, contentTopics, entities, locations, topicShownColumns, topics } from './tables.ts';

/**
 * What every reading call may be told about the request: who reads, on which host flavour, and on
 * which business's site (DESIGN §4: its own stories are addressed without the prefix).
 */
export type ReadOptions = {
  viewerId: number | null;
  flavour?: Flavour | undefined;
  site?: SiteLinks | undefined;
};

/** Related stories under a content page. */
const RELATED_COUNT = 4;
/** Topic titles are at most 100 characters; an encoded one with every character a token stays under this. */
const ENCODED_TITLE_MAX = 700;

const profileColumns = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  photoPath: users.photoPath,
  userType: users.userType,
  bio: users.bio,
  twitter: users.twitter,
  followerCount: users.followerCount,
};

/** A profile readers may see: any person or magazine that is not suspended. */
async function visibleProfile(db: DbOrTx, where: { userId: number } | { username: string }) {
  const condition =
    'userId' in where ? eq(users.id, where.userId) : sql`lower(${users.username}) = lower(${where.username})`;
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .where(and(condition, isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

const toProfileRef = (row: ProfileRef & Record<string, unknown>): ProfileRef => ({
  userId: row.userId,
  username: row.username,
  displayName: row.displayName,
  photoPath: row.photoPath,
  userType: row.userType,
});

/**
 * Whether a reader keeps a story in any of their notebooks: notebook_items_content_idx finds the
 * story's saves, each checked against its notebook's owner by primary key.
 */
export async function savedByViewer(db: DbOrTx, viewerId: number | null, cgroupId: number) {
  if (!viewerId) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(notebookItems)
    .innerJoin(notebooks, eq(notebooks.id, notebookItems.notebookId))
    .where(and(eq(notebookItems.contentId, cgroupId), eq(notebooks.userId, viewerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * How many published stories on a topic one person wrote or one magazine published, as the topic
 * page of that publisher lists them: the publisher's stories (contents_publisher_idx and
 * contents_author_published_idx), each checked for the topic by content_topics' primary key.
 */
async function publisherTopicCount(db: DbOrTx, topicId: number, publisherId: number) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(contents)
    .where(
      and(
        sql`(${contents.publisherId} = ${publisherId} or (${contents.authorId} = ${publisherId} and ${showsItsAuthor}))`,
        eq(contents.status, 'published'),
        isNull(contents.deletedAt),
        sql`${contents.publishedAt} is not null`,
        sql`exists (select 1 from ${contentTopics} where ${contentTopics.contentId} = ${contents.id} and ${contentTopics.topicId} = ${topicId} and ${contentTopics.publishedAt} is not null)`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The content a reader may see, as stored: its type tells a caller what else its page needs (a poll's
 * results…), to read beside the page. `includeDrafts`: the draft preview (SPEC §2) shows a draft.
 */
async function readableContent(
  db: DbOrTx,
  cgroupId: number,
  options: { includeDrafts?: boolean | undefined },
) {
  const [row] = await db
    .select({
      ctype: contents.ctype,
      body: contents.body,
      extra: contents.extra,
      linkUrl: contents.linkUrl,
      photoAlt: contents.photoAlt,
      updatedAt: contents.updatedAt,
      authorId: contents.authorId,
      publisherId: contents.publisherId,
      premium: contents.premium,
      priceMinor: contents.priceMinor,
      currency: contents.currency,
      location: {
        locationId: locations.id,
        countryCode: locations.countryCode,
        country: locations.country,
        state: locations.state,
        city: locations.city,
        name: locations.name,
      },
      entity: { entityId: entities.id, title: entities.title },
    })
    .from(contents)
    .leftJoin(locations, eq(locations.id, contents.locationId))
    .leftJoin(entities, eq(entities.id, contents.entityId))
    .where(
      and(
        eq(contents.id, cgroupId),
        options.includeDrafts ? undefined : eq(contents.status, 'published'),
        isNull(contents.deletedAt),
      ),
    )
    .limit(1);
  return row ? { ...row, id: cgroupId } : null;
}

export type ReadableContent = NonNullable<Awaited<ReturnType<typeof readableContent>>>;

/** Content pages: stories of every type, topics, entities, quizzes, profiles' content and writers. */
export function createContentService(deps: ServiceDeps) {
  const { db } = deps;

  async function feedOf(page: IdPage, options: ReadOptions): Promise<FeedPage<ContentSummary>> {
    const items = await loadSummaries(db, page.ids, options.viewerId, {
      flavour: options.flavour,
      site: options.site,
    });
    return { items, nextCursor: page.nextCursor };
  }

  /** Published stories sharing a topic with this one, newest first, each topic read through its index. */
  async function relatedTo(cgroupId: number, topicIds: number[], options: ReadOptions) {
    if (topicIds.length === 0) return [];
    const pages = await Promise.all(
      topicIds.slice(0, 3).map((topicId) => topicContentIds(db, topicId, { limit: RELATED_COUNT + 1 })),
    );
    const ids: number[] = [];
    for (
      let rank = 0;
      ids.length < RELATED_COUNT && pages.some((page) => page.ids[rank] !== undefined);
      rank++
    ) {
      for (const page of pages) {
        const id = page.ids[rank];
        if (id !== undefined && id !== cgroupId && !ids.includes(id) && ids.length < RELATED_COUNT)
          ids.push(id);
      }
    }
    return loadSummaries(db, ids, options.viewerId, { flavour: options.flavour, site: options.site });
  }

  /**
   * The page of a content `readableContent` found. Its card, the viewer's save, the paywall and a
   * fundraiser's total need only the stored row, so they are read side by side; the publisher and
   * related stories wait for the card.
   */
  async function contentPageOf(
    row: ReadableContent,
    options: ReadOptions & { includeDrafts?: boolean },
  ): Promise<ContentPage | null> {
    const cgroupId = row.id;
    const storedExtra = parseContentExtra(row.ctype, row.extra);
    const [[summary], saved, locked, fundraiser] = await Promise.all([
      loadSummaries(db, [cgroupId], options.viewerId, {
        flavour: options.flavour,
        site: options.site,
        includeDrafts: options.includeDrafts,
      }),
      savedByViewer(db, options.viewerId, cgroupId),
      // Payments: a premium body only for its author and readers who paid; a fundraiser's ledger total.
      paywallFor(db, row, options.viewerId),
      storedExtra.kind === 'donate' ? fundraiserTotals(db, cgroupId, storedExtra.currency) : null,
    ]);
    if (!summary) return null;
    const [publisher, following, related] = await Promise.all([
      visibleProfile(db, { userId: summary.userId }),
      followingSet(db, options.viewerId, 'user', [summary.userId]),
      relatedTo(cgroupId, summary.topicIds, options),
    ]);
    if (!publisher) return null;
    // A draft's preview link is the writer's own invitation to read it all (reviewers, editors).
    const paywall = locked && options.includeDrafts ? { ...locked, unlocked: true } : locked;
    const shown = paidView(row.body, storedExtra, paywall, fundraiser);
    const location = row.location?.locationId
      ? { ...row.location, lang: placeNameLang(row.location.name), url: locationPath(row.location) }
      : null;
    const entity = row.entity?.entityId ? { ...row.entity, url: entityPath(row.entity) } : null;
    return {
      ...summary,
      photoAlt: row.photoAlt,
      body: shown.body,
      extra: shown.extra,
      linkUrl: summary.ctype === CTYPE.external || row.linkUrl ? row.linkUrl : null,
      location,
      entity,
      publisherCard: {
        ...toProfileRef(publisher),
        bio: publisher.bio,
        bioLang: detectLang(publisher.bio),
        followerCount: publisher.followerCount,
        following: following.has(summary.userId),
      },
      share: {
        twitterUsername: deps.config.twitterUsername,
        publisher: { twitter: publisher.twitter },
        linkContentObject: { url: summary.url, title: summary.title, description: summary.description },
      },
      related,
      updatedAt: row.updatedAt.toISOString(),
      saved,
      paywall,
      fundraiser,
    };
  }

  /** `includeDrafts`: the draft preview (SPEC §2) shows a draft as its page will look. */
  async function contentPage(
    cgroupId: number,
    options: ReadOptions & { includeDrafts?: boolean },
  ): Promise<ContentPage | null> {
    const row = await readableContent(db, cgroupId, options);
    return row ? contentPageOf(row, options) : null;
  }

  async function findTopic(where: { topicId: number } | { encodedTitle: string }) {
    const columns = { topicId: topics.id, ...topicShownColumns };
    if ('topicId' in where) {
      const [row] = await db.select(columns).from(topics).where(eq(topics.id, where.topicId)).limit(1);
      return row ?? null;
    }
    if (where.encodedTitle.length > ENCODED_TITLE_MAX) return null;
    const candidates = topicTitleCandidates(where.encodedTitle);
    // topics_title_lower_key serves lower(title) = lower($1); the first reading wins when both exist.
    const rows = await db
      .select(columns)
      .from(topics)
      .where(
        sql`lower(${topics.title}) in (${sql.join(
          candidates.map((title) => sql`lower(${title})`),
          sql`, `,
        )})`,
      )
      .limit(2);
    const first = candidates[0]?.toLowerCase();
    return rows.find((row) => row.title.toLowerCase() === first) ?? rows[0] ?? null;
  }

  /**
   * A topic page. The topic's own page lists its stories in the reader's feed languages and counts the
   * rest (issue 13); a publisher's topic page lists all of theirs, as their profile does.
   */
  async function topicPage(
    where: { topicId: number } | { encodedTitle: string; username?: string | undefined },
    options: ReadOptions & { langs: readonly UiLanguage[] },
  ): Promise<TopicPage | null> {
    const [topic, publisher] = await Promise.all([
      findTopic(where),
      'username' in where && where.username !== undefined
        ? visibleProfile(db, { username: where.username })
        : null,
    ]);
    if (!topic || ('username' in where && where.username !== undefined && !publisher)) return null;
    const listing = publisher
      ? { limit: CONTENT_FEED_PAGE_SIZE, publisherId: publisher.userId }
      : { limit: CONTENT_FEED_PAGE_SIZE, langs: options.langs };
    const [following, page, storyCount, otherLangs] = await Promise.all([
      followingSet(db, options.viewerId, 'topic', [topic.topicId]),
      topicContentIds(db, topic.topicId, listing),
      publisher ? publisherTopicCount(db, topic.topicId, publisher.userId) : topic.articleCount,
      publisher ? [] : topicOtherLangCounts(db, topic.topicId, options.langs),
    ]);
    const { followerCount, ...rest } = topic;
    return {
      topic: { ...withTitleLang(rest), descriptionLang: detectLang(rest.description) },
      storyCount,
      followerCount,
      following: following.has(topic.topicId),
      path: topicPath(topic, {
        username: publisher?.username,
        businessSite: publisher !== null && publisher.userId === options.site?.userId,
      }),
      publisher: publisher ? toProfileRef(publisher) : null,
      otherLangs,
      feed: await feedOf(page, options),
    };
  }

  /** The topic page's next pages, listed as its first (publisher, or feed languages). */
  async function topicFeed(
    topicId: number,
    cursor: FeedCursor | undefined,
    options: ReadOptions & { publisherId?: number | undefined; langs: readonly UiLanguage[] },
  ) {
    const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).limit(1);
    if (!topic) return null;
    const { publisherId } = options;
    if (publisherId !== undefined && !(await visibleProfile(db, { userId: publisherId }))) return null;
    const listing = publisherId === undefined ? { cursor, langs: options.langs } : { cursor, publisherId };
    return feedOf(await topicContentIds(db, topicId, { ...listing, limit: CONTENT_FEED_PAGE_SIZE }), options);
  }

  /**
   * A person's stories are those they wrote (also for magazines); a magazine's, those it published;
   * with `magazineUserId`, what the person wrote for that magazine (its writer page).
   */
  async function profileContent(
    userId: number,
    cursor: FeedCursor | undefined,
    options: ReadOptions & { magazineUserId?: number | undefined; limit?: number | undefined },
  ) {
    const profile = await visibleProfile(db, { userId });
    if (!profile) return null;
    const key =
      profile.userType === USER_TYPE.magazine
        ? ({ by: 'publisher', userId } as const)
        : ({ by: 'author', userId, publisherId: options.magazineUserId } as const);
    return feedOf(await contentIdsBy(db, key, cursor, options.limit ?? CONTENT_FEED_PAGE_SIZE), options);
  }

  const entityStories = async (entityId: number, cursor: FeedCursor | undefined, options: ReadOptions) =>
    feedOf(await contentIdsBy(db, { by: 'entity', entityId }, cursor, CONTENT_FEED_PAGE_SIZE), options);

  async function entityFeed(entityId: number, cursor: FeedCursor | undefined, options: ReadOptions) {
    const [entity] = await db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.id, entityId))
      .limit(1);
    return entity ? entityStories(entityId, cursor, options) : null;
  }

  async function entityPage(entityId: number, options: ReadOptions): Promise<EntityPage | null> {
    const [entity] = await db
      .select({
        entityId: entities.id,
        title: entities.title,
        description: entities.description,
        photoPath: entities.photoPath,
      })
      .from(entities)
      .where(eq(entities.id, entityId))
      .limit(1);
    if (!entity) return null;
    return {
      entity: { ...entity, url: entityPath(entity) },
      feed: await entityStories(entityId, undefined, options),
    };
  }

  async function quizFeed(cursor: FeedCursor | undefined, options: ReadOptions) {
    return feedOf(
      await contentIdsBy(db, { by: 'ctype', ctype: CTYPE.quiz }, cursor, CONTENT_FEED_PAGE_SIZE),
      options,
    );
  }

  /** /@{magazine}/writers/@{username}: only a member of that magazine is one of its writers. */
  async function writerPage(
    magazineUsername: string,
    username: string,
    options: ReadOptions,
  ): Promise<WriterPage | null> {
    if (magazineUsername.length > 100 || username.length > 100) return null;
    const [magazine, writer] = await Promise.all([
      visibleProfile(db, { username: magazineUsername }),
      visibleProfile(db, { username }),
    ]);
    if (!magazine || !writer || magazine.userType !== USER_TYPE.magazine) return null;
    const [member] = await db
      .select({ role: magazineMembers.role })
      .from(magazineMembers)
      .where(
        and(eq(magazineMembers.magazineUserId, magazine.userId), eq(magazineMembers.userId, writer.userId)),
      )
      .limit(1);
    // A hidden secretAdmin is none of its writers (SPEC §6: hidden from all but masterAdmin).
    if (!member || member.role === MAGAZINE_ROLE.secretAdmin) return null;
    const key = { by: 'author', userId: writer.userId, publisherId: magazine.userId } as const;
    return {
      magazine: { ...toProfileRef(magazine), bio: magazine.bio, bioLang: detectLang(magazine.bio) },
      writer: { ...toProfileRef(writer), bio: writer.bio, bioLang: detectLang(writer.bio) },
      role: member.role,
      feed: await feedOf(await contentIdsBy(db, key, undefined, CONTENT_FEED_PAGE_SIZE), options),
    };
  }

  return {
    readableContent: (cgroupId: number, options: { includeDrafts?: boolean }) =>
      readableContent(db, cgroupId, options),
    contentPageOf,
    contentPage,
    findTopic,
    topicPage,
    topicFeed,
    profileContent,
    entityPage,
    entityFeed,
    quizFeed,
    writerPage,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
