import type { AppConfig } from '../../config.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import type { Fetcher, FetchSettings } from './detect.ts';

export const MINUTE_MS = 60_000;

/** What the blog use cases work with: the service's deps, its rate limiter and, in tests, a fetcher. */
export type BlogsContext = ServiceDeps & { rateLimit: RateLimiter; fetcher?: Fetcher | undefined };

/** How blog addresses and feeds are fetched (read at each fetch: tests change the configuration). */
export function fetchSettings(ctx: BlogsContext): FetchSettings {
  return {
    allowLoopback: ctx.config.outbound.allowLoopback,
    timeoutMs: ctx.config.outbound.timeoutMs,
    ...(ctx.fetcher ? { fetcher: ctx.fetcher } : {}),
  };
}

/** Time between two imports of a feed: config.blogImport.intervalMinutes, a minute at least. */
export const importIntervalMs = (config: AppConfig) =>
  Math.max(1, config.blogImport.intervalMinutes) * MINUTE_MS;
