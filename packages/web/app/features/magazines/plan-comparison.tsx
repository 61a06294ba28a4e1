import {
  type DowngradePlanGroup,
  PLAN_CURRENCY,
  type PlanGroupId,
  type PlanOffer,
  type PlanView,
  planPriceMinor,
} from '@masthead/core';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney } from '../content/format';
import { PlanFeatureList } from './plan-feature-list';
import { featuresOfGroup, PLAN_GROUPS, planNameKey } from './plan-labels';

type Props = {
  view: PlanView;
  busy: boolean;
  onPay(offer: PlanOffer): void;
  onDowngrade(group: DowngradePlanGroup): void;
  onCancel(): void;
};

/** The choice a card offers an owner for its group: pay for it, move down to it, or nothing. */
function PlanChoice({ view, group, busy, onPay, onDowngrade, onCancel }: Props & { group: PlanGroupId }) {
  const { t, lang } = useI18n();
  const billing = view.billing;
  if (!billing || billing.paymentInProgress) return null;
  const plan = t(planNameKey(group));
  const offer = billing.offers.find((candidate) => candidate.group === group);
  if (offer)
    return (
      <>
        {offer.kind === 'upgrade' && (
          <p className="plan-card-note">
            {t('plans.offer.prorated', {
              amount: formatMoney(lang, offer.amountMinor, offer.currency),
              days: offer.days,
            })}
          </p>
        )}
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          disabled={busy}
          onClick={() => onPay(offer)}
        >
          {t(offer.kind === 'upgrade' ? 'plans.action.upgrade' : 'plans.action.subscribe', { plan })}
        </button>
      </>
    );
  const downgrade = billing.downgrades.find((candidate) => candidate === group);
  if (downgrade)
    return (
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => onDowngrade(downgrade)}
      >
        {t('plans.action.downgrade', { plan })}
      </button>
    );
  if (group === 1 && billing.canCancel && view.phase !== 'past_due')
    return (
      <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
        {t('plans.action.switchFree')}
      </button>
    );
  return null;
}

/**
 * The four plans side by side: price, what each turns on, the current one marked, a move already
 * scheduled dated, and for owners the choice each card offers.
 */
export function PlanComparison(props: Props) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const { view } = props;
  const current = view.labelKey !== 'magazines.plan.expired' ? view.group : null;
  const scheduled = view.billing?.nextPlanGroup ?? null;
  return (
    <section className="plan-compare" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('plans.compare.title')}</h2>
      <ul className="plan-cards">
        {PLAN_GROUPS.map((group) => {
          const price = planPriceMinor(group);
          const isCurrent = group === current;
          return (
            <li
              key={group}
              className={isCurrent ? 'plan-card is-current' : 'plan-card'}
              aria-current={isCurrent || undefined}
            >
              <h3 className="plan-card-name">{t(planNameKey(group))}</h3>
              {isCurrent && <p className="plan-badge">{t('plans.compare.current')}</p>}
              {group === scheduled && view.billing?.periodEnd && (
                <p className="plan-badge is-scheduled">
                  {t('plans.compare.scheduled', { date: formatDate(lang, view.billing.periodEnd) })}
                </p>
              )}
              <p className="plan-card-price">
                {price > 0
                  ? t('plans.perMonth', { amount: formatMoney(lang, price, PLAN_CURRENCY) })
                  : t('plans.compare.noCost')}
              </p>
              <PlanFeatureList features={featuresOfGroup(group)} />
              <div className="plan-card-action">
                <PlanChoice {...props} group={group} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
