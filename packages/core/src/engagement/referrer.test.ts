import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERRER } from '../achievements/kinds.ts';
import { referrerCode } from './referrer.ts';

const SITE = 'explore.masthead.example';

describe('referrerCode (SPEC §3 referrer table)', () => {
  it.each([
    [null, REFERRER.direct],
    [undefined, REFERRER.direct],
    ['', REFERRER.direct],
    ['   ', REFERRER.direct],
    ['https://explore.masthead.example/story/1/a.html', REFERRER.internal],
    ['https://connect.masthead.example/', REFERRER.internal],
    ['http://create.masthead.example:8080/x', REFERRER.internal],
    ['https://masthead.example/', REFERRER.internal],
    ['https://www.masthead.example/', REFERRER.internal],
    ['https://acme.masthead.example/writers/@ada', REFERRER.internal],
    ['https://www.google.com/search?q=x', REFERRER.other],
    ['https://evilmasthead.example/', REFERRER.other],
    ['https://masthead.example.evil.com/', REFERRER.other],
    ['https://www.facebook.com/', REFERRER.socialNetwork],
    ['https://l.facebook.com/l.php?u=x', REFERRER.socialNetwork],
    ['https://m.facebook.com/story', REFERRER.socialNetwork],
    ['http://fb.me/abc', REFERRER.socialNetwork],
    ['https://twitter.com/someone', REFERRER.microblog],
    ['https://x.com/someone', REFERRER.microblog],
    ['https://t.co/abc123', REFERRER.microblog],
    ['https://mobile.twitter.com/', REFERRER.microblog],
    ['https://www.pinterest.com/pin/1', REFERRER.pinboard],
    ['https://pinterest.co.uk/', REFERRER.pinboard],
    ['https://pin.it/x', REFERRER.pinboard],
    ['https://old.reddit.com/r/x', REFERRER.discussionBoard],
    ['https://redd.it/abc', REFERRER.discussionBoard],
    ['http://www.stumbleupon.com/su/1', REFERRER.stumble],
    ['https://mix.com/!x', REFERRER.stumble],
    ['https://getpocket.com/read/1', REFERRER.readLater],
    ['https://www.instapaper.com/read/1', REFERRER.readLater],
    ['https://plus.google.com/+someone', REFERRER.searchSocial],
    ['https://plus.url.google.com/url?q=x', REFERRER.searchSocial],
    ['https://someone.tumblr.com/post/1', REFERRER.blogNetwork],
    ['https://medium.com/@someone/x', REFERRER.blogNetwork],
    ['https://www.linkedin.com/feed/', REFERRER.professionalNetwork],
    ['https://lnkd.in/abc', REFERRER.professionalNetwork],
    ['android-app://com.facebook.katana/', REFERRER.socialNetwork],
    ['android-app://com.twitter.android', REFERRER.microblog],
    ['android-app://com.linkedin.android/', REFERRER.professionalNetwork],
    ['android-app://com.google.android.gm/', REFERRER.other],
    ['not a url', REFERRER.other],
    ['javascript:alert(1)', REFERRER.other],
    ['ftp://facebook.com/', REFERRER.other],
    ['https://user:pw@www.facebook.com:443/', REFERRER.socialNetwork],
    ['HTTPS://WWW.FACEBOOK.COM/', REFERRER.socialNetwork],
    ['https://facebook.com./', REFERRER.socialNetwork],
    ['https://notfacebook.com/', REFERRER.other],
    ['https://facebook.com.evil.net/', REFERRER.other],
  ])('%s → %d', (referrer, code) => {
    expect(referrerCode(referrer, SITE)).toBe(code);
  });

  it('treats the same host with a port as internal, and localhost flavours too', () => {
    expect(referrerCode('http://localhost:3000/index.html', 'localhost:3000')).toBe(REFERRER.internal);
    expect(referrerCode('http://connect.localhost:3000/', 'explore.localhost:3000')).toBe(REFERRER.internal);
    expect(referrerCode('http://127.0.0.1:3000/', 'localhost:3000')).toBe(REFERRER.other);
  });

  it('never throws and always answers a code from 1 to 12', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 300 })),
        fc.string({ maxLength: 60 }),
        (referrer, host) => {
          const code = referrerCode(referrer, host);
          expect(Number.isInteger(code) && code >= 1 && code <= 12).toBe(true);
        },
      ),
    );
  });

  it('calls any page of the site itself internal', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const host = new URL(url).host;
        expect(referrerCode(url, host)).toBe(REFERRER.internal);
      }),
    );
  });

  it('keeps a network whatever subdomain, path or case it comes with', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ['facebook.com', REFERRER.socialNetwork],
          ['twitter.com', REFERRER.microblog],
          ['reddit.com', REFERRER.discussionBoard],
          ['linkedin.com', REFERRER.professionalNetwork],
          ['tumblr.com', REFERRER.blogNetwork],
        ),
        fc.stringMatching(/^[a-z0-9-]{1,10}$/),
        fc.webPath(),
        fc.boolean(),
        ([domain, code], sub, path, upper) => {
          const url = `https://${sub}.${domain}${path}`;
          expect(referrerCode(upper ? url.toUpperCase() : url, SITE)).toBe(code);
        },
      ),
    );
  });
});
