import type { FeedsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The feeds feature's page calls, bound to one request's viewer. */
export function createFeedsPageApi(services: Services, viewer: Viewer | null): FeedsPageApi {
  void services;
  void viewer;
  return { ready: () => true };
}
