import type { BlogStatus, RecommendationStatus } from '@masthead/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/**
 * SPEC §4 blog submission: a reader submits a blog (its feed found at submission), an admin approves
 * it or not (with reasons, allowing resubmission or not). A blog holds one live (pending or approved)
 * submission at a time, by its site key; rejected and canceled ones stay as history.
 */
export const blogSubmissions = pgTable(
  'blog_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    submitterId: bigint('submitter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteUrl: text('site_url').notNull(),
    /** core blogSiteKey(siteUrl): one live submission per blog. */
    siteKey: text('site_key').notNull(),
    feedUrl: text('feed_url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    /** Topics the blog's stories are filed under (checked when stored; missing ones are skipped). */
    topicIds: bigint('topic_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    status: text('status').$type<BlogStatus>().notNull().default('pending'),
    /** How many times this blog was submitted again after not being approved (> 0: 'resubmitted'). */
    resubmitCount: integer('resubmit_count').notNull().default(0),
    reasons: text('reasons').notNull().default(''),
    resubmitAllowed: boolean('resubmit_allowed').notNull().default(true),
    /** The feed's first titles when submitted, and how many items it held: the queue's preview. */
    previewTitles: text('preview_titles').array().notNull().default(sql`'{}'::text[]`),
    itemCount: integer('item_count').notNull().default(0),
    /** The publisher profile created on approval. */
    publisherId: bigint('publisher_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_submissions_live_site_key')
      .on(t.siteKey)
      .where(sql`${t.status} in ('pending', 'approved')`),
    // Resubmission looks up a blog's latest submission.
    index('blog_submissions_site_key_idx').on(t.siteKey, t.id),
    // The submitter's own list, newest first.
    index('blog_submissions_submitter_idx').on(t.submitterId, t.id),
    // The review queue, one state at a time.
    index('blog_submissions_status_idx').on(t.status, t.id),
    check(
      'blog_submissions_status_check',
      sql`${t.status} in ('pending', 'approved', 'not_approved', 'canceled')`,
    ),
    check('blog_submissions_resubmit_count_check', sql`${t.resubmitCount} >= 0`),
    check('blog_submissions_title_length', sql`char_length(${t.title}) <= 300`),
    check('blog_submissions_reasons_length', sql`char_length(${t.reasons}) <= 1000`),
    check(
      'blog_submissions_urls_length',
      sql`char_length(${t.siteUrl}) <= 2000 and char_length(${t.feedUrl}) <= 2000`,
    ),
  ],
);

/** An approved blog's feed, fetched by the import job (DESIGN §2: jobs live in PostgreSQL). */
export const blogFeeds = pgTable(
  'blog_feeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => blogSubmissions.id, { onDelete: 'cascade' }),
    publisherId: bigint('publisher_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedUrl: text('feed_url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    failureCount: integer('failure_count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    /**
     * SPEC §9 embedded social comments: 'facebook' when the blog's posts carry Facebook's comments,
     * 'none' when its newest post did not; null until a post's page has been read.
     */
    socialComments: text('social_comments', { enum: ['facebook', 'none'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The job claims the feeds that are due.
    index('blog_feeds_next_fetch_idx').on(t.nextFetchAt),
    check('blog_feeds_counts_check', sql`${t.failureCount} >= 0 and ${t.importedCount} >= 0`),
  ],
);

/** Each feed item imported once: its guid (or link) is claimed in the transaction that stores it. */
export const importedItems = pgTable(
  'imported_items',
  {
    feedId: bigint('feed_id', { mode: 'number' })
      .notNull()
      .references(() => blogFeeds.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    contentId: bigint('content_id', { mode: 'number' }).references(() => contents.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.guid] }),
    check('imported_items_guid_length', sql`char_length(${t.guid}) between 1 and 500`),
  ],
);

/** SPEC §2 recommend publisher: a reader names a publisher for the admins to consider. */
export const publisherRecommendations = pgTable(
  'publisher_recommendations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<RecommendationStatus>().notNull().default('new'),
    submissionId: bigint('submission_id', { mode: 'number' }).references(() => blogSubmissions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin queue lists the new ones, oldest first.
    index('publisher_recommendations_status_idx').on(t.status, t.id),
    check('publisher_recommendations_status_check', sql`${t.status} in ('new', 'dismissed', 'submitted')`),
    check('publisher_recommendations_url_length', sql`char_length(${t.url}) <= 2000`),
    check('publisher_recommendations_note_length', sql`char_length(${t.note}) <= 500`),
  ],
);
