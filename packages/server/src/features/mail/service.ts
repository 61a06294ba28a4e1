import type { ServiceDeps } from '../../services.ts';

export function createMailService(deps: ServiceDeps) {
  return { deps };
}
export type MailService = ReturnType<typeof createMailService>;
