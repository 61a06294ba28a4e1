import { businessSiteRedirect, type PageContext } from '@masthead/core';
import { data, redirect } from 'react-router';
import { pageUrl } from '../content/page-loaders';

/**
 * DESIGN §4, for the root loader: on a host naming no open business the page is 404; on a business's
 * site its own /@{username} prefix is dropped and any address it has no page for goes to the main site
 * (also for the data requests of client navigations, which React Router turns into a page load).
 * Answers the business, or null on the main site.
 */
export function enforceBusinessSite(page: PageContext, request: Request) {
  const site = page.businessSite;
  if (site === 'missing') throw data(null, { status: 404 });
  if (!site) return null;
  const url = pageUrl(request);
  const target = businessSiteRedirect(url.pathname, url.search, site);
  if (target) throw redirect(target.location, target.status);
  return site;
}
