import type { PlanView } from './plan-schemas.ts';

/** The plan page: guests see the overlay, non-members 'Access Deny', an unknown magazine 404. */
export type PlanPage =
  | { access: 'guest' }
  | { access: 'denied' }
  | { access: 'missing' }
  | { access: 'ok'; plan: PlanView };

/** What page loaders ask of plan billing (part of PageApi), for the request's viewer. */
export interface PlansPageApi {
  /** The plan of the magazine with this username. */
  plan(username: string): Promise<PlanPage>;
}
