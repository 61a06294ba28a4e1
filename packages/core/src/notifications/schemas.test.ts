import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationHref, unreadBadge } from './rules.ts';
import {
  NOTIFICATION_KINDS,
  ZMagazineNotificationQuery,
  ZNotificationQuery,
  ZNotificationRead,
} from './schemas.ts';

const actor = { userId: 2, username: 'mei', displayName: 'Mei', photoPath: null, userType: 1 };
const content = { cgroupId: 7, title: 'Tea', lang: 'en' as const, url: '/post/7/tea.html' };

describe('notification requests', () => {
  it("reads SPEC's query: limit 10, offset, type 9", () => {
    expect(ZNotificationQuery.parse({ limit: '10', offset: '0', type: '9' })).toEqual({
      limit: 10,
      offset: 0,
      type: '9',
    });
    expect(ZNotificationQuery.parse({})).toEqual({});
    for (const bad of [
      { limit: '0' },
      { limit: '51' },
      { offset: '10001' },
      { offset: '-1' },
      { type: '1' },
      { limit: '010' },
    ]) {
      expect(ZNotificationQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(ZMagazineNotificationQuery.safeParse({ limit: '10' }).success).toBe(false);
    expect(ZMagazineNotificationQuery.parse({ magazineUserId: '6' }).magazineUserId).toBe(6);
  });

  it('marks read by ids or all, never both or neither', () => {
    expect(ZNotificationRead.safeParse({ all: true }).success).toBe(true);
    expect(ZNotificationRead.safeParse({ notificationIds: [1, 2] }).success).toBe(true);
    for (const bad of [{}, { all: false }, { all: true, notificationIds: [1] }, { notificationIds: [] }]) {
      expect(ZNotificationRead.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('where a notification leads', () => {
  it('goes to the follower, the story, or the comment on its own page', () => {
    expect(notificationHref({ kind: 'follow', actor, content: null, commentId: null })).toBe('/@mei');
    expect(notificationHref({ kind: 'upvote', actor, content, commentId: null })).toBe('/post/7/tea.html');
    // The popup shows the comment in its thread even when the story's list would have it folded away.
    expect(notificationHref({ kind: 'comment', actor, content, commentId: 9 })).toBe('/comment/9.html');
    expect(notificationHref({ kind: 'reply', actor, content, commentId: 9 })).toBe(
      '/comment/9.html?repliesOpen=1',
    );
    // Without a comment id there is only the story; without the story, only the person.
    expect(notificationHref({ kind: 'reply', actor, content, commentId: null })).toBe('/post/7/tea.html');
    expect(notificationHref({ kind: 'comment', actor, content: null, commentId: 9 })).toBe('/@mei');
  });

  it('never leads off the site', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTIFICATION_KINDS),
        fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
        fc.boolean(),
        (kind, commentId, withContent) => {
          const href = notificationHref({ kind, actor, content: withContent ? content : null, commentId });
          expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
          if (withContent && commentId && (kind === 'comment' || kind === 'reply'))
            expect(href.startsWith(`/comment/${commentId}.html`)).toBe(true);
        },
      ),
    );
  });

  it("shows the count, or '99+'", () => {
    expect(unreadBadge(0)).toBe('0');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
