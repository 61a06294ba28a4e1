import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { UiLanguage } from '@masthead/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, cachedPageOf, type GuestPageCache } from './guest-cache.ts';

/** What a render answered, read to its end. */
export type RenderedPage = { status: number; headers: Headers; html: string; nonce: string };

/**
 * Everything a guest's page depends on besides the rows it shows: the host (a business's site, the
 * flavour), the address with its query, the interface language, the feed languages the browser asks for
 * and the visitor's country.
 */
export function guestCacheKey(
  request: FastifyRequest,
  page: { lang: UiLanguage; feedLangs: readonly string[]; country: string | null },
) {
  return [
    request.headers.host ?? '',
    page.lang,
    page.feedLangs.join(','),
    page.country ?? '',
    request.url,
  ].join('\n');
}

/** Only a complete, successful HTML page that sets no cookie may be kept and shared. */
export function pageToKeep(rendered: RenderedPage, tags: string[]): CachedPage | null {
  const type = rendered.headers.get('content-type') ?? '';
  if (rendered.status !== 200 || !type.includes('text/html') || rendered.headers.has('set-cookie'))
    return null;
  const headers: [string, string][] = [];
  for (const [name, value] of rendered.headers) {
    if (!['content-length', 'cache-control', 'set-cookie', 'etag'].includes(name))
      headers.push([name, value]);
  }
  return cachedPageOf(rendered.html, rendered.nonce, headers, tags);
}

/** The encoding the browser prefers among those the cache makes (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  return quality('gzip') > 0 ? 'gzip' : null;
}

const encoders = {
  // The on-the-fly levels of http compression (docs/scaling.md): made once per cached page.
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzipSync(body, { level: 6 }),
};

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/**
 * Sends a cached page: public for a CDN (briefly, then revalidated with its ETag), 304 when the browser
 * has these bytes, compressed once per page. A reply that sets a cookie (a stale session being cleared)
 * stays private.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  options: { policy: string; seconds: number; countryHeader: string },
) {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('Content-Security-Policy', options.policy);
  reply.header('ETag', page.etag);
  reply.header('Vary', `Accept-Encoding, Accept-Language, Cookie, ${options.countryHeader}`);
  reply.header(
    'Cache-Control',
    reply.hasHeader('set-cookie')
      ? 'private, no-store'
      : `public, max-age=0, must-revalidate, s-maxage=${options.seconds}, stale-while-revalidate=${options.seconds * 6}`,
  );
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  reply.status(200);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  page.encoded[encoding] ??= encoders[encoding](page.body);
  reply.header('Content-Encoding', encoding);
  return reply.send(page.encoded[encoding]);
}

/**
 * A guest's cacheable page: from the cache, else rendered once for everyone who asks meanwhile. A
 * render that may not be kept (a 404, a page setting a cookie) is sent to its own requester as it is;
 * a guest who waited on it renders their own.
 */
export async function guestPage(
  cache: GuestPageCache,
  key: string,
  tags: string[],
  render: () => Promise<RenderedPage>,
): Promise<CachedPage | RenderedPage> {
  let own: RenderedPage | null = null;
  const page = await cache.load(key, async () => {
    own = await render();
    return pageToKeep(own, tags);
  });
  return page ?? own ?? (await render());
}
