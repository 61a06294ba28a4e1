import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/**
 * SPEC §8 accountTransfer: a claim of an imported blog's publisher profile under way. Found by the hash
 * of the claimant's token; `code` is what the blog must show. Used once, and lives a day.
 */
export const publisherClaims = pgTable(
  'publisher_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publisherId: bigint('publisher_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Expired claims are swept by time.
  (t) => [index('publisher_claims_expires_idx').on(t.expiresAt)],
);
