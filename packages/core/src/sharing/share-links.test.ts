import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  cleanHandle,
  DEFAULT_POPUP_SIZE,
  ELLIPSIS,
  popupFeatures,
  SHARE_NETWORKS,
  SHARE_POPUP_SIZES,
  shareUrl,
  shareVia,
  TWEET_MAX_LENGTH,
  truncate,
  tweetLength,
  tweetText,
} from './share-links.ts';

const isLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('tweet text (SPEC §9: 140 characters, the link counted as 25)', () => {
  it('keeps a short title as it is', () => {
    expect(tweetText('Night markets of Taipei')).toBe('Night markets of Taipei');
    expect(tweetLength('Night markets of Taipei')).toBe(23 + 1 + 25);
  });

  it('shortens a long title with an ellipsis so that title + space + link make exactly 140', () => {
    const title = 'x'.repeat(200);
    const text = tweetText(title);
    expect(text.endsWith(ELLIPSIS)).toBe(true);
    expect(characterCount(text)).toBe(140 - 25 - 1);
    expect(tweetLength(text)).toBe(TWEET_MAX_LENGTH);
  });

  it('leaves room for the credit "via @name"', () => {
    const text = tweetText('y'.repeat(200), '@longtable');
    expect(tweetLength(text, 'longtable')).toBe(TWEET_MAX_LENGTH);
    expect(characterCount(text)).toBe(140 - 25 - 1 - ' via @longtable'.length);
  });

  it('a title of exactly the budget is not cut', () => {
    const title = 'z'.repeat(114);
    expect(tweetText(title)).toBe(title);
    expect(tweetText(`${title}z`)).toHaveLength(114);
  });

  it('never passes 140, never splits a character, and keeps the start of the title', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.option(fc.stringMatching(/^@?\w{1,15}$/)),
        (title, via) => {
          const text = tweetText(title, via);
          expect(tweetLength(text, via)).toBeLessThanOrEqual(TWEET_MAX_LENGTH);
          expect(isLoneSurrogate(text)).toBe(false);
          const flat = title.replace(/\s+/g, ' ').trim();
          if (text.endsWith(ELLIPSIS) && text !== flat) {
            expect(flat.startsWith(text.slice(0, -1))).toBe(true);
          } else {
            expect(text).toBe(flat);
          }
        },
      ),
    );
  });

  it('counts an emoji or a CJK character as one', () => {
    const text = tweetText('🍜'.repeat(200));
    expect(characterCount(text)).toBe(114);
    expect(isLoneSurrogate(text)).toBe(false);
    expect(truncate('台北夜市', 3)).toBe('台北…');
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('handles', () => {
  it('keeps only a valid microblog handle', () => {
    expect(cleanHandle('@ada_o')).toBe('ada_o');
    expect(cleanHandle('ada o')).toBeNull();
    expect(cleanHandle('x'.repeat(16))).toBeNull();
    expect(cleanHandle('"><script>')).toBeNull();
    expect(cleanHandle(null)).toBeNull();
  });

  it("credits the publisher's handle (publisher.twitter), else the site's (twitterUsername)", () => {
    expect(shareVia({ twitterUsername: 'masthead', publisher: { twitter: 'tea_writer' } })).toBe(
      'tea_writer',
    );
    expect(shareVia({ twitterUsername: 'masthead', publisher: { twitter: '' } })).toBe('masthead');
    expect(shareVia({ twitterUsername: null, publisher: { twitter: 'bad handle' } })).toBeNull();
    const via = shareVia({ twitterUsername: null, publisher: { twitter: 'tea_writer' } });
    const link = shareUrl('twitter', {
      url: 'https://example.com/story',
      title: 'Oolong',
      via: via ?? undefined,
    });
    expect(new URL(link).searchParams.get('via')).toBe('tea_writer');
  });
});

describe('share links', () => {
  const target = {
    url: 'https://masthead.example/story/7/night-markets.html',
    title: 'Night markets & "noodles"',
    description: 'Where to eat',
    imageUrl: 'https://masthead.example/images/a-xl.jpg',
    via: 'longtable',
  };

  it('builds each network address with the page encoded', () => {
    for (const network of SHARE_NETWORKS) {
      const address = shareUrl(network, target);
      if (network === 'email') {
        expect(address.startsWith('mailto:?subject=')).toBe(true);
        expect(address).toContain(encodeURIComponent(target.url));
        expect(address).not.toContain('+');
        continue;
      }
      const parsed = new URL(address);
      expect(parsed.protocol).toBe('https:');
      expect([...parsed.searchParams.values()].join(' ')).toContain(target.url);
    }
  });

  it('sends the tweet text, link and credit to the microblog', () => {
    const parsed = new URL(shareUrl('twitter', { ...target, title: 'a'.repeat(300) }));
    expect(parsed.searchParams.get('url')).toBe(target.url);
    expect(parsed.searchParams.get('via')).toBe('longtable');
    expect(tweetLength(parsed.searchParams.get('text') ?? '', 'longtable')).toBe(140);
  });

  it('leaves out a credit that is not a handle', () => {
    const parsed = new URL(shareUrl('twitter', { ...target, via: 'not a handle' }));
    expect(parsed.searchParams.has('via')).toBe(false);
  });

  it('opens popups of 550x450 by default, centred on the window', () => {
    expect(SHARE_POPUP_SIZES.facebook).toEqual(DEFAULT_POPUP_SIZE);
    expect(SHARE_POPUP_SIZES.twitter).toEqual({ width: 550, height: 450 });
    expect(SHARE_POPUP_SIZES.email).toBeNull();
    const features = popupFeatures(DEFAULT_POPUP_SIZE, { left: 100, top: 50, width: 1250, height: 850 });
    expect(features).toBe('popup=yes,width=550,height=450,left=450,top=250');
    expect(popupFeatures(DEFAULT_POPUP_SIZE, { left: 0, top: 0, width: 300, height: 300 })).toContain(
      'left=0,top=0',
    );
  });
});
