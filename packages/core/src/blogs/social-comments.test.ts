import { describe, expect, it } from 'vitest';
import { SOCIAL_COMMENTS, socialCommentsFrameUrl, socialCommentsIn } from './social-comments.ts';

describe('embedded social comments (SPEC §9)', () => {
  it('finds Facebook comments in a blog post page, by the SDK element or the plugin frame', () => {
    expect(
      socialCommentsIn('<div class="fb-comments" data-href="https://blog.test/a" data-numposts="5"></div>'),
    ).toBe('facebook');
    expect(socialCommentsIn("<div class='post fb-comments wide'></div>")).toBe('facebook');
    expect(
      socialCommentsIn(
        '<iframe src="https://www.facebook.com/plugins/comments.php?href=https%3A%2F%2Fb.test"></iframe>',
      ),
    ).toBe('facebook');
    expect(
      socialCommentsIn('<p>We love fb-comments-like widgets</p><div class="comments"></div>'),
    ).toBeNull();
    expect(socialCommentsIn('<a href="https://www.facebook.com/masthead">Our page</a>')).toBeNull();
  });

  it('builds the plugin frame with 5 posts and width 550, in the reader’s language', () => {
    expect(SOCIAL_COMMENTS).toEqual({ posts: 5, width: 550 });
    const url = new URL(socialCommentsFrameUrl('https://blog.test/2026/11/tides?x=1&y=2', 'tw'));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/plugins/comments.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      href: 'https://blog.test/2026/11/tides?x=1&y=2',
      numposts: '5',
      width: '550',
      locale: 'zh_TW',
    });
  });
});
