import type { BusinessSite, PageContext } from '@masthead/core';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enforceBusinessSite } from './business-site-loader';
import { linkOptions, siteOf } from './site-options';

const site: BusinessSite = {
  userId: 7,
  username: 'harbourlight',
  displayName: 'Harbour Light',
  photoPath: null,
  brandColors: ['#1d3557'],
  mainOrigin: 'http://localhost:3000',
};

const pageOn = (businessSite: PageContext['businessSite']) =>
  ({ businessSite, flavour: 'explore' }) as unknown as PageContext;
const request = (path: string) => new Request(`http://harbourlight.localhost:3000${path}`);

/** What the root loader does: the business, null, or what it throws (a redirect or a 404). */
function outcome(businessSite: PageContext['businessSite'], path: string) {
  try {
    return { site: enforceBusinessSite(pageOn(businessSite), request(path)) };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') };
    if (isRouteErrorResponse(thrown)) return { status: thrown.status };
    return { status: (thrown as { init?: ResponseInit }).init?.status };
  }
}

describe('the root loader on a business site (DESIGN §4)', () => {
  it('serves its pages, also for client navigations', () => {
    for (const path of [
      '/',
      '/writers/@sam',
      '/blogs/design',
      '/post/3/x.html',
      '/_root.data',
      '/writers/@sam.data',
    ])
      expect(outcome(site, path), path).toEqual({ site });
  });

  it('drops its own prefix and sends every other address to the main site', () => {
    expect(outcome(site, '/@harbourlight/writers/@sam')).toEqual({ status: 301, location: '/writers/@sam' });
    expect(outcome(site, '/loginpage.html?next=1')).toEqual({
      status: 302,
      location: 'http://localhost:3000/loginpage.html?next=1',
    });
    expect(outcome(site, '/@sam.data?_routes=routes%2Fhandle-profile')).toEqual({
      status: 302,
      location: 'http://localhost:3000/@sam',
    });
  });

  it('answers 404 on a host naming no business, and nothing on the main site', () => {
    expect(outcome('missing', '/').status).toBe(404);
    expect(outcome(null, '/loginpage.html')).toEqual({ site: null });
  });

  it('gives page calls the site to build links for', () => {
    expect(siteOf(pageOn(site))).toBe(site);
    expect(siteOf(pageOn('missing'))).toBeUndefined();
    expect(linkOptions(pageOn(null))).toEqual({ flavour: 'explore', site: undefined });
  });
});
