import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTING_ROLES } from '../magazines/roles.ts';
import { notificationHref } from './rules.ts';
import { NOTIFICATION_KINDS, type NotificationView } from './schemas.ts';

const actor = { userId: 2, username: 'mei', displayName: 'Mei', photoPath: null, userType: 1 };
const magazine = {
  userId: 9,
  username: 'thelongtable',
  displayName: 'The Long Table',
  photoPath: null,
  userType: 4,
};
const content = { cgroupId: 7, title: 'Tea', lang: 'en' as const, url: '/post/7/tea.html' };

const team = (
  kind: NotificationView['kind'],
  extra: Partial<Pick<NotificationView, 'content' | 'magazine' | 'role' | 'invitationId'>> = {},
) =>
  notificationHref({
    kind,
    actor,
    content: null,
    commentId: null,
    magazine,
    role: null,
    invitationId: null,
    ...extra,
  });

describe('where a team notification leads', () => {
  it("goes to the magazine's pages", () => {
    expect(team('role_changed', { role: 'editor' })).toBe('/dashboard/@thelongtable');
    // Removed: the dashboard is closed to them now, the magazine's profile is not.
    expect(team('role_changed')).toBe('/@thelongtable');
    expect(team('member_joined', { role: 'writer' })).toBe('/dashboard/@thelongtable/team');
    expect(team('member_left')).toBe('/dashboard/@thelongtable/team');
    expect(team('invitation_accepted')).toBe('/dashboard/@thelongtable/team');
    expect(team('submission', { content })).toBe('/dashboard/@thelongtable/review');
  });

  it('opens an invitation on its page, by id', () => {
    expect(team('invitation', { invitationId: 12, role: 'writer' })).toBe('/invitation.html?invitation=12');
    expect(team('invitation')).toBe('/@thelongtable');
  });

  it('leads returned and published submissions to their story', () => {
    const draft = { cgroupId: 7, title: 'Tea', lang: 'en' as const, url: '/write.html?cgroupId=7' };
    expect(team('submission_returned', { content: draft })).toBe('/write.html?cgroupId=7');
    expect(team('submission_published', { content })).toBe('/post/7/tea.html');
  });

  it('falls back to the person without a magazine', () => {
    expect(team('member_joined', { magazine: null })).toBe('/@mei');
  });

  it('never leads off the site', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTIFICATION_KINDS),
        fc.boolean(),
        fc.option(fc.constantFrom(...ACTING_ROLES), { nil: null }),
        fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
        (kind, withMagazine, role, invitationId) => {
          const href = team(kind, { magazine: withMagazine ? magazine : null, role, invitationId });
          expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
        },
      ),
    );
  });
});
