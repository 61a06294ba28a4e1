import type { PlanGroupId, PlanState } from '@masthead/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { magazinePlans } from './tables.ts';

/**
 * The plan each magazine is on, as core's PlanState: a group, and whether it is current (not expired).
 * A magazine without a plan row has no current plan ('Plan Expired').
 */
export async function planStatesOf(db: DbOrTx, magazineUserIds: readonly number[]) {
  const states = new Map<number, PlanState>();
  if (magazineUserIds.length === 0) return states;
  const rows = await db
    .select({
      magazineUserId: magazinePlans.magazineUserId,
      planGroup: magazinePlans.planGroup,
      status: magazinePlans.status,
    })
    .from(magazinePlans)
    .where(inArray(magazinePlans.magazineUserId, [...new Set(magazineUserIds)]));
  for (const row of rows)
    states.set(row.magazineUserId, {
      group: row.planGroup as PlanGroupId,
      current: row.status !== 'expired',
    });
  return states;
}

export async function planStateOf(db: DbOrTx, magazineUserId: number): Promise<PlanState | null> {
  return (await planStatesOf(db, [magazineUserId])).get(magazineUserId) ?? null;
}
