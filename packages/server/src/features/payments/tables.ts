import type {
  Currency,
  DeclineReason,
  LedgerAccountKind,
  PaymentProviderName,
  PaymentPurpose,
  PaymentStatus,
} from '@masthead/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { contentRequests } from '../content-requests/tables.ts';

/**
 * DESIGN §4 payments: a double-entry ledger. Every balance is the sum of an account's lines (never a
 * stored counter); every entry's lines sum to zero; every movement carries an idempotency key.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** A person's wallet (and later escrow) belongs to a user. Accounts with history are never deleted. */
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    /** A fundraiser's donations account belongs to its content. */
    ownerContentId: bigint('owner_content_id', { mode: 'number' }).references(() => contents.id, {
      onDelete: 'restrict',
    }),
    currency: text('currency').$type<Currency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per kind, owner and currency (no owner counts as one owner).
    unique('ledger_accounts_owner_key')
      .on(t.kind, t.ownerUserId, t.ownerContentId, t.currency)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('provider_clearing', 'user_wallet', 'content_donations', 'platform_revenue', 'escrow')`,
    ),
    check('ledger_accounts_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** One movement of money: its lines sum to zero; the key makes it happen at most once. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_entries_idempotency_key'),
    kind: text('kind').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_key_length', sql`char_length(${t.idempotencyKey}) between 1 and 200`),
    check('ledger_entries_memo_length', sql`char_length(${t.memo}) <= 500`),
  ],
);

/** One side of an entry: a signed amount on one account, in that account's currency. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    // Balances: the sum of an account's lines, read from this index alone.
    index('ledger_lines_account_idx').on(t.accountId, t.amountMinor),
    index('ledger_lines_entry_idx').on(t.entryId),
    check('ledger_lines_amount_nonzero', sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * A reader's payment through the provider: pending until the provider answers (or its webhook), then
 * succeeded or declined. The ledger moves only on success, in the same transaction as the status.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payerId: bigint('payer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The story paid for (donation, premium); null for a plan. */
    contentId: bigint('content_id', { mode: 'number' }).references(() => contents.id, {
      onDelete: 'restrict',
    }),
    /** The magazine whose plan is paid for (purpose 'plan'). */
    magazineUserId: bigint('magazine_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    /** The content request whose fee goes into escrow (purpose 'content_request'). */
    contentRequestId: bigint('content_request_id', { mode: 'number' }).references(() => contentRequests.id, {
      onDelete: 'restrict',
    }),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's id of the charge (a Stripe PaymentIntent id), once it answered. */
    providerRef: text('provider_ref'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    declineReason: text('decline_reason').$type<DeclineReason>(),
    /** The client's key for this checkout; the same key from the same payer is the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.payerId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    // A reader has at most one premium purchase of a story on its way or done: a second tab pays nothing.
    uniqueIndex('payments_premium_once')
      .on(t.payerId, t.contentId)
      .where(sql`${t.purpose} = 'premium' and ${t.status} in ('pending', 'succeeded')`),
    // The reader's receipts, newest first.
    index('payments_payer_idx').on(t.payerId, t.createdAt.desc(), t.id.desc()),
    // A fundraiser's supporters.
    index('payments_content_idx').on(t.contentId, t.purpose, t.status, t.payerId),
    check('payments_purpose', sql`${t.purpose} in ('donation', 'premium', 'plan', 'content_request')`),
    check(
      'payments_target',
      sql`(${t.purpose} = 'plan') = (${t.magazineUserId} is not null and ${t.contentId} is null) and (${t.purpose} in ('plan', 'content_request') or ${t.contentId} is not null)`,
    ),
    check(
      'payments_content_request',
      sql`(${t.purpose} = 'content_request') = (${t.contentRequestId} is not null) and (${t.contentRequestId} is null or ${t.contentId} is null)`,
    ),
    // A content request's fee payments.
    index('payments_content_request_idx')
      .on(t.contentRequestId)
      .where(sql`${t.contentRequestId} is not null`),
    // A magazine's plan payments, newest first.
    index('payments_magazine_idx')
      .on(t.magazineUserId, t.createdAt.desc())
      .where(sql`${t.magazineUserId} is not null`),
    check('payments_status', sql`${t.status} in ('pending', 'succeeded', 'declined', 'refunded')`),
    check('payments_provider', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('payments_amount_positive', sql`${t.amountMinor} > 0 and ${t.amountMinor} < 1000000000000`),
    check('payments_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payments_key_length', sql`char_length(${t.idempotencyKey}) between 1 and 64`),
  ],
);

/** A reader who may read a premium story's body: one row per (story, reader), from the paying payment. */
export const contentUnlocks = pgTable(
  'content_unlocks',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.userId] }),
    index('content_unlocks_payment_idx').on(t.paymentId),
  ],
);
