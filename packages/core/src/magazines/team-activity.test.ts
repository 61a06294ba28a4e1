import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageVariables } from '../i18n/interpolate.ts';
import { isMessageKey, MESSAGES, translate } from '../i18n/translate.ts';
import { TEAM_EVENTS } from './activity.ts';
import { ACTING_ROLES } from './roles.ts';
import {
  activityActions,
  activityMessageKey,
  TEAM_ACTIVITY_FILTERS,
  type TeamActivityItem,
} from './team-activity.ts';

const person = (userId: number, displayName: string) => ({
  userId,
  username: `u${userId}`,
  displayName,
  photoPath: null,
  userType: 1,
});
const ada = person(1, 'Ada');
const budi = person(2, 'Budi');

const item = (
  action: TeamActivityItem['action'],
  extra: Partial<TeamActivityItem> = {},
): TeamActivityItem => ({
  id: 1,
  action,
  createdAt: '2026-03-01T10:00:00.000Z',
  actor: ada,
  member: null,
  story: null,
  role: null,
  invitation: null,
  byInvitation: false,
  closedForGood: false,
  ...extra,
});

const sentence = (entry: TeamActivityItem) =>
  translate('en', activityMessageKey(entry), {
    actor: entry.actor?.displayName ?? 'The Long Table',
    member: entry.member?.displayName ?? '',
    magazine: 'The Long Table',
    title: entry.story?.title ?? '',
    role: entry.role ? translate('en', `magazines.role.${entry.role}`) : '',
    email: entry.invitation?.email ?? '',
  });

describe('team activity filters', () => {
  it('put every event under exactly one filter', () => {
    const listed = TEAM_ACTIVITY_FILTERS.filter((filter) => filter !== 'all').flatMap(
      (filter) => activityActions(filter) ?? [],
    );
    expect([...listed].sort()).toEqual([...TEAM_EVENTS].sort());
    expect(activityActions('all')).toBeNull();
    expect(activityActions('members')).toContain('magazine.member.role');
    expect(activityActions('editorial')).toContain('editorial.return');
    expect(activityActions('settings')).toEqual([
      'magazine.created',
      'magazine.settings',
      'magazine.closed',
      'magazine.reopened',
      'magazine.plan',
    ]);
  });
});

describe('team activity sentences', () => {
  it('read as whole sentences', () => {
    expect(sentence(item('magazine.member.role', { member: budi, role: 'editor' }))).toBe(
      'Ada made Budi an editor',
    );
    expect(sentence(item('magazine.member.role', { member: budi, role: 'owner' }))).toBe(
      'Ada made Budi an owner',
    );
    expect(
      sentence(item('editorial.return', { member: budi, story: { cgroupId: 7, title: 'Tea', url: null } })),
    ).toBe('Ada returned “Tea” with a note');
    expect(
      sentence(
        item('magazine.invitation.create', {
          role: 'writer',
          invitation: { kind: 'email', email: 'sam@example.com' },
        }),
      ),
    ).toBe('Ada invited sam@example.com to join as Writer');
    // Without inviteMembers the address is not in the item, and the sentence does not ask for it.
    expect(
      sentence(
        item('magazine.invitation.create', { role: 'writer', invitation: { kind: 'email', email: null } }),
      ),
    ).toBe('Ada invited someone to join as Writer');
    expect(
      sentence(
        item('magazine.invitation.create', {
          role: 'contributor',
          invitation: { kind: 'link', email: null },
        }),
      ),
    ).toBe('Ada created an invitation link to join as Contributor');
    expect(sentence(item('magazine.member.join', { role: 'writer', byInvitation: true }))).toBe(
      'Ada accepted an invitation and joined the team as Writer',
    );
    expect(sentence(item('magazine.ownership.transfer', { member: budi, role: 'primaryOwner' }))).toBe(
      'Ada made Budi the primary owner',
    );
    expect(sentence(item('magazine.member.remove', { actor: null, member: budi, closedForGood: true }))).toBe(
      'Budi left the team when the closing of The Long Table became final',
    );
    // A hidden secretAdmin's move is the magazine's.
    expect(sentence(item('magazine.member.remove', { actor: null, member: budi }))).toBe(
      'The Long Table removed Budi from the team',
    );
    expect(
      sentence(item('editorial.publish', { member: budi, story: { cgroupId: 7, title: 'Tea', url: '/x' } })),
    ).toBe('Ada published “Tea” by Budi');
  });

  it('choose, for any item, a sentence in every language that asks only for what the item has', () => {
    const roles = [...ACTING_ROLES, 'primaryOwner'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...TEAM_EVENTS),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.constantFrom(...roles), { nil: null }),
        fc.option(
          fc.record({
            kind: fc.constantFrom('email' as const, 'link' as const),
            email: fc.option(fc.constant('sam@example.com'), { nil: null }),
          }),
          { nil: null },
        ),
        fc.boolean(),
        fc.boolean(),
        (action, withActor, withMember, role, invitation, byInvitation, closedForGood) => {
          const entry = item(action, {
            actor: withActor ? ada : null,
            member: withMember ? budi : null,
            role,
            invitation,
            byInvitation,
            closedForGood,
            story: action.startsWith('editorial.') ? { cgroupId: 7, title: 'Tea', url: null } : null,
          });
          const key = activityMessageKey(entry);
          expect(isMessageKey(key), key).toBe(true);
          const available = new Set(['actor', 'magazine']);
          if (entry.member) available.add('member');
          if (entry.role) available.add('role');
          if (entry.invitation?.email) available.add('email');
          if (entry.story) available.add('title');
          for (const lang of ['en', 'tw', 'cn', 'in'] as const)
            for (const name of messageVariables(MESSAGES[lang][key]))
              expect(available.has(name as string), `${lang} ${key} {${name}}`).toBe(true);
        },
      ),
    );
  });
});
