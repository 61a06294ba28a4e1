import type { BusinessSite, PageContext } from '@masthead/core';

/** The business site a page is served for (its links are built for it), or undefined on the main site. */
export const siteOf = (page: PageContext): BusinessSite | undefined =>
  page.businessSite && page.businessSite !== 'missing' ? page.businessSite : undefined;

/** What page calls take to build a page's links: its host's flavour, and its business site if any. */
export const linkOptions = (page: PageContext) => ({ flavour: page.flavour, site: siteOf(page) });
