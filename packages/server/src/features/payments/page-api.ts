import type { PaymentsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** The payments feature's page calls, bound to one request's viewer. */
export function createPaymentsPageApi(services: Services, viewer: Viewer | null): PaymentsPageApi {
  return {
    config: () => services.payments.publicConfig(),
    myPayments: async () => (viewer ? services.payments.myPayments(viewer.userId) : null),
  };
}
