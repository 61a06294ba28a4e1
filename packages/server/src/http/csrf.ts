import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN §3: no state change on a cross-site request. Browsers send Origin on every unsafe request;
 * a foreign or opaque ("null") origin, or a cross-site fetch, is refused. Clients that send no Origin
 * at all (scripts, curl) cannot carry a victim's cookies across sites and are let through.
 */
export function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('request.cross.site');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('request.cross.site');
  }
  if (originHost !== request.headers.host) throw new AppError('request.cross.site');
}

const refererHost = (referer: string) => {
  try {
    return new URL(referer).host;
  } catch {
    return null;
  }
};

/** A GET that changes state (SPEC lists a few) is accepted only from a page of this site. */
export function assertSameOriginNavigation(request: FastifyRequest) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
    throw new AppError('request.cross.site');
  if (!fetchSite) {
    const referer = request.headers.referer;
    if (referer && refererHost(referer) !== request.headers.host) throw new AppError('request.cross.site');
  }
}

/**
 * DESIGN §3: a GET that SPEC lists for a change (`/api2/magazine/delete`, `/api2/business/update`,
 * `/api2/admin/serverIp`, the magazine switch) is accepted only when the request proves it comes from
 * a page of this site: `Sec-Fetch-Site: same-origin`, or, from a browser that sends no such header, a
 * Referer on this host. Unlike a sign-out link, a request with neither (a link opened with
 * rel=noreferrer in an older browser, say) is refused: SameSite=Lax still sends the cookie on a
 * top-level GET.
 */
export function assertSameOriginChange(request: FastifyRequest) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    if (fetchSite !== 'same-origin') throw new AppError('request.cross.site');
    return;
  }
  const referer = request.headers.referer;
  if (!referer || refererHost(referer) !== request.headers.host) throw new AppError('request.cross.site');
}
