import {
  type CardSummary,
  cardBrandName,
  type MagazinePlan,
  type MessageKey,
  type MessageVars,
  PLAN_GROUP,
  type PlanGroupId,
  planFeatures,
  planKeyOf,
} from '@masthead/core';

/** The plan page's words for plans, their features and cards. */

type Translate = (key: MessageKey, vars?: MessageVars) => string;

export const PLAN_GROUPS: PlanGroupId[] = [
  PLAN_GROUP.free,
  PLAN_GROUP.standard,
  PLAN_GROUP.pro,
  PLAN_GROUP.enterprise,
];

/** The message key of a group's name (SPEC §6 plan names, the magazines catalogue). */
export const planNameKey = (group: number): MessageKey => `magazines.plan.${planKeyOf(group) ?? 'free'}`;

type Features = Pick<MagazinePlan, 'enableAdvancedCustomisations' | 'enableRemovingDefaultFooter'>;

/** What the comparison lists for every plan, and whether a set of features includes it. */
export const FEATURE_ROWS: { key: MessageKey; included: (features: Features) => boolean }[] = [
  { key: 'plans.feature.team', included: () => true },
  { key: 'plans.feature.advanced', included: (features) => features.enableAdvancedCustomisations },
  { key: 'plans.feature.footer', included: (features) => features.enableRemovingDefaultFooter },
];

export const featuresOfGroup = (group: number): Features => planFeatures(group);

/** 'Visa ending in 4242' and 'expires 12/29', as two lines of the billing details. */
export function cardLines(t: Translate, card: CardSummary) {
  return {
    label: t('plans.card.label', {
      brand: cardBrandName(card.brand) ?? t('plans.card.generic'),
      last4: card.last4,
    }),
    expires: t('plans.card.expires', {
      month: String(card.expMonth).padStart(2, '0'),
      year: String(card.expYear % 100).padStart(2, '0'),
    }),
  };
}
