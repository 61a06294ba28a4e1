import { describe, expect, it } from 'vitest';
import { ZInvitationAnswer, ZInvitationByEmail, ZInvitationByLink } from './invitation-schemas.ts';
import { INVITATION_MAX_DAYS, INVITATION_MAX_USES, invitationState, sameAddress } from './invitations.ts';
import {
  ASSIGNABLE_ROLES,
  canAssignRole,
  canInvite,
  canTransferOwnership,
  INVITABLE_ROLES,
  invitableRoles,
  type MagazineActor,
  type Refusal,
} from './policy.ts';
import { ACTING_ROLES, type ActingRole, MAGAZINE_ROLE, type Membership } from './roles.ts';

const MAGAZINE = 900;
const OTHER = 901;

type Subject = ActingRole | 'primaryOwner' | 'secretAdmin';
const SUBJECTS: Subject[] = ['primaryOwner', 'secretAdmin', ...ACTING_ROLES];

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
const masterAdmin: MagazineActor = { userId: 99, masterAdmin: true, memberships: [] };

/**
 * The expected answer of canInvite for every subject × role × kind, written out from the rules: the
 * right inviteMembers (owners, the hidden secretAdmin acting as owner, managing editors); by email the
 * picker's roles, by link those but owner plus contributor; owner only from an owner.
 */
function expected(subject: Subject, role: ActingRole, kind: 'email' | 'link'): true | Refusal {
  if (!['primaryOwner', 'owner', 'secretAdmin', 'managingEditor'].includes(subject)) return 'role';
  if (kind === 'email' && role === 'contributor') return 'role-not-assignable';
  if (kind === 'link' && role === 'owner') return 'role-not-assignable';
  if (role === 'owner' && subject === 'managingEditor') return 'owner-only';
  return true;
}

describe('canInvite', () => {
  const cases = SUBJECTS.flatMap((subject) =>
    ACTING_ROLES.flatMap((role) =>
      (['email', 'link'] as const).map((kind) => [subject, role, kind] as const),
    ),
  );

  it.each(cases)('%s inviting as %s by %s', (subject, role, kind) => {
    const want = expected(subject, role, kind);
    expect(canInvite(actorAs(subject), MAGAZINE, role, kind)).toEqual(
      want === true ? { ok: true } : { ok: false, reason: want },
    );
  });

  it('grants nothing in another magazine', () => {
    for (const subject of SUBJECTS)
      for (const role of ACTING_ROLES)
        expect(canInvite(actorAs(subject), OTHER, role)).toEqual({ ok: false, reason: 'not-member' });
  });

  it('lets masterAdmin invite with every role a kind allows', () => {
    expect(invitableRoles(masterAdmin, OTHER, 'email')).toEqual([...INVITABLE_ROLES.email]);
    expect(invitableRoles(masterAdmin, OTHER, 'link')).toEqual([...INVITABLE_ROLES.link]);
  });

  it("follows the role picker's rule for email invitations", () => {
    // Whoever may give a role to a writer in the picker may invite someone with it, and no one else.
    const writer = { ...memberAs('writer'), userId: 2 };
    for (const subject of SUBJECTS)
      for (const role of ACTING_ROLES)
        expect(canInvite(actorAs(subject), MAGAZINE, role).ok, `${subject} ${role}`).toBe(
          canAssignRole(actorAs(subject), writer, role).ok,
        );
  });

  it('offers the forms only the roles allowed', () => {
    expect(invitableRoles(actorAs('primaryOwner'), MAGAZINE, 'email')).toEqual([...ASSIGNABLE_ROLES]);
    expect(invitableRoles(actorAs('managingEditor'), MAGAZINE, 'email')).toEqual([
      'managingEditor',
      'editor',
      'seniorWriter',
      'writer',
    ]);
    expect(invitableRoles(actorAs('owner'), MAGAZINE, 'link')).toEqual([
      'managingEditor',
      'editor',
      'seniorWriter',
      'writer',
      'contributor',
    ]);
    for (const subject of ['editor', 'seniorWriter', 'writer', 'contributor'] as const)
      expect(invitableRoles(actorAs(subject), MAGAZINE, 'link')).toEqual([]);
  });
});

