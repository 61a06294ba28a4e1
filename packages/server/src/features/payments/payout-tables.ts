import type { Currency, PaymentProviderName, PayoutAccountStatus, PayoutStatus } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

/**
 * A writer's wallet sent out through the provider (DESIGN §4 payouts): the ledger moves the amount from
 * the wallet to the provider's clearing when the row is made, in the same transaction; a refused payout
 * moves it back. `pending` until the provider answers (asked again with the same key), then `paid` or
 * `failed`.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The holder's name as given (SPEC §8: first and last name). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * The payout account it goes to (payout_accounts' ref when it was asked for: Stripe's Connect
     * account, or the sandbox's); null on payouts made before payout accounts were set up.
     */
    accountRef: text('account_ref'),
    /** The provider's id of the transfer, once it answered. */
    providerRef: text('provider_ref'),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /** The client's key for this request; the same key from the same person is the same payout. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_key').on(t.userId, t.idempotencyKey),
    // A person's payouts, newest first.
    index('payouts_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The hourly job's pending payouts.
    index('payouts_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('payouts_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('payouts_provider', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0 and ${t.amountMinor} < 1000000000000`),
    check('payouts_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'payouts_name_length',
      sql`char_length(${t.firstName}) between 1 and 60 and char_length(${t.lastName}) between 1 and 60`,
    ),
    check('payouts_key_length', sql`char_length(${t.idempotencyKey}) between 1 and 64`),
  ],
);

/**
 * A writer's payout account at the provider (DESIGN §4 payouts): with Stripe an Express Connect
 * account, made once per person and finished on Stripe's onboarding pages; with the sandbox one that
 * is ready at once. `status` is what the provider last said (`ready` once it can receive payouts),
 * read again when the writer comes back from onboarding and on Stripe's account.updated webhook. A
 * person has one at a time: an account of another provider (the site switched) is replaced.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's id of the account (Stripe: acct_…; the sandbox: sandbox_acct_…). */
    accountRef: text('account_ref').notNull(),
    status: text('status').$type<PayoutAccountStatus>().notNull().default('incomplete'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account is one person's (webhooks find it by the provider's id).
    uniqueIndex('payout_accounts_ref_key').on(t.provider, t.accountRef),
    check('payout_accounts_status', sql`${t.status} in ('incomplete', 'ready')`),
    check('payout_accounts_provider', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('payout_accounts_ref_shape', sql`${t.accountRef} ~ '^[A-Za-z0-9_]{1,255}$'`),
  ],
);
