import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageVariables } from '../i18n/interpolate.ts';
import { isMessageKey, MESSAGES, translate } from '../i18n/translate.ts';
import { ACTING_ROLES } from '../magazines/roles.ts';
import { magazineNotificationHref, magazineNotificationKey } from './magazine-notifications.ts';
import { NOTIFICATION_KINDS, type NotificationView } from './schemas.ts';

const person = (userId: number, displayName: string) => ({
  userId,
  username: `u${userId}`,
  displayName,
  photoPath: null,
  userType: 1,
});
const mei = person(2, 'Mei');
const budi = person(3, 'Budi');
const content = { cgroupId: 7, title: 'Tea', lang: 'en' as const, url: '/@thelongtable/post/7/tea.html' };

const view = (kind: NotificationView['kind'], extra: Partial<NotificationView> = {}): NotificationView => ({
  notificationId: 1,
  kind,
  actor: mei,
  note: null,
  content,
  commentId: null,
  magazine: { ...person(9, 'The Long Table'), username: 'thelongtable', userType: 4 },
  role: null,
  invitationId: null,
  member: null,
  badge: null,
  contentRequest: null,
  read: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const sentence = (notification: NotificationView) =>
  translate('en', magazineNotificationKey(notification), {
    name: notification.actor.displayName,
    member: notification.member?.displayName ?? '',
    title: notification.content?.title ?? '',
    magazine: 'The Long Table',
    role: notification.role ? translate('en', `magazines.role.${notification.role}`) : '',
  });

describe("a magazine's notifications, as its members read them", () => {
  it("speak from the team's side", () => {
    expect(sentence(view('submission'))).toBe('Mei submitted “Tea” for review');
    expect(sentence(view('submission_returned', { member: budi }))).toBe(
      'Mei returned “Tea” to Budi with a note',
    );
    expect(sentence(view('submission_published', { member: budi }))).toBe('Mei published “Tea” by Budi');
    expect(sentence(view('submission_published'))).toBe('Mei published “Tea”');
    expect(sentence(view('role_changed', { member: budi, role: 'editor' }))).toBe(
      'Mei changed the role of Budi to Editor',
    );
    expect(sentence(view('role_changed', { member: budi }))).toBe('Mei removed Budi from the team');
    expect(sentence(view('role_changed', { member: budi, role: 'primaryOwner' }))).toBe(
      'Mei made Budi the primary owner',
    );
    expect(sentence(view('member_joined', { role: 'writer', invitationId: 4 }))).toBe(
      'Mei accepted an invitation and joined the team as Writer',
    );
    expect(sentence(view('member_left'))).toBe('Mei left the team');
    expect(sentence(view('comment'))).toBe('Mei commented on “Tea”');
  });

  it('lead to the dashboard page where the team acts', () => {
    const href = (kind: NotificationView['kind'], extra: Partial<NotificationView> = {}) =>
      magazineNotificationHref(view(kind, extra), 'thelongtable');
    expect(href('submission')).toBe('/dashboard/@thelongtable/review');
    expect(href('submission_returned')).toBe('/dashboard/@thelongtable/review?tab=returned');
    expect(href('member_joined')).toBe('/dashboard/@thelongtable/team');
    expect(href('role_changed')).toBe('/dashboard/@thelongtable/team');
    expect(href('comment', { commentId: 5 })).toBe('/comment/5.html');
    expect(href('submission_published')).toBe(content.url);
    expect(href('follow')).toBe('/@u2');
    expect(href('upvote', { content: null })).toBe('/dashboard/@thelongtable');
  });

  it('word any notification with only the variables it has, in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTIFICATION_KINDS),
        fc.option(fc.constantFrom(...ACTING_ROLES, 'primaryOwner' as const), { nil: null }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
        (kind, role, withMember, invitationId) => {
          const key = magazineNotificationKey({ kind, role, member: withMember ? budi : null, invitationId });
          expect(isMessageKey(key)).toBe(true);
          const available = new Set(['name', 'title', 'magazine']);
          if (withMember) available.add('member');
          if (role) available.add('role');
          for (const lang of ['en', 'tw', 'cn', 'in'] as const)
            for (const name of messageVariables(MESSAGES[lang][key]))
              expect(available.has(name as string), `${lang} ${key} {${name}}`).toBe(true);
          const href = magazineNotificationHref(view(kind, { commentId: invitationId }), 'thelongtable');
          expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
        },
      ),
    );
  });
});