describe('canTransferOwnership', () => {
  const target = (subject: Subject, userId = 2, magazineUserId = MAGAZINE) => ({
    ...memberAs(subject, magazineUserId),
    userId,
  });

  it.each(SUBJECTS)('only the primary owner may hand it on (actor: %s)', (subject) => {
    const decision = canTransferOwnership(actorAs(subject), target('writer'));
    if (subject === 'primaryOwner') expect(decision).toEqual({ ok: true });
    else if (subject === 'owner' || subject === 'secretAdmin')
      expect(decision).toEqual({ ok: false, reason: 'primary-owner-only' });
    else expect(decision).toEqual({ ok: false, reason: 'role' });
  });

  it.each(ACTING_ROLES)('goes to any member (target: %s)', (role) => {
    expect(canTransferOwnership(actorAs('primaryOwner'), target(role)).ok).toBe(true);
  });

  it('never to oneself, a hidden secretAdmin, or in another magazine', () => {
    expect(canTransferOwnership(actorAs('primaryOwner', 2), target('writer', 2))).toEqual({
      ok: false,
      reason: 'own-role',
    });
    expect(canTransferOwnership(actorAs('primaryOwner'), target('secretAdmin'))).toEqual({
      ok: false,
      reason: 'hidden-member',
    });
    expect(canTransferOwnership(masterAdmin, target('secretAdmin'))).toEqual({
      ok: false,
      reason: 'hidden-member',
    });
    expect(canTransferOwnership(actorAs('primaryOwner'), target('writer', 2, OTHER))).toEqual({
      ok: false,
      reason: 'not-member',
    });
    expect(canTransferOwnership(masterAdmin, target('editor', 2, OTHER))).toEqual({ ok: true });
  });
});

describe('invitationState', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const open = {
    expiresAt: new Date('2026-03-08T12:00:00Z'),
    revokedAt: null,
    declinedAt: null,
    useCount: 0,
    maxUses: 1,
  };
  const past = new Date('2026-02-01T00:00:00Z');

  it('reads open, expired, revoked, used and declined', () => {
    expect(invitationState(open, now)).toBe('open');
    expect(invitationState({ ...open, expiresAt: now }, now)).toBe('expired');
    expect(invitationState({ ...open, expiresAt: new Date(now.getTime() + 1000) }, now)).toBe('open');
    expect(invitationState({ ...open, revokedAt: past }, now)).toBe('revoked');
    expect(invitationState({ ...open, declinedAt: past }, now)).toBe('declined');
    expect(invitationState({ ...open, useCount: 1 }, now)).toBe('used');
    expect(invitationState({ ...open, maxUses: 5, useCount: 4 }, now)).toBe('open');
  });

  it('puts decisions before the clock, and use before expiry', () => {
    const expired = { ...open, expiresAt: past };
    expect(invitationState({ ...expired, revokedAt: past }, now)).toBe('revoked');
    expect(invitationState({ ...expired, declinedAt: past }, now)).toBe('declined');
    expect(invitationState({ ...expired, useCount: 1 }, now)).toBe('used');
  });
});

describe('invitation requests', () => {
  const base = { magazineUserId: 5, email: 'Ana@Example.com', role: 'writer' };

  it('keeps an address in lower case and refuses contributor by email', () => {
    expect(ZInvitationByEmail.parse(base)).toEqual({ ...base, email: 'ana@example.com' });
    expect(ZInvitationByEmail.safeParse({ ...base, role: 'contributor' }).success).toBe(false);
    expect(ZInvitationByEmail.safeParse({ ...base, role: 'secretAdmin' }).success).toBe(false);
    expect(ZInvitationByEmail.safeParse({ ...base, email: 'not an address' }).success).toBe(false);
  });

  it('bounds the expiry and the uses', () => {
    const link = { magazineUserId: 5, role: 'contributor', maxUses: 10 };
    expect(ZInvitationByLink.safeParse(link).success).toBe(true);
    expect(ZInvitationByLink.safeParse({ ...link, role: 'owner' }).success).toBe(false);
    for (const maxUses of [0, -1, INVITATION_MAX_USES + 1, 1.5, '7'])
      expect(ZInvitationByLink.safeParse({ ...link, maxUses }).success, String(maxUses)).toBe(false);
    for (const expiresInDays of [0, INVITATION_MAX_DAYS + 1, 2.5, '7'])
      expect(ZInvitationByLink.safeParse({ ...link, expiresInDays }).success, String(expiresInDays)).toBe(
        false,
      );
    expect(
      ZInvitationByLink.safeParse({ ...link, maxUses: INVITATION_MAX_USES, expiresInDays: 30 }).success,
    ).toBe(true);
  });

  it('answers by token or by id, never both or neither', () => {
    const token = 'a'.repeat(43);
    expect(ZInvitationAnswer.safeParse({ token }).success).toBe(true);
    expect(ZInvitationAnswer.safeParse({ invitationId: 3 }).success).toBe(true);
    expect(ZInvitationAnswer.safeParse({ token, invitationId: 3 }).success).toBe(false);
    expect(ZInvitationAnswer.safeParse({}).success).toBe(false);
    expect(ZInvitationAnswer.safeParse({ token: 'short' }).success).toBe(false);
  });

  it('compares addresses without regard to case', () => {
    expect(sameAddress('Ana@Example.com', 'ana@example.com ')).toBe(true);
    expect(sameAddress('ana@example.com', 'ann@example.com')).toBe(false);
    expect(sameAddress(null, 'ana@example.com')).toBe(false);
    expect(sameAddress('', '')).toBe(false);
  });
});
