import {
  type DowngradePlanGroup,
  PLAN_CURRENCY,
  type PlanOffer,
  type PlanView,
  planPriceMinor,
} from '@masthead/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { formatDate, formatMoney } from '../content/format';
import { PlanCheckoutDialog } from './plan-checkout-dialog';
import { PlanComparison } from './plan-comparison';
import { planNameKey } from './plan-labels';
import { PlanReceipts } from './plan-receipts';
import { PlanSummary } from './plan-summary';
import { cancelPlan, downgradePlan, resumePlan } from './plans-api';
import '../../ui/forms.css';
import '../payments/payments.css';
import './plans.css';

/**
 * DESIGN §4 plan page: the current plan and what it means, the four plans compared, and for owners the
 * checkout (subscribe, upgrade), the moves at period end (downgrade, cancel) with their undo, and the
 * plan's payments. Every answer carries the plan as it now stands, so the page never guesses.
 */
export function PlanPage({ initial }: { initial: PlanView }) {
  const { t, lang } = useI18n();
  const [view, setView] = useState(initial);
  const [paying, setPaying] = useState<PlanOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const magazineUserId = view.magazine.userId;
  const magazine = view.magazine.displayName || view.magazine.username;
  const periodEnd = view.billing?.periodEnd ? formatDate(lang, view.billing.periodEnd) : '';
  const current = t(view.labelKey);

  /** Runs a change; its answer replaces the view, and the heading keeps the keyboard's place. */
  async function change(run: () => ReturnType<typeof resumePlan>, done: (plan: PlanView) => string) {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) return showSnackbar(result.message);
    setView(result.data.plan);
    showSnackbar(done(result.data.plan));
    headingRef.current?.focus();
  }

  async function onDowngrade(group: DowngradePlanGroup) {
    const plan = t(planNameKey(group));
    const confirmed = await confirm({
      title: t('plans.downgrade.title', { plan }),
      message: t('plans.downgrade.confirm', {
        magazine,
        current,
        plan,
        date: periodEnd,
        price: formatMoney(lang, planPriceMinor(group), PLAN_CURRENCY),
      }),
      confirmLabel: t('plans.downgrade.action', { date: periodEnd }),
    });
    if (!confirmed) return;
    await change(
      () => downgradePlan({ magazineUserId, planGroup: group }),
      () => t('plans.downgrade.done', { magazine, plan, date: periodEnd }),
    );
  }

  async function onCancel() {
    const now = view.phase === 'past_due';
    const confirmed = await confirm({
      title: t('plans.cancel.title'),
      message: now
        ? t('plans.cancel.confirmNow', { magazine })
        : t('plans.cancel.confirm', { magazine, current, date: periodEnd }),
      confirmLabel: t('plans.action.cancel'),
      cancelLabel: t('plans.action.keep'),
      danger: true,
    });
    if (!confirmed) return;
    await change(
      () => cancelPlan(magazineUserId),
      () => (now ? t('plans.cancel.doneNow', { magazine }) : t('plans.cancel.done', { date: periodEnd })),
    );
  }

  const onResume = () =>
    change(
      () => resumePlan(magazineUserId),
      () => t('plans.resume.done', { plan: current, date: periodEnd }),
    );

  function onPlan(plan: PlanView, paid: boolean) {
    setView(plan);
    if (!paid) return;
    setPaying(null);
    showSnackbar(t('plans.subscribed', { magazine, plan: t(plan.labelKey) }));
    headingRef.current?.focus();
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('plans.heading', { magazine })}
      </h1>
      <p className="plan-magazine-link">
        <Link to={`/@${view.magazine.username}`}>@{view.magazine.username}</Link>
      </p>
      <PlanSummary view={view} busy={busy} onCancel={onCancel} onResume={onResume} />
      <PlanComparison
        view={view}
        busy={busy}
        onPay={setPaying}
        onDowngrade={onDowngrade}
        onCancel={onCancel}
      />
      {view.billing && <PlanReceipts receipts={view.billing.receipts} />}
      {paying && (
        <PlanCheckoutDialog
          magazineUserId={magazineUserId}
          offer={paying}
          onPlan={onPlan}
          onClose={() => setPaying(null)}
        />
      )}
    </>
  );
}
