import { describe, expect, it } from 'vitest';
import { parseFeaturedAddress, ZFeaturedItems } from './featured.ts';
import { ZCustomize } from './settings.ts';

describe('featured layout items (SPEC §3 A, B, T, Q; at most 15)', () => {
  it('accepts up to 15 distinct items of the four types', () => {
    const items = [
      { type: 'A', id: 1 },
      { type: 'B', id: 1 },
      { type: 'T', id: 1 },
      { type: 'Q', id: 2 },
    ];
    expect(ZFeaturedItems.parse(items)).toEqual(items);
    expect(
      ZFeaturedItems.safeParse(Array.from({ length: 15 }, (_, i) => ({ type: 'T', id: i + 1 }))).success,
    ).toBe(true);
  });

  it.each([
    [Array.from({ length: 16 }, (_, i) => ({ type: 'T', id: i + 1 }))],
    [
      [
        { type: 'A', id: 1 },
        { type: 'A', id: 1 },
      ],
    ],
    [[{ type: 'X', id: 1 }]],
    [[{ type: 'A', id: 0 }]],
    [[{ type: 'A', id: 1.5 }]],
    [[{ type: 'A', id: '1' }]],
    [[{ type: 'A', id: 1, title: '<script>' }]],
  ])('refuses %j', (items) => {
    expect(ZFeaturedItems.safeParse(items).success).toBe(false);
  });

  it('travels in the customize call as JSON, beside the settings and tabs bodies', () => {
    const parsed = ZCustomize.parse({ userId: 7, featured: '[{"type":"T","id":3}]' });
    expect(parsed).toEqual({ userId: 7, featured: [{ type: 'T', id: 3 }] });
    expect(ZCustomize.safeParse({ userId: 7, featured: '[{' }).success).toBe(false);
  });

  it('reads the addresses of stories, quizzes, topics and publishers, and nothing else', () => {
    expect(parseFeaturedAddress('/post/12/tea.html')).toEqual({ kind: 'content', cgroupId: 12 });
    expect(parseFeaturedAddress('/@mei/quiz/5/tea/which-tea.html')).toEqual({ kind: 'content', cgroupId: 5 });
    expect(parseFeaturedAddress('/blogs/Night%20Markets')).toEqual({
      kind: 'topic',
      topic: { encodedTitle: 'Night Markets' },
    });
    expect(parseFeaturedAddress('/topic.html?topicId=9')).toEqual({ kind: 'topic', topic: { topicId: 9 } });
    expect(parseFeaturedAddress('/@lena')).toEqual({ kind: 'profile', who: { username: 'lena' } });
    expect(parseFeaturedAddress('/@mag/writers/@lena')).toEqual({
      kind: 'profile',
      who: { username: 'lena' },
    });
    expect(parseFeaturedAddress('/profile/p/4')).toEqual({ kind: 'profile', who: 4 });
    for (const other of ['/', '/settings/account.html', '/topic.html?topicId=x', '/post/x/y.html'])
      expect(parseFeaturedAddress(other), other).toBeNull();
  });

  it("reads a business site's addresses, which drop the /@{username} prefix", () => {
    const site = { business: 'acme' };
    expect(parseFeaturedAddress('/', site)).toEqual({ kind: 'profile', who: { username: 'acme' } });
    expect(parseFeaturedAddress('/index.html', site)).toEqual({ kind: 'profile', who: { username: 'acme' } });
    expect(parseFeaturedAddress('/writers/@lena', site)).toEqual({
      kind: 'profile',
      who: { username: 'lena' },
    });
    expect(parseFeaturedAddress('/post/12/tea.html', site)).toEqual({ kind: 'content', cgroupId: 12 });
    expect(parseFeaturedAddress('/blogs/Night%20Markets', site)).toEqual({
      kind: 'topic',
      topic: { encodedTitle: 'Night Markets' },
    });
    for (const other of ['/@lena', '/settings/account.html', '/writers/lena'])
      expect(parseFeaturedAddress(other, site), other).toBeNull();
  });
});
