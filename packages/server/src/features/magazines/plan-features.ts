import { featuresFor, type MagazinePlan, magazinePlanFor } from '@masthead/core';
import type { ServiceDeps } from '../../service-deps.ts';
import { hasAdvancedRule, isSpecialAccount } from './plan-rows.ts';
import { planStateOf } from './plan-state.ts';

/**
 * SPEC §6 feature permission, for every check that needs it (customisation, the default footer):
 * special-handling accounts (SPEC §6, SPECIAL_ACCOUNT_IDS) get every feature; everyone else what their
 * current plan gives (free once it expired).
 */
export async function magazineFeatures({ db, config }: ServiceDeps, magazineUserId: number) {
  const plan = await planStateOf(db, magazineUserId);
  return featuresFor(plan, { specialHandling: await isSpecialAccount(db, config, magazineUserId) });
}

/** SPEC §3 magazinePlan of one magazine, with the 'Advanced' display rule (ADVANCED_PLAN_BUSINESS_ID). */
export async function magazinePlanOfMagazine(
  { db, config }: ServiceDeps,
  magazineUserId: number,
): Promise<MagazinePlan> {
  const plan = await planStateOf(db, magazineUserId);
  return magazinePlanFor(plan, {
    specialHandling: await isSpecialAccount(db, config, magazineUserId),
    advancedRule: hasAdvancedRule(config, magazineUserId),
  });
}
