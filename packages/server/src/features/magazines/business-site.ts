import { type BusinessSite, businessUsernameFromHost } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';

/** What a page request's host says: a business's site, a host naming no open business, or the main site. */
export type SiteOfRequest = BusinessSite | 'missing' | null;

/**
 * DESIGN §4: the business whose site a page request's host names ({username}.{BUSINESS_HOST_SUFFIX});
 * 'missing' (the page answers 404) when no open business has that username; null on the main site and
 * the flavour hosts.
 */
export function businessSiteResolver(services: Pick<Services, 'config' | 'magazines'>) {
  const suffix = services.config.businessHostSuffix;
  return async (request: FastifyRequest): Promise<SiteOfRequest> => {
    const username = businessUsernameFromHost(request.headers.host, suffix);
    if (username === null) return null;
    return (await services.magazines.businessSite(username)) ?? 'missing';
  };
}
