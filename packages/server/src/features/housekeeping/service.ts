import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purgeExpiredSessions } from '../accounts/sessions.ts';
import { oneTimeTokens } from '../accounts/tables.ts';
import type { RateLimiter } from '../rate-limit/service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Used or expired tokens are kept a week, so that a late click still reads 'used' or 'expired'. */
const TOKEN_RETENTION_MS = 7 * 24 * HOUR_MS;

/**
 * Deletes what has expired (sessions, rate-limit windows, old one-time tokens) and runs the hourly jobs
 * features hand in (the front-page badge). Every step is idempotent, so every app process may run it.
 */
export function createHousekeeping({
  db,
  clock,
  rateLimit,
  hourlyJobs = [],
}: {
  db: Db;
  clock: () => Date;
  rateLimit: RateLimiter;
  hourlyJobs?: readonly (() => Promise<unknown>)[];
}) {
  async function runOnce() {
    const now = clock();
    const tokenCutoff = new Date(now.getTime() - TOKEN_RETENTION_MS);
    await purgeExpiredSessions(db, now);
    await rateLimit.purgeExpired();
    await db
      .delete(oneTimeTokens)
      .where(
        or(
          and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, tokenCutoff)),
          and(isNotNull(oneTimeTokens.expiresAt), lt(oneTimeTokens.expiresAt, tokenCutoff)),
        ),
      );
    for (const job of hourlyJobs) await job();
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    /** Runs once now (a restarted process catches up at once), then every interval. */
    start(intervalMs = HOUR_MS) {
      const run = () => runOnce().catch((error) => console.warn('[housekeeping]', error.message));
      void run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
