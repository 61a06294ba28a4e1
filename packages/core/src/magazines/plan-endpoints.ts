import type { Input } from '../http/endpoints.ts';
import type {
  PlanChangeResult,
  PlanPaymentResult,
  PlanView,
  ZPlanDowngrade,
  ZPlanMagazine,
  ZPlanQuery,
  ZPlanSubscribe,
} from './plan-schemas.ts';

/** DESIGN §4 plan billing: the plan page's calls. Everything but reading needs manageBilling (owners). */
export interface PlanEndpoints {
  'GET /api2/magazine/plan': { query: Input<typeof ZPlanQuery>; answer: PlanView };
  'POST /api2/magazine/plan/subscribe': { body: Input<typeof ZPlanSubscribe>; answer: PlanPaymentResult };
  'POST /api2/magazine/plan/downgrade': { body: Input<typeof ZPlanDowngrade>; answer: PlanChangeResult };
  'POST /api2/magazine/plan/cancel': { body: Input<typeof ZPlanMagazine>; answer: PlanChangeResult };
  'POST /api2/magazine/plan/resume': { body: Input<typeof ZPlanMagazine>; answer: PlanChangeResult };
}
