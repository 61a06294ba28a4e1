import type { Byline, ReviewState } from '@masthead/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** SPEC §3 Topic: topicId, title, highLight. Topic pages find a topic by its title, case-insensitively. */
export const topics = pgTable(
  'topics',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    photoPath: text('photo_path'),
    /** Editors' pick: highlighted in autocomplete and on explore. */
    highLight: boolean('high_light').notNull().default(false),
    /** Published content tagged with the topic (autocomplete's min_articles reads it). */
    articleCount: integer('article_count').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topics_title_lower_key').on(sql`lower(${t.title})`),
    // Topic autocomplete matches inside titles.
    // Explore lists the highlighted topics, most followed first.
    index('topics_highlight_idx').on(t.followerCount.desc(), t.id.desc()).where(sql`${t.highLight}`),
    // Autocomplete of one or two letters: a range of name prefixes (trigrams need three).
    index('topics_title_prefix_idx').on(sql`lower(${t.title}) text_pattern_ops`),
    index('topics_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('topics_title_length', sql`char_length(${t.title}) between 1 and 100`),
    check('topics_counts_positive', sql`${t.articleCount} >= 0 and ${t.followerCount} >= 0`),
  ],
);

/** What a topic shows on its card and its page (TopicCard, TopicPage), besides its id. */
export const topicShownColumns = {
  title: topics.title,
  highLight: topics.highLight,
  description: topics.description,
  photoPath: topics.photoPath,
  articleCount: topics.articleCount,
  followerCount: topics.followerCount,
};

/** SPEC §2 location routes /{country code}/{state}/{city}; state and city may be empty for wider places. */
export const locations = pgTable(
  'locations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Display name, e.g. 'Taipei, Taiwan'. */
    name: text('name').notNull(),
    photoPath: text('photo_path'),
    featured: boolean('featured').notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_place_key').on(
      sql`lower(${t.countryCode})`,
      sql`lower(${t.state})`,
      sql`lower(${t.city})`,
    ),
    // Featured locations (FeaturedLocations.js, explore, /home.html).
    index('locations_featured_idx').on(t.followerCount.desc(), t.id.desc()).where(sql`${t.featured}`),
    index('locations_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('locations_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('locations_follower_count_positive', sql`${t.followerCount} >= 0`),
  ],
);

