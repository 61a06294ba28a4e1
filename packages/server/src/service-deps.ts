import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';

/** What every service is built from: the database, the configuration and the clock (tests pass their own). */
export type ServiceDeps = { db: Db; config: AppConfig; clock: () => Date };
