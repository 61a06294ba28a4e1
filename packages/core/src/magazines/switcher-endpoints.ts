import type { Input } from '../http/endpoints.ts';
import type { ZSwitcherQuery } from './membership-schemas.ts';
import type { SwitcherView } from './switcher.ts';

/** The profile switcher's own read (the leave, close, reopen and switch calls are in endpoints.ts). */
export interface SwitcherEndpoints {
  /** The viewer's profile and magazines with role, plan and what they may do, for the switcher. */
  'GET /api2/magazine/switcher': { query: Input<typeof ZSwitcherQuery>; answer: SwitcherView };
}
