import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Feeds and sitemaps may be kept this long by readers and shared caches (a feed reader polls hourly). */
export const OPEN_WEB_CACHE = 'public, max-age=300';

/** A strong validator of the exact bytes: a changed item, title or language is a new ETag. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Whether an If-None-Match list names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** RFC 9110 §13.1.3: Last-Modified has whole seconds; only read when If-None-Match is absent. */
function notModifiedSince(header: string | undefined, lastModified: Date | null): boolean {
  if (!header || !lastModified) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Sends a feed, sitemap or robots file with its validators, or 304 when the reader's copy is current:
 * a reader polling an unchanged feed gets a few headers, not the feed.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { body: string; type: string; lastModified?: Date | null },
) {
  const etag = etagOf(answer.body);
  const lastModified = answer.lastModified ?? null;
  reply.header('Cache-Control', OPEN_WEB_CACHE).header('ETag', etag).header('Vary', 'Host');
  if (lastModified) reply.header('Last-Modified', lastModified.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  const fresh =
    ifNoneMatch !== undefined
      ? matchesEtag(ifNoneMatch, etag)
      : notModifiedSince(request.headers['if-modified-since'], lastModified);
  if (fresh) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}
