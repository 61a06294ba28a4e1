import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_LAYOUTS, FEED_LIMITS, feedPageSize, INFINITE_SCROLL, shouldLoadMore } from './constants.ts';
import { RANDOM_TOPIC_TITLES, shuffledTopicTitles } from './random-topics.ts';
import { relativeTime, storyTime } from './relative-time.ts';
import { ZActivityQuery, ZFeedQuery, ZLocationFeedQuery, ZLocationPhotoQuery } from './schemas.ts';

describe('SPEC §9 feed constants', () => {
  it('pages 6 stories, 7 on the magazine layout', () => {
    expect(feedPageSize(undefined)).toBe(6);
    expect(feedPageSize('multiple-columns')).toBe(6);
    expect(feedPageSize('single-column')).toBe(6);
    expect(feedPageSize('magazine-layout')).toBe(7);
    expect(feedPageSize('magazine')).toBe(7);
    expect(FEED_LAYOUTS).toContain('magazine');
  });

  it('keeps the SPEC figures', () => {
    expect(FEED_LIMITS.hotTopicsTimeFactorHours).toBe(24);
    expect(FEED_LIMITS.hotTopicsWorldwide).toBe(12);
    expect(FEED_LIMITS.featuredMax).toBe(15);
    expect(INFINITE_SCROLL).toEqual({ checkDelayMs: 100, loadWithinPx: 2000, emptyViewportCheckMs: 5000 });
  });

  it('loads more exactly when the end of the list is within 2000 px below the viewport', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 20_000 }),
        fc.integer({ min: 200, max: 3000 }),
        (bottom, height) => {
          expect(shouldLoadMore({ listBottomPx: bottom, viewportHeightPx: height })).toBe(
            bottom - height <= 2000,
          );
        },
      ),
    );
  });
});

describe('random-topic jump', () => {
  it('has about 100 distinct titles', () => {
    expect(RANDOM_TOPIC_TITLES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(RANDOM_TOPIC_TITLES.map((title) => title.toLowerCase())).size).toBe(
      RANDOM_TOPIC_TITLES.length,
    );
  });

  it('shuffles into a permutation of the list, whatever the random source gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (values) => {
          let index = 0;
          const random = () => values[index++ % values.length] as number;
          const shuffled = shuffledTopicTitles(random);
          expect([...shuffled].sort()).toEqual([...RANDOM_TOPIC_TITLES].sort());
        },
      ),
    );
  });
});

describe('story times', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is relative within a day and a date after (SPEC §9)', () => {
    expect(relativeTime(new Date('2026-11-22T11:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(storyTime(new Date('2026-11-22T09:00:00Z'), now, 'en')).toBe('3 hours ago');
    expect(storyTime(new Date('2026-11-20T09:00:00Z'), now, 'en')).toBe('Nov 20');
    expect(storyTime(new Date('2025-11-20T09:00:00Z'), now, 'en')).toBe('Nov 20, 2025');
    expect(relativeTime(new Date('2024-11-22T12:00:00Z'), now, 'en')).toBe('2 years ago');
    expect(relativeTime(now, now, 'en')).toBe('now');
  });

  it('speaks every interface language', () => {
    for (const lang of ['en', 'tw', 'cn', 'in'] as const) {
      expect(relativeTime(new Date('2026-11-22T10:00:00Z'), now, lang).length).toBeGreaterThan(0);
    }
    expect(relativeTime(new Date('2026-11-22T10:00:00Z'), now, 'tw')).toContain('2');
  });
});

describe('feed query schemas', () => {
  it('accept opaque cursors and known layouts only', () => {
    expect(ZFeedQuery.safeParse({ cursor: 'eyJ0IjoxfQ', layout: 'magazine' }).success).toBe(true);
    for (const bad of [
      { cursor: 'a b' },
      { cursor: 'x'.repeat(201) },
      { layout: 'grid' },
      { page: '2' },
      { cursor: 7 },
    ]) {
      expect(ZFeedQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(ZActivityQuery.safeParse({ tab: 'friends' }).success).toBe(false);
  });

  it('read ids as digits and places by their country code', () => {
    expect(ZLocationFeedQuery.parse({ locationId: '12', topicId: '3' })).toEqual({
      locationId: 12,
      topicId: 3,
    });
    for (const id of ['0', '-1', '1e3', ' 1', '0x10', '99999999999999999']) {
      expect(ZLocationFeedQuery.safeParse({ locationId: id }).success, id).toBe(false);
    }
    expect(ZLocationPhotoQuery.parse({ country: 'TW', city: 'Taipei' })).toEqual({
      country: 'TW',
      city: 'Taipei',
    });
    expect(ZLocationPhotoQuery.safeParse({ country: 'Taiwan' }).success).toBe(false);
    expect(ZLocationPhotoQuery.safeParse({ country: 'tw', size: 'xxl' }).success).toBe(false);
    expect(ZLocationPhotoQuery.safeParse({ country: 'tw', city: 'a\u0000b' }).success).toBe(false);
  });
});
