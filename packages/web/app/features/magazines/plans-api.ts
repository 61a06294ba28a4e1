import type { InputOf } from '@masthead/core';
import { call } from '../../lib/api';

/** Plan billing's calls from the browser (the server's /api2/magazine/plan… routes). */

export const subscribePlan = (input: InputOf<'POST /api2/magazine/plan/subscribe'>) =>
  call('POST /api2/magazine/plan/subscribe', input);

export const downgradePlan = (input: InputOf<'POST /api2/magazine/plan/downgrade'>) =>
  call('POST /api2/magazine/plan/downgrade', input);

export const cancelPlan = (magazineUserId: number) =>
  call('POST /api2/magazine/plan/cancel', { magazineUserId });

export const resumePlan = (magazineUserId: number) =>
  call('POST /api2/magazine/plan/resume', { magazineUserId });
