import type {
  CardSummary,
  ContentRequestAttachmentKind,
  ContentRequestEventAction,
  Currency,
} from '@masthead/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { contents } from '../content/tables.ts';

/**
 * Content requests (SPEC §3, §4; DESIGN §4): the brief and where it stands, its timeline of moves and
 * its messages. Money is never stored here beyond what the escrow holds now (a copy of the ledger's
 * entries for this request, written in the same transaction as them).
 */
export const contentRequests = pgTable(
  'content_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The person or magazine who asks and pays. */
    requesterId: bigint('requester_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requesterIsMagazine: boolean('requester_is_magazine').notNull(),
    /** The person who wrote the brief (the requester, or a member acting for the magazine). */
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** SPEC §4's numeric value. */
    status: smallint('status').notNull().default(1),
    title: text('title').notNull(),
    /** Sanitised rich-text HTML. */
    description: text('description').notNull().default(''),
    ctype: smallint('ctype').notNull(),
    words: integer('words').notNull(),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    currency: text('currency').$type<Currency>().notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    counterFeeMinor: bigint('counter_fee_minor', { mode: 'number' }),
    counterDeadline: timestamp('counter_deadline', { withTimezone: true }),
    revisionLimit: smallint('revision_limit').notNull(),
    revisionRounds: smallint('revision_rounds').notNull().default(0),
    /** What the ledger's escrow holds for this request now. */
    escrowMinor: bigint('escrow_minor', { mode: 'number' }).notNull().default(0),
    /** The card saved with the provider at the first send, charged when the creator accepts. */
    paymentMethodRef: text('payment_method_ref'),
    customerRef: text('customer_ref'),
    card: jsonb('card').$type<CardSummary>(),
    /** Who saved that card: the payer of record of the charge. */
    cardOwnerId: bigint('card_owner_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    /** The payment being charged for the fee now: other moves wait until it settles. */
    chargingPaymentId: bigint('charging_payment_id', { mode: 'number' }),
    /** When the creator was reminded of the deadline (once, DEADLINE_REMINDER_HOURS before it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    submissionContentId: bigint('submission_content_id', { mode: 'number' }).references(() => contents.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The requester's inbox: one tab (statuses), newest first, and its counts.
    index('content_requests_requester_idx').on(t.requesterId, t.status, t.updatedAt.desc(), t.id.desc()),
    // The creator's inbox.
    index('content_requests_creator_idx').on(t.creatorId, t.status, t.updatedAt.desc(), t.id.desc()),
    // The reminder job: work in progress not reminded yet, by deadline.
    index('content_requests_reminder_idx')
      .on(t.deadline)
      .where(sql`${t.status} in (3, 20) and ${t.remindedAt} is null`),
    check('content_requests_status', sql`${t.status} in (0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 20)`),
    check('content_requests_parties', sql`${t.requesterId} <> ${t.creatorId}`),
    check('content_requests_title', sql`char_length(${t.title}) between 1 and 200`),
    check('content_requests_description', sql`char_length(${t.description}) <= 40000`),
    check('content_requests_fee', sql`${t.feeMinor} > 0 and ${t.feeMinor} < 1000000000000`),
    check(
      'content_requests_counter_fee',
      sql`${t.counterFeeMinor} is null or (${t.counterFeeMinor} > 0 and ${t.counterFeeMinor} < 1000000000000)`,
    ),
    check('content_requests_escrow', sql`${t.escrowMinor} >= 0`),
    check('content_requests_revisions', sql`${t.revisionRounds} between 0 and ${t.revisionLimit}`),
    check('content_requests_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The timeline: every move with who and when, and the note or offer it carried. */
export const contentRequestEvents = pgTable(
  'content_request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => contentRequests.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').$type<ContentRequestEventAction>().notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    note: text('note').notNull().default(''),
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** The move's key from the client: the same key again is the same move, answered as it stands. */
    idempotencyKey: text('idempotency_key'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A request's timeline in order.
    index('content_request_events_request_idx').on(t.requestId, t.id),
    uniqueIndex('content_request_events_key')
      .on(t.requestId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('content_request_events_note', sql`char_length(${t.note}) <= 2000`),
  ],
);

/** Messages between the parties, plain text. */
export const contentRequestMessages = pgTable(
  'content_request_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => contentRequests.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A request's messages in order.
    index('content_request_messages_request_idx').on(t.requestId, t.id),
    check('content_request_messages_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * What one fee payment is for (like plan_charges): the move it completes when it settles, who made
 * it, and the offer it pays; and, once the escrow is refunded, the provider's refund.
 */
export const contentRequestCharges = pgTable(
  'content_request_charges',
  {
    paymentId: bigint('payment_id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => contentRequests.id, { onDelete: 'restrict' }),
    action: text('action').$type<'accept' | 'takeCounterOffer'>().notNull(),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    moveKey: text('move_key').notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** 'pending' once the escrow is refunded in the ledger, 'done' when the provider confirmed it. */
    refundState: text('refund_state').$type<'pending' | 'done'>(),
    refundRef: text('refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_request_charges_request_idx').on(t.requestId),
    // The refund job: refunds the provider has not confirmed yet.
    index('content_request_charges_refund_idx').on(t.refundState).where(sql`${t.refundState} = 'pending'`),
    check('content_request_charges_action', sql`${t.action} in ('accept', 'takeCounterOffer')`),
    check(
      'content_request_charges_refund',
      sql`${t.refundState} is null or ${t.refundState} in ('pending', 'done')`,
    ),
  ],
);

/**
 * Ratings after payment (core's ratings.ts): each party rates the other once. `rateeId` is the profile
 * rated (the creator, or the requester, a person or magazine); `raterId` the person who rated.
 */
export const contentRequestRatings = pgTable(
  'content_request_ratings',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => contentRequests.id, { onDelete: 'cascade' }),
    /** 'requester' (rating the creator) or 'creator' (rating the requester). */
    byParty: text('by_party').$type<'requester' | 'creator'>().notNull(),
    raterId: bigint('rater_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rateeId: bigint('ratee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.byParty] }),
    // A profile's ratings received, newest first.
    index('content_request_ratings_ratee_idx').on(t.rateeId, t.at.desc()),
    check('content_request_ratings_party', sql`${t.byParty} in ('requester', 'creator')`),
    check('content_request_ratings_stars', sql`${t.stars} between 1 and 5`),
    check('content_request_ratings_comment', sql`char_length(${t.comment}) <= 500`),
  ],
);

/** Whether a person takes content requests, and the fee a brief starts from (shown on their profile). */
export const contentRequestAvailability = pgTable(
  'content_request_availability',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    takesRequests: boolean('takes_requests').notNull(),
    startingFeeMinor: bigint('starting_fee_minor', { mode: 'number' }),
    currency: text('currency').$type<Currency>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'content_request_availability_fee',
      sql`${t.startingFeeMinor} is null or (${t.startingFeeMinor} > 0 and ${t.startingFeeMinor} < 1000000000000)`,
    ),
    check('content_request_availability_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Files the requester attaches to the brief (core's attachments.ts): kept under a storage key the
 * public image route never serves, read by the parties alone through the request's download call.
 */
export const contentRequestAttachments = pgTable(
  'content_request_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => contentRequests.id, { onDelete: 'cascade' }),
    uploadedBy: bigint('uploaded_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The name the file had on the requester's machine, shown and offered back on download. */
    fileName: text('file_name').notNull(),
    /** What the bytes are (sniffed by the server, never the client's word). */
    kind: text('kind').$type<ContentRequestAttachmentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A brief's attachments in the order they were added.
    index('content_request_attachments_request_idx').on(t.requestId, t.id),
    uniqueIndex('content_request_attachments_key').on(t.storageKey),
    check('content_request_attachments_name', sql`char_length(${t.fileName}) between 1 and 255`),
    check(
      'content_request_attachments_kind',
      sql`${t.kind} in ('pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'txt')`,
    ),
    check('content_request_attachments_bytes', sql`${t.bytes} > 0 and ${t.bytes} <= 10485760`),
  ],
);
