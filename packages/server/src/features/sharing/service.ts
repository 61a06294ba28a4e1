import { randomBytes } from 'node:crypto';
import {
  codeFromBytes,
  hostOf,
  SHORT_CODE_LENGTH,
  type ShortenResult,
  shortLinkPath,
  siteLocalPath,
} from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { createRateLimiter } from '../rate-limit/service.ts';
import { shortLinks } from './tables.ts';

/** A fresh random code colliding three times in a row means something else is wrong. */
const CODE_ATTEMPTS = 3;

export type ShortenRequest = {
  longUrl: string;
  requestHost: string | undefined;
  ip: string;
  userId: number | null;
};

/** Share links and the short-link redirect (SPEC §3 share link, §7 POST /api2/url/shorten). */
export function createSharingService(deps: ServiceDeps) {
  const { db, config, clock } = deps;
  // The limiter keeps its counters in PostgreSQL, so this one shares them with every other process.
  const rateLimit = createRateLimiter(db, clock);
  const publicHost = hostOf(config.publicUrl);
  const perHour = config.rateLimits.shortenPerAddressPerHour;

  /** This site's names: the public address, its flavour hosts (DESIGN §4), and the host asked. */
  function siteHosts(requestHost: string | undefined): string[] {
    const hosts = publicHost
      ? [publicHost, ...['explore', 'connect', 'create'].map((f) => `${f}.${publicHost}`)]
      : [];
    if (requestHost) hosts.push(requestHost.toLowerCase());
    return hosts;
  }

  const present = (code: string, longUrl: string): ShortenResult => ({
    code,
    longUrl,
    shortUrl: `${config.publicUrl}${shortLinkPath(code)}`,
  });

  async function existing(longUrl: string) {
    const [row] = await db
      .select({ code: shortLinks.code })
      .from(shortLinks)
      .where(eq(shortLinks.longUrl, longUrl))
      .limit(1);
    return row?.code ?? null;
  }

  /**
   * The short link of a page on this site: the same page always gets the same code. Addresses of other
   * sites are refused, so a short link can never send a reader elsewhere.
   */
  async function shorten(request: ShortenRequest): Promise<ShortenResult> {
    await rateLimit.consume({
      key: `shorten:address:${addressKey(request.ip)}`,
      limit: perHour,
      windowSeconds: 3600,
    });
    const path = siteLocalPath(request.longUrl, siteHosts(request.requestHost));
    if (!path)
      throw new AppError('validation.failed', { fields: { longUrl: 'validation.shortLink.notThisSite' } });

    const known = await existing(path);
    if (known) return present(known, path);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = codeFromBytes(randomBytes(SHORT_CODE_LENGTH));
      const [created] = await db
        .insert(shortLinks)
        .values({ code, longUrl: path, createdBy: request.userId, createdAt: clock() })
        .onConflictDoNothing()
        .returning({ code: shortLinks.code });
      if (created) return present(created.code, path);
      // Either someone shortened the same page at the same moment, or the code was taken: look again.
      const raced = await existing(path);
      if (raced) return present(raced, path);
    }
    throw new AppError('service.unavailable');
  }

  /** Where a code leads; each visit counts (a HEAD request from a link preview does not). */
  async function resolve(code: string, options: { count: boolean }): Promise<string | null> {
    if (!options.count) {
      const [row] = await db
        .select({ longUrl: shortLinks.longUrl })
        .from(shortLinks)
        .where(eq(shortLinks.code, code))
        .limit(1);
      return row?.longUrl ?? null;
    }
    const [row] = await db
      .update(shortLinks)
      .set({ hits: sql`${shortLinks.hits} + 1` })
      .where(eq(shortLinks.code, code))
      .returning({ longUrl: shortLinks.longUrl });
    return row?.longUrl ?? null;
  }

  return { shorten, resolve };
}

export type SharingService = ReturnType<typeof createSharingService>;
