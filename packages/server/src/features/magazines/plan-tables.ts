import type { CardSummary, PlanChargeKind } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { payments } from '../payments/tables.ts';

/**
 * What a plan payment pays for (DESIGN §4 plan billing): the group, the period, and the card saved for
 * renewals. Written with the pending payment; read when the payment settles (the checkout's answer, a
 * webhook, the renewal job), which applies it to magazine_plans in the same transaction, once.
 */
export const planCharges = pgTable(
  'plan_charges',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    magazineUserId: bigint('magazine_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PlanChargeKind>().notNull(),
    /** The group paid for. */
    planGroup: smallint('plan_group').notNull(),
    /** The group the magazine was on when the payment was made (null: no plan row). */
    fromGroup: smallint('from_group'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /**
     * The plan's period end when the payment was made: an upgrade or a renewal applies only to the
     * period it was made for (a payment settled after the plan moved on is left for review).
     */
    basePeriodEnd: timestamp('base_period_end', { withTimezone: true }),
    /** The saved method this payment charges and, once paid, the plan keeps for renewals. */
    paymentMethodRef: text('payment_method_ref'),
    customerRef: text('customer_ref'),
    card: jsonb('card').$type<CardSummary>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The plan page's receipts: a magazine's plan payments, newest first.
    index('plan_charges_magazine_idx').on(t.magazineUserId, t.createdAt.desc()),
    check('plan_charges_kind_check', sql`${t.kind} in ('subscribe', 'upgrade', 'renewal')`),
    check('plan_charges_group_check', sql`${t.planGroup} between 2 and 4`),
    check('plan_charges_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);
