import type { PaymentsPageApi } from '@masthead/core';
import type { Services } from '../../services.ts';
import type { Viewer } from '../accounts/sessions.ts';

export function createPaymentsPageApi(_services: Services, _viewer: Viewer | null): PaymentsPageApi {
  return {} as PaymentsPageApi;
}
