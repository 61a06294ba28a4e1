import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../accounts/tables.ts';

/**
 * A linked-account popup under way (TESTING §3 OAuth): found by the hash of its HttpOnly cookie, so it
 * belongs to the browser that started it; for a link, also to the session that started it. It holds
 * the state and PKCE verifier the callback must match, lives 10 minutes and is used once.
 */
export const oauthRequests = pgTable(
  'oauth_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: text('provider').notNull(),
    purpose: text('purpose').notNull(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('oauth_requests_purpose_check', sql`${t.purpose} in ('signin', 'signup', 'link')`),
    // Expired requests are swept by time.
    index('oauth_requests_expires_idx').on(t.expiresAt),
  ],
);
