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
