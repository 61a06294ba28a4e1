import { describe, expect, it } from 'vitest';
import {
  abilitiesIn,
  can,
  canAssignRole,
  canRemoveMember,
  decide,
  MAGAZINE_RIGHT_NAMES,
  type MagazineActor,
  type MagazineRight,
  pickerRoles,
  seesHiddenMember,
} from './policy.ts';
import {
  ACTING_ROLES,
  type ActingRole,
  actingRole,
  hasAtLeast,
  MAGAZINE_ROLE,
  type Membership,
} from './roles.ts';

const MAGAZINE = 900;
const OTHER = 901;

type Subject = ActingRole | 'primaryOwner' | 'secretAdmin';

function memberAs(subject: Subject, magazineUserId = MAGAZINE): Membership {
  if (subject === 'primaryOwner') return { magazineUserId, role: MAGAZINE_ROLE.owner, ownerType: 1 };
  if (subject === 'owner') return { magazineUserId, role: MAGAZINE_ROLE.owner, ownerType: 2 };
  return { magazineUserId, role: MAGAZINE_ROLE[subject], ownerType: 0 };
}

const actorAs = (subject: Subject, userId = 1): MagazineActor => ({
  userId,
  masterAdmin: false,
  memberships: [memberAs(subject)],
});

/** SPEC §6's table, written out by hand: the rights each subject has in its own magazine. */
const EXPECTED: Record<Subject, MagazineRight[]> = {
  // Reopen is for a closed magazine only (see the closed magazine's tests below).
  primaryOwner: MAGAZINE_RIGHT_NAMES.filter((right) => right !== 'leave' && right !== 'reopen'),
  owner: MAGAZINE_RIGHT_NAMES.filter(
    (right) => right !== 'close' && right !== 'transferOwnership' && right !== 'reopen',
  ),
  secretAdmin: MAGAZINE_RIGHT_NAMES.filter(
    (right) => right !== 'close' && right !== 'transferOwnership' && right !== 'reopen',
  ),
  managingEditor: [
    'write',
    'publishOwn',
    'publishAsPublisher',
    'reviewSubmissions',
    'commissionContent',
    'publishSubmissions',
    'moderateComments',
    'moderateStories',
    'customiseDesign',
    'inviteMembers',
    'editMemberRoles',
    'changeSettings',
    'viewTeamActivity',
    'viewInsights',
    'viewOwnInsights',
    'viewAnalytics',
    'viewTeam',
    'viewMembers',
    'viewMagazineNotifications',
    'leave',
    'actAs',
  ],
  editor: [
    'write',
    'publishOwn',
    'publishAsPublisher',
    'reviewSubmissions',
    'commissionContent',
    'publishSubmissions',
    'moderateComments',
    'moderateStories',
    'viewTeamActivity',
    'viewInsights',
    'viewOwnInsights',
    'viewTeam',
    'viewMembers',
    'viewMagazineNotifications',
    'leave',
    'actAs',
  ],
  seniorWriter: [
    'write',
    'publishOwn',
    'viewOwnInsights',
    'viewTeam',
    'viewMembers',
    'viewMagazineNotifications',
    'leave',
    'actAs',
  ],
  writer: ['write', 'viewTeam', 'viewMembers', 'viewMagazineNotifications', 'leave', 'actAs'],
  contributor: ['write', 'viewMembers', 'leave', 'actAs'],
};

describe('roles', () => {
  it('has SPEC §6 ids', () => {
    expect(MAGAZINE_ROLE).toEqual({
      secretAdmin: 13,
      owner: 11,
      managingEditor: 10,
      editor: 5,
      seniorWriter: 3,
      writer: 2,
      contributor: -100,
    });
  });

  it('acts as owner with ownerType > 0 whatever the stored role, and as owner for secretAdmin', () => {
    expect(actingRole({ role: MAGAZINE_ROLE.writer, ownerType: 2 })).toBe('owner');
    expect(actingRole({ role: MAGAZINE_ROLE.secretAdmin, ownerType: 0 })).toBe('owner');
    expect(actingRole({ role: 7, ownerType: 0 })).toBeNull();
  });

  it("reads 'at least' on the ladder", () => {
    for (const member of ACTING_ROLES)
      for (const floor of ACTING_ROLES)
        expect(hasAtLeast(memberAs(member), floor)).toBe(
          ACTING_ROLES.indexOf(member) <= ACTING_ROLES.indexOf(floor),
        );
    expect(hasAtLeast({ role: 7, ownerType: 0 }, 'contributor')).toBe(false);
  });
});

