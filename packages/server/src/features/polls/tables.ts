import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/** A reader's one vote in a poll (ctype 104): the primary key allows one per reader. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: smallint('option').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.userId] }),
    index('poll_votes_user_idx').on(t.userId),
    check('poll_votes_option_range', sql`${t.option} between 0 and 9`),
  ],
);

/** Votes per option, moved in the same transaction as the vote row (DESIGN §7). */
export const pollTallies = pgTable(
  'poll_tallies',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    option: smallint('option').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.option] }),
    check('poll_tallies_option_range', sql`${t.option} between 0 and 9`),
    check('poll_tallies_count_positive', sql`${t.count} >= 0`),
  ],
);

/** A reader's up vote on one item of a votable list (ctype 102), once per item. */
export const listItemVotes = pgTable(
  'list_item_votes',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    itemIndex: smallint('item_index').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.itemIndex, t.userId] }),
    // The viewer's own votes on one list (the page's pressed buttons).
    index('list_item_votes_user_idx').on(t.userId, t.contentId),
    check('list_item_votes_item_range', sql`${t.itemIndex} between 0 and 99`),
  ],
);

/** Up votes per list item, moved in the same transaction as the vote row. */
export const listItemTallies = pgTable(
  'list_item_tallies',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    itemIndex: smallint('item_index').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.itemIndex] }),
    check('list_item_tallies_item_range', sql`${t.itemIndex} between 0 and 99`),
    check('list_item_tallies_count_positive', sql`${t.count} >= 0`),
  ],
);
