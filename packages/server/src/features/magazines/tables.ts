import type {
  CardSummary,
  InvitationKind,
  MagazineKind,
  OpenContributionSettings,
  PaymentProviderName,
  RevisionKind,
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';

/**
 * What a magazine (a users row with userType 4) has beyond a profile: whether it shows as a business,
 * its brand colours, its open-contribution settings, and whether it was closed. A magazine without a
 * row here has the defaults (a magazine, no brand colours, open contribution off, open).
 */
export const magazines = pgTable(
  'magazines',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MagazineKind>().notNull().default('magazine'),
    /** SPEC §3 Business brandColors: colours joined by semicolons. */
    brandColors: text('brand_colors').notNull().default(''),
    openContributionEnabled: boolean('open_contribution_enabled').notNull().default(false),
    /** SPEC §3 open-contribution settings; missing keys take core's OPEN_CONTRIBUTION_DEFAULTS. */
    openContribution: jsonb('open_contribution')
      .$type<Partial<OpenContributionSettings>>()
      .notNull()
      .default({}),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Closed by its primary owner: hidden at once, reopenable until CLOSE_UNDO_DAYS have passed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('magazines_kind_check', sql`${t.kind} in ('magazine', 'business')`),
    check('magazines_brand_colors_length', sql`char_length(${t.brandColors}) <= 400`),
    // The housekeeping job finds closings whose undo window has passed.
    index('magazines_closed_idx').on(t.closedAt).where(sql`${t.closedAt} is not null`),
  ],
);

/**
 * A magazine's plan (SPEC §3 magazinePlan, §6): the group it is on and its paid period. Free (group 1)
 * has no period. A paid plan renews at period end (the billing job); one whose renewal failed past its
 * grace is 'expired' and shows 'Plan Expired'. A downgrade or a cancellation waits for the period end.
 */
export const magazinePlans = pgTable(
  'magazine_plans',
  {
    magazineUserId: bigint('magazine_user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planGroup: smallint('plan_group').notNull().default(1),
    status: text('status').$type<'active' | 'past_due' | 'expired'>().notNull().default('active'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The group it moves to at period end (a downgrade, or 1 when canceled); null: renews as it is. */
    nextPlanGroup: smallint('next_plan_group'),
    /** How the plan is paid: the provider and its saved payment method or customer reference. */
    provider: text('provider').$type<PaymentProviderName>(),
    paymentMethodRef: text('payment_method_ref'),
    /** Stripe: the Customer the saved PaymentMethod belongs to (kept for the next card too). */
    customerRef: text('customer_ref'),
    /** The saved card as the plan page shows it (brand, last four digits, expiry); never the number. */
    card: jsonb('card').$type<CardSummary>(),
    /** The owner who pays (receipts go to them). */
    billingUserId: bigint('billing_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('magazine_plans_group_check', sql`${t.planGroup} between 1 and 4`),
    check(
      'magazine_plans_next_group_check',
      sql`${t.nextPlanGroup} is null or ${t.nextPlanGroup} between 1 and 4`,
    ),
    check('magazine_plans_status_check', sql`${t.status} in ('active', 'past_due', 'expired')`),
    check(
      'magazine_plans_provider_check',
      sql`${t.provider} is null or ${t.provider} in ('sandbox', 'stripe')`,
    ),
    // The billing job claims paid plans whose renewal is due.
    index('magazine_plans_renewal_idx')
      .on(t.nextRenewalAt)
      .where(sql`${t.planGroup} > 1 and ${t.status} <> 'expired'`),
  ],
);

/**
 * An invitation to a magazine's team. By email: one address, used once. By link: anyone holding it,
 * up to maxUses times. Only the token's hash is kept; it ends when it expires or is revoked.
 */
export const magazineInvitations = pgTable(
  'magazine_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    magazineUserId: bigint('magazine_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvitationKind>().notNull(),
    /** Email invitations: the address invited (any account may accept once signed in with it). */
    email: text('email'),
    role: smallint('role').notNull(),
    tokenHash: text('token_hash').notNull().unique('magazine_invitations_token_key'),
    /** Link invitations: how many may accept it; email invitations are used once. */
    maxUses: integer('max_uses').notNull().default(1),
    useCount: integer('use_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Email invitations: declined by the invitee (a link is simply not used). */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The team page lists a magazine's invitations, newest first.
    index('magazine_invitations_magazine_idx').on(t.magazineUserId, t.createdAt.desc()),
    // One open email invitation per address and magazine (a new one replaces it).
    uniqueIndex('magazine_invitations_open_email_key')
      .on(t.magazineUserId, sql`lower(${t.email})`)
      .where(
        sql`${t.kind} = 'email' and ${t.revokedAt} is null and ${t.declinedAt} is null and ${t.useCount} = 0`,
      ),
    check('magazine_invitations_kind_check', sql`${t.kind} in ('email', 'link')`),
    check('magazine_invitations_email_check', sql`(${t.kind} = 'email') = (${t.email} is not null)`),
    check('magazine_invitations_role_check', sql`${t.role} in (11, 10, 5, 3, 2, -100)`),
    check(
      'magazine_invitations_uses_check',
      sql`${t.maxUses} between 1 and 500 and ${t.useCount} between 0 and ${t.maxUses}`,
    ),
  ],
);

/**
 * A content as it stood at an editorial move (submitted, returned with a note, edited by an editor,
 * published, restored): the review history, and what 'restore a revision' brings back.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** Who made the move. */
    editorId: bigint('editor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<RevisionKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    body: text('body').notNull().default(''),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    photoPath: text('photo_path'),
    /** The editor's note when returning a submission. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A content's history, newest first.
    index('content_revisions_content_idx').on(t.contentId, t.createdAt.desc(), t.id.desc()),
    check(
      'content_revisions_kind_check',
      sql`${t.kind} in ('submitted', 'returned', 'edited', 'published', 'restored')`,
    ),
    check('content_revisions_note_length', sql`char_length(${t.note}) <= 2000`),
  ],
);
