import type { ServiceDeps } from '../../services.ts';

/** The double-entry ledger, payment providers, donations and premium unlocks. */
export function createPaymentsService(_deps: ServiceDeps) {
  return {};
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
