import type { MagazineActor, TPlanDowngrade, TPlanSubscribe } from '@masthead/core';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsService } from '../payments/service.ts';
import { cancelPlan, downgradePlan, resumeScheduledPlan } from './plan-changes.ts';
import { subscribePlan } from './plan-checkout.ts';
import { magazineFeatures, magazinePlanOfMagazine } from './plan-features.ts';
import type { PlanMailDeps } from './plan-mail.ts';
import { renewDuePlans } from './plan-renewal.ts';
import { readPlanView } from './plan-view.ts';

/**
 * DESIGN §4 plan billing, put together once per process: the plan page, subscribe and upgrade through
 * the payments feature's providers and settlement, downgrade, cancel and resume, the renewal job, and
 * SPEC §6's feature permission for the rest of the app.
 */
export function createPlansService(deps: PlanMailDeps & { payments: PaymentsService }) {
  const payments = deps.payments.context;
  const view = async (actor: MagazineActor, magazineUserId: number) => {
    const plan = await readPlanView(deps, actor, magazineUserId);
    if (!plan) throw new AppError('not_found');
    return plan;
  };
  return {
    /** The plan as the actor may see it; null when there is no such open magazine. */
    read: (actor: MagazineActor, magazineUserId: number) => readPlanView(deps, actor, magazineUserId),
    view,
    subscribe: async (actor: MagazineActor, input: TPlanSubscribe) => {
      const payment = await subscribePlan(payments, actor.userId, input);
      return { payment, plan: await view(actor, input.magazineUserId) };
    },
    downgrade: async (actor: MagazineActor, input: TPlanDowngrade) => {
      await downgradePlan(deps, actor.userId, input);
      return { plan: await view(actor, input.magazineUserId) };
    },
    cancel: async (actor: MagazineActor, magazineUserId: number) => {
      await cancelPlan(deps, actor.userId, magazineUserId);
      return { plan: await view(actor, magazineUserId) };
    },
    resume: async (actor: MagazineActor, magazineUserId: number) => {
      await resumeScheduledPlan(deps, actor.userId, magazineUserId);
      return { plan: await view(actor, magazineUserId) };
    },
    /** The renewal job: run by the housekeeping every hour (and by tests with the clock moved). */
    renewDue: () => renewDuePlans(deps, payments),
    /** SPEC §6 feature permission of a magazine (special-handling accounts get every feature). */
    features: (magazineUserId: number) => magazineFeatures(deps, magazineUserId),
    /** SPEC §3 magazinePlan of a magazine, as profiles carry it. */
    magazinePlan: (magazineUserId: number) => magazinePlanOfMagazine(deps, magazineUserId),
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
