import type { PlanBilling, PlanView } from '@masthead/core';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney } from '../content/format';
import { PlanFeatureList } from './plan-feature-list';
import { cardLines, planNameKey } from './plan-labels';

type Props = {
  view: PlanView;
  busy: boolean;
  onCancel(): void;
  onResume(): void;
};

/** What the plan's state means, in the sentences the plan page says under its name. */
function usePhaseSentences(view: PlanView): string[] {
  const { t, lang } = useI18n();
  const magazine = view.magazine.displayName || view.magazine.username;
  const current = t(view.labelKey);
  const billing = view.billing;
  const date = (iso: string | null) => (iso ? formatDate(lang, iso) : '');
  switch (view.phase) {
    case 'none':
    case 'expired':
      return [t('plans.phase.expired', { magazine })];
    case 'free':
      return [t('plans.phase.free', { magazine })];
    default:
      break;
  }
  const sentences = [t('plans.phase.active', { magazine, plan: current })];
  if (!billing) return sentences;
  const end = date(billing.periodEnd);
  if (view.phase === 'active')
    sentences.push(
      t('plans.phase.renews', { date: end, amount: formatMoney(lang, billing.priceMinor, billing.currency) }),
    );
  if (view.phase === 'downgrading' && billing.nextPlanGroup)
    sentences.push(
      t('plans.phase.downgrading', { plan: t(planNameKey(billing.nextPlanGroup)), date: end, current }),
    );
  if (view.phase === 'canceling')
    sentences.push(t('plans.phase.canceling', { date: end, magazine, current }));
  if (view.phase === 'past_due')
    sentences.push(
      t('plans.phase.pastDue', {
        date: date(billing.nextRenewalAt),
        attempt: billing.renewalAttempts + 1,
        max: billing.maxRenewalAttempts,
      }),
    );
  return sentences;
}

/** The billing details an owner sees: price, period, card and who pays. */
function BillingDetails({ billing }: { billing: PlanBilling }) {
  const { t, lang } = useI18n();
  const card = billing.paymentMethod ? cardLines(t, billing.paymentMethod) : null;
  return (
    <dl className="plan-billing">
      <div>
        <dt>{t('plans.billing.price')}</dt>
        <dd>
          {billing.priceMinor > 0
            ? t('plans.perMonth', { amount: formatMoney(lang, billing.priceMinor, billing.currency) })
            : t('plans.compare.noCost')}
        </dd>
      </div>
      {billing.periodStart && billing.periodEnd && (
        <div>
          <dt>{t('plans.billing.period')}</dt>
          <dd>
            {t('plans.billing.periodRange', {
              start: formatDate(lang, billing.periodStart),
              end: formatDate(lang, billing.periodEnd),
            })}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('plans.billing.card')}</dt>
        <dd>
          {card ? (
            <>
              {card.label}
              <br />
              <span className="muted">{card.expires}</span>
            </>
          ) : (
            <span className="muted">{t('plans.billing.noCard')}</span>
          )}
        </dd>
      </div>
      {billing.billingOwner && (
        <div>
          <dt>{t('plans.billing.owner')}</dt>
          <dd>{billing.billingOwner.displayName}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The current plan: its name, what its state means, the features on now, and for those who manage
 * billing the price, period, card and the cancel or resume choice.
 */
export function PlanSummary({ view, busy, onCancel, onResume }: Props) {
  const { t } = useI18n();
  const headingId = useId();
  const sentences = usePhaseSentences(view);
  const { billing } = view;
  const warn = view.phase === 'past_due' || view.phase === 'expired' || view.phase === 'none';
  return (
    <section className="plan-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-summary-label">
        {t('plans.current')}
      </h2>
      <p className={`plan-summary-name${warn ? ' is-warning' : ''}`}>{t(view.labelKey)}</p>
      {sentences.map((sentence) => (
        <p key={sentence} className="plan-summary-text">
          {sentence}
        </p>
      ))}
      {view.specialHandling && <p className="plan-summary-text">{t('plans.special')}</p>}
      {billing?.paymentInProgress && (
        <p className="checkout-notice" role="status">
          {t('plans.billing.inProgress')}
        </p>
      )}
      <h3 className="plan-summary-sub">{t('plans.features.title')}</h3>
      <PlanFeatureList features={view.magazinePlan} />
      {billing ? (
        <>
          <h3 className="plan-summary-sub">{t('plans.billing.title')}</h3>
          <BillingDetails billing={billing} />
          {(billing.canCancel || billing.canResume) && (
            <div className="plan-summary-actions">
              {billing.canResume && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy || billing.paymentInProgress}
                  onClick={onResume}
                >
                  {t('plans.action.resume')}
                </button>
              )}
              {billing.canCancel && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy || billing.paymentInProgress}
                  onClick={onCancel}
                >
                  {t('plans.action.cancel')}
                </button>
              )}
            </div>
          )}
        </>
      ) : (
        <p className="muted plan-owners-only">{t('plans.ownersOnly')}</p>
      )}
    </section>
  );
}
