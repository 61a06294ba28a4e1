import type { MailService } from '../mail/service.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import type { ServiceDeps } from '../../services.ts';

export function createAccountsService(deps: ServiceDeps & { mail: MailService; rateLimit: RateLimiter }) {
  return { deps };
}
