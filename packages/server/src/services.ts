import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createAccountsService } from './features/accounts/service.ts';
import { createFilesService } from './features/files/service.ts';
import { createHousekeeping } from './features/housekeeping/service.ts';
import { createMailService } from './features/mail/service.ts';
import { createRateLimiter } from './features/rate-limit/service.ts';

export type ServiceDeps = { db: Db; config: AppConfig; clock: () => Date };

/** Every service of the app, built once per process and shared by routes, page loaders and jobs. */
export function createServices(deps: ServiceDeps) {
  const mail = createMailService(deps);
  const rateLimit = createRateLimiter(deps.db, deps.clock);
  const accounts = createAccountsService({ ...deps, mail, rateLimit });
  const files = createFilesService(deps);
  const housekeeping = createHousekeeping({ ...deps, rateLimit });
  return { ...deps, mail, rateLimit, accounts, files, housekeeping };
}

export type Services = ReturnType<typeof createServices>;
