import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { rateLimitHits } from './tables.ts';

export type RateRule = { key: string; limit: number; windowSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, shared by every app process. A hit is one upsert that adds 1
 * and returns the new count, so concurrent requests cannot both slip under the limit.
 */
export function createRateLimiter(db: Db, clock: () => Date) {
  async function hit(rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = clock().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const expiresAt = new Date(windowStart.getTime() + windowMs);
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key: rule.key, windowStart, hits: 1, expiresAt })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    const allowed = (row?.hits ?? 1) <= rule.limit;
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)) };
  }

  /** Counts a hit on every rule and refuses with 429 + Retry-After when any is over its limit. */
  async function consume(...rules: RateRule[]) {
    for (const rule of rules) {
      const result = await hit(rule);
      if (!result.allowed) throw tooMany(result.retryAfterSeconds);
    }
  }

  const purgeExpired = () => db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, clock()));

  return { hit, consume, purgeExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export const tooMany = (retryAfterSeconds: number) =>
  new AppError('rate.limited', {
    data: { seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
