import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/** SPEC §3 share link: /s/{code} redirects to longUrl, a path or address on this site. */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    longUrl: text('long_url').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    hits: integer('hits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Shortening the same address twice gives the same code.
    uniqueIndex('short_links_long_url_key').on(t.longUrl),
    check('short_links_long_url_length', sql`char_length(${t.longUrl}) <= 2048`),
  ],
);
