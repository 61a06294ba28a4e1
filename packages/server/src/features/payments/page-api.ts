import type { PaymentsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The payments feature's page calls, built once per process and bound to each request's viewer. */
export function createPaymentsPageApi(services: Services) {
  return viewerBinder<PaymentsPageApi>({
    config: () => services.payments.publicConfig(),
    myPayments: async (viewer) => (viewer ? services.payments.myPayments(viewer.userId) : null),
    earnings: async (viewer) => (viewer ? services.payments.earnings(viewer.userId) : null),
  });
}
