import {
  type BillingState,
  PLAN_PAYMENT_HOLD_MINUTES,
  type PlanGroupId,
  type PlanStatus,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, gt } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { specialAccounts } from '../moderation/tables.ts';
import { payments } from '../payments/tables.ts';
import { magazinePlans, magazines } from './tables.ts';

/** The plan billing use cases' shared reads: a plan row as core's BillingState, the magazine, a pending payment. */

export type PlanRow = typeof magazinePlans.$inferSelect;

export const billingStateOf = (row: PlanRow | null | undefined): BillingState | null =>
  row
    ? {
        group: row.planGroup as PlanGroupId,
        status: row.status as PlanStatus,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        nextPlanGroup: (row.nextPlanGroup as PlanGroupId | null) ?? null,
      }
    : null;

/** A magazine that is open (not closed), with what plan pages say of it; null otherwise. */
export async function openMagazine(db: DbOrTx, magazineUserId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      kind: magazines.kind,
      closedAt: magazines.closedAt,
    })
    .from(users)
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(and(eq(users.id, magazineUserId), eq(users.userType, USER_TYPE.magazine)))
    .limit(1);
  if (!row || row.closedAt) return null;
  return {
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    kind: row.kind ?? 'magazine',
  };
}

export async function planRowOf(db: DbOrTx, magazineUserId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(magazinePlans).where(eq(magazinePlans.magazineUserId, magazineUserId));
  return row ?? null;
}

/** The plan row locked for this transaction; changes to one magazine's plan run one at a time. */
export async function lockPlanRow(tx: DbOrTx, magazineUserId: number): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(magazinePlans)
    .where(eq(magazinePlans.magazineUserId, magazineUserId))
    .for('update');
  return row ?? null;
}

/**
 * A plan payment of the magazine that is still being confirmed (made within the hold): while there is
 * one, no other payment or change of the plan starts (payments_magazine_idx).
 */
export async function pendingPlanPayment(db: DbOrTx, magazineUserId: number, now: Date) {
  const since = new Date(now.getTime() - PLAN_PAYMENT_HOLD_MINUTES * 60_000);
  const [row] = await db
    .select({ id: payments.id, idempotencyKey: payments.idempotencyKey, payerId: payments.payerId })
    .from(payments)
    .where(
      and(
        eq(payments.magazineUserId, magazineUserId),
        eq(payments.purpose, 'plan'),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, since),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * SPEC §6: special-handling accounts get every feature: those configured (SPECIAL_ACCOUNT_IDS) and
 * those admins keep on the console's list (special_accounts).
 */
export async function isSpecialAccount(db: DbOrTx, config: AppConfig, userId: number): Promise<boolean> {
  if (config.specialAccountIds.includes(userId)) return true;
  const [row] = await db
    .select({ userId: specialAccounts.userId })
    .from(specialAccounts)
    .where(eq(specialAccounts.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** SPEC §6 plan display: the one business that shows 'Advanced' (ADVANCED_PLAN_BUSINESS_ID). */
export const hasAdvancedRule = (config: AppConfig, userId: number) =>
  config.advancedPlanBusinessId === userId;