/** SPEC §2 /entity/{title}/{entityId}.html: a person, place or thing that content is about. */
export const entities = pgTable(
  'entities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    photoPath: text('photo_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entities_title_prefix_idx').on(sql`lower(${t.title}) text_pattern_ops`),
    index('entities_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * SPEC §3 post or comment group: one row for every content type (ctype). The author is the person who
 * wrote it; the publisher is the profile it appears under (the author now, a magazine later).
 */
export const contents = pgTable(
  'contents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ctype: smallint('ctype').notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publisherId: bigint('publisher_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain-text summary shown on cards and in share meta tags. */
    description: text('description').notNull().default(''),
    /** Rich text, sanitised on the server before it is stored. */
    body: text('body').notNull().default(''),
    photoPath: text('photo_path'),
    photoFocalPoint: text('photo_focal_point'),
    /** The cover picture's text alternative (WCAG 1.1.1); empty when the writer gave none. */
    photoAlt: text('photo_alt').notNull().default(''),
    /** External content (ctype 5): the original article's address and its link card (SPEC linkContent t/d). */
    linkUrl: text('link_url'),
    /** Language of the content, one of the feed language codes. */
    lang: text('lang').notNull().default('en'),
    locationId: bigint('location_id', { mode: 'number' }).references(() => locations.id, {
      onDelete: 'set null',
    }),
    entityId: bigint('entity_id', { mode: 'number' }).references(() => entities.id, { onDelete: 'set null' }),
    /** Type-specific data (event date and place, list items, quiz questions…), validated by core schemas. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    premium: boolean('premium').notNull().default(false),
    /** Premium price in minor units and its currency (DESIGN §2); null unless premium. */
    priceMinor: integer('price_minor'),
    currency: text('currency'),
    /** SPEC §2 shareable draft preview: an unguessable code, null when none or revoked. */
    previewCode: text('preview_code'),
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    /** Hot score: votes and reads decayed by age (SPEC §9 time factor 24), kept up to date on change. */
    hotScore: doublePrecision('hot_score').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A magazine draft in its review queue ('submitted') or sent back to its author ('returned'). */
    reviewState: text('review_state').$type<ReviewState>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Whose name readers see: its author's, or its magazine's alone (core's BYLINES). */
    byline: text('byline').$type<Byline>().notNull().default('author'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    // Feeds: newest published content in the reader's languages.
    index('contents_feed_idx')
      .on(t.lang, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    // Top stories and hot lists.
    index('contents_hot_idx')
      .on(t.hotScore.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    // A magazine's profile lists what it published, newest first (id breaks ties for keyset paging).
    index('contents_publisher_idx').on(t.publisherId, t.publishedAt.desc(), t.id.desc()),
    index('contents_author_idx').on(t.authorId, t.createdAt.desc()),
    // A person's profile lists what they wrote and published, anywhere, newest first.
    index('contents_author_published_idx')
      .on(t.authorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index('contents_location_idx').on(t.locationId, t.publishedAt.desc()),
    // Issue 13: the image library finds a picture by the stories that show it.
    index('contents_photo_path_idx').on(t.photoPath).where(sql`${t.photoPath} is not null`),
    // Entity pages list the stories about an entity, newest first.
    index('contents_entity_idx').on(t.entityId, t.publishedAt.desc(), t.id.desc()),
    // The quiz directory and per-type lists, newest first.
    index('contents_ctype_idx').on(t.ctype, t.publishedAt.desc(), t.id.desc()),
    index('contents_search_idx').using('gin', t.search),
    uniqueIndex('contents_preview_code_key').on(t.previewCode).where(sql`${t.previewCode} is not null`),
    // My Posts: a writer's drafts or published content, last edited first.
    index('contents_author_status_idx').on(t.authorId, t.status, t.updatedAt.desc(), t.id.desc()),
    // A magazine's review queue: its submissions, oldest waiting first.
    index('contents_review_idx')
      .on(t.publisherId, t.reviewState, t.submittedAt, t.id)
      .where(sql`${t.reviewState} is not null and ${t.deletedAt} is null`),
    check('contents_status_check', sql`${t.status} in ('draft', 'published')`),
    check(
      'contents_review_state_check',
      sql`${t.reviewState} is null or (${t.reviewState} in ('submitted', 'returned') and ${t.status} = 'draft')`,
    ),
    // Only a magazine's story can show the magazine's name alone.
    check(
      'contents_byline_check',
      sql`${t.byline} = 'author' or (${t.byline} = 'publisher' and ${t.publisherId} <> ${t.authorId})`,
    ),
    check('contents_title_length', sql`char_length(${t.title}) <= 254`),
    check(
      'contents_price_check',
      sql`(${t.priceMinor} is null) = (${t.currency} is null) and (${t.priceMinor} is null or ${t.priceMinor} > 0)`,
    ),
    check(
      'contents_counts_positive',
      sql`${t.upvoteCount} >= 0 and ${t.downvoteCount} >= 0 and ${t.commentCount} >= 0 and ${t.readCount} >= 0 and ${t.saveCount} >= 0`,
    ),
  ],
);

/** Topics attached to content, in order; published_at is copied here so topic pages read one index. */
export const contentTopics = pgTable(
  'content_topics',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    topicId: bigint('topic_id', { mode: 'number' })
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    /** Null while the content is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.topicId] }),
    index('content_topics_topic_feed_idx').on(t.topicId, t.publishedAt.desc(), t.contentId.desc()),
  ],
);

/**
 * A topic's published stories per language, kept with topics.article_count (content/topic-counts.ts) so
 * a topic page says how many stories other languages hold without counting them (issue 12).
 */
export const topicLangCounts = pgTable(
  'topic_lang_counts',
  {
    topicId: bigint('topic_id', { mode: 'number' })
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    articleCount: integer('article_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.lang] }),
    check('topic_lang_counts_positive', sql`${t.articleCount} >= 0`),
  ],
);
