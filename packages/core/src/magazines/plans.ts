/**
 * SPEC §3 magazinePlan and §6 plans: plan groups 1 (free) to 4, the features each group turns on, and
 * how the switcher names a magazine's plan. The server stores which group a magazine is on
 * (magazine_plans); everything said about a group is decided here, for both sides.
 */

/** A magazine is either a team magazine or a business (own site and host); one record, two faces. */
export const MAGAZINE_KINDS = ['magazine', 'business'] as const;
export type MagazineKind = (typeof MAGAZINE_KINDS)[number];

export const PLAN_GROUP = { free: 1, standard: 2, pro: 3, enterprise: 4 } as const;
export type PlanKey = keyof typeof PLAN_GROUP;
export type PlanGroupId = (typeof PLAN_GROUP)[PlanKey];

/** The price list: monthly, in minor units of the plan currency. Free costs nothing and never renews. */
export const PLAN_CURRENCY = 'USD';
export const PLAN_MONTHLY_PRICE_MINOR: Record<PlanKey, number> = {
  free: 0,
  standard: 900,
  pro: 2900,
  enterprise: 9900,
};

/** A plan's paid period, in days (renewed by the billing job when it ends). */
export const PLAN_PERIOD_DAYS = 30;

/** SPEC §3: a profile's magazinePlan, exactly these fields. */
export type MagazinePlan = {
  name: string;
  magazinePlanGrpId: PlanGroupId;
  enableAdvancedCustomisations: boolean;
  enableRemovingDefaultFooter: boolean;
};

export const PLAN_KEYS = Object.keys(PLAN_GROUP) as PlanKey[];

export const planKeyOf = (group: number): PlanKey | null =>
  PLAN_KEYS.find((key) => PLAN_GROUP[key] === group) ?? null;

/** SPEC §6 / DESIGN §4: advanced customisation from group 2, removing the default footer from group 3. */
export const planFeatures = (group: number) => ({
  enableAdvancedCustomisations: group >= PLAN_GROUP.standard,
  enableRemovingDefaultFooter: group >= PLAN_GROUP.pro,
});

/** The plan names as stored and sent (pages translate them through `magazines.plan.{key}`). */
const PLAN_NAMES: Record<PlanKey, string> = {
  free: 'Free',
  standard: 'Standard',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

/** SPEC §3 magazinePlan of a group. */
export function magazinePlanOf(group: PlanGroupId): MagazinePlan {
  const key = planKeyOf(group) ?? 'free';
  return { name: PLAN_NAMES[key], magazinePlanGrpId: group, ...planFeatures(group) };
}

/** What the server knows of a magazine's plan: its group, and whether it is current. */
export type PlanState = { group: PlanGroupId; current: boolean };

/** The features a page or a check may use: SPEC §6, special-handling accounts get every feature. */
export function featuresFor(plan: PlanState | null, options: { specialHandling: boolean }) {
  if (options.specialHandling) return planFeatures(PLAN_GROUP.enterprise);
  if (!plan?.current) return planFeatures(PLAN_GROUP.free);
  return planFeatures(plan.group);
}

/**
 * SPEC §6 plan display in the switcher's Plan column: one configured business shows 'Advanced' by a
 * special rule; a magazine without a current plan shows 'Plan Expired'; otherwise the plan's name.
 * Answers a message key of the magazines catalogue.
 */
export function planLabelKey(
  plan: PlanState | null,
  options: { advancedRule: boolean },
): `magazines.plan.${PlanKey | 'advanced' | 'expired'}` {
  if (options.advancedRule) return 'magazines.plan.advanced';
  if (!plan?.current) return 'magazines.plan.expired';
  return `magazines.plan.${planKeyOf(plan.group) ?? 'free'}`;
}