describe('the rights table', () => {
  const subjects = Object.keys(EXPECTED) as Subject[];

  it.each(subjects.flatMap((subject) => MAGAZINE_RIGHT_NAMES.map((right) => [subject, right] as const)))(
    '%s: %s',
    (subject, right) => {
      expect(can(actorAs(subject), right, MAGAZINE)).toBe(EXPECTED[subject].includes(right));
    },
  );

  it('grants nothing in a magazine the actor is not a member of, whatever the role', () => {
    for (const subject of subjects)
      for (const right of MAGAZINE_RIGHT_NAMES)
        expect(decide(actorAs(subject), right, OTHER)).toEqual({
          ok: false,
          reason: 'not-member',
        });
  });

  it("gives masterAdmin every right everywhere, but not another's membership: leave, close, reopen, act as", () => {
    const admin: MagazineActor = { userId: 5, masterAdmin: true, memberships: [] };
    const own = ['leave', 'close', 'reopen', 'actAs'];
    for (const [right, allowed] of Object.entries(abilitiesIn(admin, OTHER)))
      expect(allowed, right).toBe(!own.includes(right));
    for (const right of own)
      expect(decide(admin, right as MagazineRight, OTHER)).toEqual({ ok: false, reason: 'not-member' });
  });

  it('lets masterAdmin who is a member leave, close or act as by that membership only', () => {
    const asWriter: MagazineActor = { userId: 5, masterAdmin: true, memberships: [memberAs('writer')] };
    expect(can(asWriter, 'leave', MAGAZINE)).toBe(true);
    expect(can(asWriter, 'actAs', MAGAZINE)).toBe(true);
    expect(decide(asWriter, 'close', MAGAZINE)).toEqual({ ok: false, reason: 'role' });
    const asPrimary: MagazineActor = {
      userId: 5,
      masterAdmin: true,
      memberships: [memberAs('primaryOwner')],
    };
    expect(decide(asPrimary, 'leave', MAGAZINE)).toEqual({ ok: false, reason: 'primary-owner-cannot-leave' });
    expect(can(asPrimary, 'close', MAGAZINE)).toBe(true);
  });

  it('says why: the primary owner cannot leave, only the primary owner closes', () => {
    expect(decide(actorAs('primaryOwner'), 'leave', MAGAZINE)).toEqual({
      ok: false,
      reason: 'primary-owner-cannot-leave',
    });
    expect(decide(actorAs('owner'), 'close', MAGAZINE)).toEqual({ ok: false, reason: 'primary-owner-only' });
    expect(decide(actorAs('writer'), 'close', MAGAZINE)).toEqual({ ok: false, reason: 'role' });
  });

  it('lists abilities per magazine as the answers carry them', () => {
    expect(abilitiesIn(actorAs('writer'), MAGAZINE)).toMatchObject({
      write: true,
      publishOwn: false,
      leave: true,
    });
  });
});

describe('assigning roles', () => {
  const target = (subject: Subject, userId = 2) => ({ ...memberAs(subject), userId });

  it('lets owners give any picker role, managing editors every role but owner', () => {
    expect(pickerRoles(actorAs('owner'), target('writer'))).toEqual([
      'owner',
      'managingEditor',
      'editor',
      'seniorWriter',
      'writer',
    ]);
    expect(pickerRoles(actorAs('managingEditor'), target('writer'))).toEqual([
      'managingEditor',
      'editor',
      'seniorWriter',
      'writer',
    ]);
  });

  it('never offers contributor, and nothing to those without the right', () => {
    for (const subject of ['editor', 'seniorWriter', 'writer', 'contributor'] as const)
      expect(pickerRoles(actorAs(subject), target('writer'))).toEqual([]);
    expect(canAssignRole(actorAs('owner'), target('writer'), 'contributor')).toEqual({
      ok: false,
      reason: 'role-not-assignable',
    });
  });

  it("refuses one's own role, the primary owner's, an owner's to a managing editor, and a hidden secretAdmin's", () => {
    expect(canAssignRole(actorAs('owner', 2), target('writer', 2), 'editor')).toMatchObject({
      reason: 'own-role',
    });
    expect(canAssignRole(actorAs('owner'), target('primaryOwner'), 'editor')).toMatchObject({
      reason: 'primary-owner-only',
    });
    expect(canAssignRole(actorAs('managingEditor'), target('owner'), 'editor')).toMatchObject({
      reason: 'owner-only',
    });
    expect(canAssignRole(actorAs('owner'), target('secretAdmin'), 'editor')).toMatchObject({
      reason: 'hidden-member',
    });
  });

  it('refuses in another magazine', () => {
    expect(
      canAssignRole(actorAs('owner'), { ...memberAs('writer', OTHER), userId: 2 }, 'editor'),
    ).toMatchObject({
      reason: 'not-member',
    });
  });
});

