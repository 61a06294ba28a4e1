import { describe, expect, it } from 'vitest';
import { CTYPE } from '../content/types.ts';
import {
  businessSiteOrigin,
  businessSitePage,
  businessSiteRedirect,
  businessUsernameFromHost,
  siteContentPath,
} from './business-site.ts';

describe('businessUsernameFromHost (DESIGN §4)', () => {
  it.each([
    ['acme.localhost', 'localhost', 'acme'],
    ['ACME.localhost:3210', 'localhost', 'acme'],
    ['acme.localhost.', 'localhost', 'acme'],
    ['acme-coffee.masthead.example', 'masthead.example', 'acme-coffee'],
    ['acme.MASTHEAD.example:443', 'masthead.example', 'acme'],
  ])('%s under %s names %s', (host, suffix, username) => {
    expect(businessUsernameFromHost(host, suffix)).toBe(username);
  });

  it.each([
    ['localhost', 'localhost'],
    ['localhost:3000', 'localhost'],
    ['explore.localhost', 'localhost'],
    ['connect.localhost:3000', 'localhost'],
    ['create.localhost', 'localhost'],
    ['www.masthead.example', 'masthead.example'],
    ['masthead.example', 'masthead.example'],
    ['a.b.localhost', 'localhost'],
    ['acme.otherlocalhost', 'localhost'],
    ['evil.com', 'localhost'],
    ['127.0.0.1:3000', 'localhost'],
    ['[::1]:3000', 'localhost'],
    ['', 'localhost'],
  ])('%j under %s is the main site (or a flavour)', (host, suffix) => {
    expect(businessUsernameFromHost(host, suffix)).toBeNull();
  });

  it('is null without a host or a suffix', () => {
    expect(businessUsernameFromHost(undefined, 'localhost')).toBeNull();
    expect(businessUsernameFromHost('acme.localhost', '')).toBeNull();
  });
});

describe('businessSiteOrigin', () => {
  it("keeps the main site's scheme and port", () => {
    expect(businessSiteOrigin('Acme', { publicUrl: 'http://localhost:3210', suffix: 'localhost' })).toBe(
      'http://acme.localhost:3210',
    );
    expect(
      businessSiteOrigin('acme', { publicUrl: 'https://masthead.example', suffix: 'masthead.example' }),
    ).toBe('https://acme.masthead.example');
  });
});

describe('the pages of a business site (SPEC §2: no /@{username} prefix)', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/writers/@budi', 'writer'],
    ['/blogs/street-food', 'topic'],
    ['/topic.html', 'topic'],
    ['/post/12/a-title.html', 'content'],
    ['/editorial/12/a-title.html', 'content'],
    ['/quiz/12/food/a-title.html', 'content'],
    ['/lists/12/a-title.html', 'content'],
    ['/story/12/a-title.html', 'content'],
    ['/discussion/12/a-title.html', 'content'],
  ])('%s is its %s page', (path, page) => {
    expect(businessSitePage(path)).toBe(page);
  });

  it.each([
    '/loginpage.html',
    '/explore.html',
    '/@budi',
    '/@other/blogs/x',
    '/@other/post/1/x.html',
    '/writers',
    '/dashboard/@acme',
    '/create_business.html',
    '/settings/profile.html',
  ])('%s is none of its pages', (path) => {
    expect(businessSitePage(path)).toBeNull();
  });

  const site = { username: 'Acme', mainOrigin: 'http://localhost:3210' };

  it("drops the business's own prefix (301)", () => {
    expect(businessSiteRedirect('/@acme', '', site)).toEqual({ location: '/', status: 301 });
    expect(businessSiteRedirect('/@ACME/', '?x=1', site)).toEqual({ location: '/?x=1', status: 301 });
    expect(businessSiteRedirect('/@acme/writers/@budi', '', site)).toEqual({
      location: '/writers/@budi',
      status: 301,
    });
    expect(businessSiteRedirect('/@acme/post/3/x.html', '', site)).toEqual({
      location: '/post/3/x.html',
      status: 301,
    });
  });

  it('sends everything else to the main site (302), and serves its pages', () => {
    expect(businessSiteRedirect('/loginpage.html', '?a=b', site)).toEqual({
      location: 'http://localhost:3210/loginpage.html?a=b',
      status: 302,
    });
    expect(businessSiteRedirect('/@acmex', '', site)).toEqual({
      location: 'http://localhost:3210/@acmex',
      status: 302,
    });
    expect(businessSiteRedirect('/', '', site)).toBeNull();
    expect(businessSiteRedirect('/blogs/food', '', site)).toBeNull();
  });
});

describe('siteContentPath', () => {
  const story = { cgroupId: 5, ctype: CTYPE.post, title: 'Hello', username: 'acme', publisherId: 9 };
  const site = { userId: 9, username: 'acme', mainOrigin: 'http://localhost:3210' };

  it("addresses the business's own content without the prefix, anyone else's on the main site", () => {
    expect(siteContentPath(story, { publisherIsMagazine: true, site })).toBe('/post/5/hello.html');
    expect(
      siteContentPath({ ...story, publisherId: 10, username: 'other' }, { publisherIsMagazine: true, site }),
    ).toBe('http://localhost:3210/@other/post/5/hello.html');
    expect(siteContentPath(story, { publisherIsMagazine: true })).toBe('/@acme/post/5/hello.html');
  });
});