describe('removing members', () => {
  const target = (subject: Subject, userId = 2) => ({ ...memberAs(subject), userId });
  const masterAdmin: MagazineActor = { userId: 9, masterAdmin: true, memberships: [] };
  const cases: [string, MagazineActor, Subject, true | string][] = [
    ['owner removes a writer', actorAs('owner'), 'writer', true],
    ['owner removes a contributor', actorAs('owner'), 'contributor', true],
    ['owner removes another owner', actorAs('owner'), 'owner', true],
    ['primary owner removes an owner', actorAs('primaryOwner'), 'owner', true],
    ['managing editor removes an editor', actorAs('managingEditor'), 'editor', true],
    ['managing editor removes a managing editor', actorAs('managingEditor'), 'managingEditor', true],
    ['managing editor cannot remove an owner', actorAs('managingEditor'), 'owner', 'owner-only'],
    ['nobody removes the primary owner', actorAs('owner'), 'primaryOwner', 'primary-owner-only'],
    ['not even masterAdmin removes the primary owner', masterAdmin, 'primaryOwner', 'primary-owner-only'],
    ['an owner cannot remove a hidden secretAdmin', actorAs('owner'), 'secretAdmin', 'hidden-member'],
    ['masterAdmin removes a hidden secretAdmin', masterAdmin, 'secretAdmin', true],
    ['editor removes nobody', actorAs('editor'), 'writer', 'role'],
    ['senior writer removes nobody', actorAs('seniorWriter'), 'writer', 'role'],
    ['writer removes nobody', actorAs('writer'), 'contributor', 'role'],
    ['contributor removes nobody', actorAs('contributor'), 'contributor', 'role'],
  ];

  it.each(cases)('%s', (_name, actor, subject, expected) => {
    expect(canRemoveMember(actor, target(subject))).toEqual(
      expected === true ? { ok: true } : { ok: false, reason: expected },
    );
  });

  it('refuses oneself (one leaves instead) and another magazine', () => {
    expect(canRemoveMember(actorAs('owner', 2), target('owner', 2))).toEqual({
      ok: false,
      reason: 'own-role',
    });
    expect(canRemoveMember(actorAs('owner'), { ...memberAs('writer', OTHER), userId: 2 })).toEqual({
      ok: false,
      reason: 'not-member',
    });
  });
});

describe('a closed magazine', () => {
  const closedAs = (subject: Subject): MagazineActor => ({
    userId: 1,
    masterAdmin: false,
    memberships: [{ ...memberAs(subject), closed: true }],
  });
  const subjects: Subject[] = [
    'primaryOwner',
    'owner',
    'secretAdmin',
    'managingEditor',
    'editor',
    'seniorWriter',
    'writer',
    'contributor',
  ];

  it.each(subjects)('gives a %s no right in it but the primary owner reopen', (subject) => {
    for (const right of MAGAZINE_RIGHT_NAMES) {
      if (right === 'reopen') continue;
      expect(decide(closedAs(subject), right, MAGAZINE), right).toEqual({ ok: false, reason: 'closed' });
    }
  });

  it('is reopened by its primary owner only', () => {
    expect(decide(closedAs('primaryOwner'), 'reopen', MAGAZINE)).toEqual({ ok: true });
    expect(decide(closedAs('owner'), 'reopen', MAGAZINE)).toEqual({
      ok: false,
      reason: 'primary-owner-only',
    });
    expect(decide(closedAs('secretAdmin'), 'reopen', MAGAZINE)).toEqual({
      ok: false,
      reason: 'primary-owner-only',
    });
    for (const subject of ['managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'] as const)
      expect(decide(closedAs(subject), 'reopen', MAGAZINE)).toEqual({ ok: false, reason: 'role' });
  });

  it('cannot be reopened while open', () => {
    expect(decide(actorAs('primaryOwner'), 'reopen', MAGAZINE)).toEqual({ ok: false, reason: 'not-closed' });
  });

  it("keeps its closing out of the actor's other magazines", () => {
    const actor: MagazineActor = {
      userId: 1,
      masterAdmin: false,
      memberships: [{ ...memberAs('writer'), closed: true }, memberAs('writer', OTHER)],
    };
    expect(can(actor, 'write', MAGAZINE)).toBe(false);
    expect(can(actor, 'write', OTHER)).toBe(true);
  });
});

describe('a hidden secretAdmin', () => {
  it.each([
    ['nobody in particular', null, false],
    ['a member of the team', { userId: 2, masterAdmin: false }, false],
    ['the secretAdmin themselves', { userId: 7, masterAdmin: false }, true],
    ['masterAdmin', { userId: 3, masterAdmin: true }, true],
  ] as const)('is seen by %s: %s', (_who, reader, seen) => {
    expect(seesHiddenMember(reader, 7)).toBe(seen);
  });
});
