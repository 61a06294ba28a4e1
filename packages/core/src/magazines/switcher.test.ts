import { describe, expect, it } from 'vitest';
import { FLAVOURS, type Flavour } from '../site/flavour.ts';
import { can, type MagazineActor } from './policy.ts';
import { MAGAZINE_ROLE, type OwnerType } from './roles.ts';
import {
  getPageMagazine,
  SWITCHER_MODES,
  type SwitcherEntry,
  type SwitcherMagazine,
  type SwitcherMode,
  type SwitcherView,
  switcherEntries,
} from './switcher.ts';

const ME = 7;
const MAGAZINE = 900;

type Subject =
  | 'primaryOwner'
  | 'owner'
  | 'secretAdmin'
  | 'managingEditor'
  | 'editor'
  | 'seniorWriter'
  | 'writer'
  | 'contributor';

const SUBJECTS: Subject[] = [
  'primaryOwner',
  'owner',
  'secretAdmin',
  'managingEditor',
  'editor',
  'seniorWriter',
  'writer',
  'contributor',
];

const seat = (subject: Subject): { role: number; ownerType: OwnerType } =>
  subject === 'primaryOwner'
    ? { role: MAGAZINE_ROLE.owner, ownerType: 1 }
    : subject === 'owner'
      ? { role: MAGAZINE_ROLE.owner, ownerType: 2 }
      : { role: MAGAZINE_ROLE[subject], ownerType: 0 };

/** One magazine held in this seat, with the leave/close rights core's policy gives it. */
function magazineAs(subject: Subject, overrides: Partial<SwitcherMagazine> = {}): SwitcherMagazine {
  const membership = { magazineUserId: MAGAZINE, ...seat(subject) };
  const actor: MagazineActor = { userId: ME, masterAdmin: false, memberships: [membership] };
  return {
    userId: MAGAZINE,
    username: 'harbour',
    displayName: 'Harbour Lights',
    photoPath: null,
    kind: 'business',
    ...seat(subject),
    planLabelKey: 'magazines.plan.standard',
    closed: null,
    canLeave: can(actor, 'leave', MAGAZINE),
    canClose: can(actor, 'close', MAGAZINE),
    canReopen: false,
    ...overrides,
  };
}

const viewOf = (magazines: SwitcherMagazine[], actingProfileId = ME): SwitcherView => ({
  personal: { userId: ME, username: 'me', displayName: 'Me', photoPath: null },
  magazines,
  actingProfileId,
});

const self = { userId: ME, masterAdmin: false };

/** SPEC §6, written out: which memberships each flavour lists. */
const SHOWN: Record<Flavour, Subject[]> = {
  explore: SUBJECTS,
  // Contributors are listed, and hidden in the connect variant.
  connect: SUBJECTS.filter((subject) => subject !== 'contributor'),
  // In the create variant only contributor-role profiles (or the user's own) are shown.
  create: ['contributor'],
};

/** Where the viewer's own profile ('Personal Magazine') is listed: not in link mode (no dashboard). */
const PERSONAL: Record<SwitcherMode, boolean> = { switch: true, link: false, editor: true, publisher: true };

/**
 * Editors and managing editors get the extra publisher-profile entry in publisher mode ('Editor' means
 * at least the editor value, so owners, and a secretAdmin who acts as one, get it too).
 */
const PUBLISHER_SUBJECTS: Subject[] = ['primaryOwner', 'owner', 'secretAdmin', 'managingEditor', 'editor'];

const summary = (entries: SwitcherEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'magazine'
      ? { kind: entry.kind, menu: entry.menu, href: entry.href, role: entry.role }
      : { kind: entry.kind },
  );

describe('switcherEntries: every flavour × mode × role', () => {
  const cases = FLAVOURS.flatMap((flavour) =>
    SWITCHER_MODES.flatMap((mode) => SUBJECTS.map((subject) => [flavour, mode, subject] as const)),
  );

  it.each(cases)('%s, %s mode, as %s', (flavour, mode, subject) => {
    const entries = switcherEntries(viewOf([magazineAs(subject)]), { flavour, mode, viewer: self });
    const expected: ReturnType<typeof summary> = [];
    if (PERSONAL[mode]) expected.push({ kind: 'personal' });
    if (SHOWN[flavour].includes(subject)) {
      const managing = mode === 'switch' || mode === 'link';
      expected.push({
        kind: 'magazine',
        // SPEC §2: 'Close Business' for the primary owner, 'Leave Business' for everyone else.
        menu: managing ? (subject === 'primaryOwner' ? 'close' : 'leave') : null,
        href: mode === 'link' ? '/dashboard/@harbour' : null,
        role: subject === 'primaryOwner' || subject === 'secretAdmin' ? 'owner' : subject,
      });
      if (mode === 'publisher' && PUBLISHER_SUBJECTS.includes(subject)) expected.push({ kind: 'publisher' });
    }
    expect(summary(entries)).toEqual(expected);
  });
});

describe('switcherEntries: details', () => {
  const explore = (mode: SwitcherMode) => ({ flavour: 'explore' as const, mode, viewer: self });

  it("marks the profile the session acts as, and labels nothing but the viewer's own as personal", () => {
    const view = viewOf([magazineAs('writer'), magazineAs('editor', { userId: 901, username: 'b' })], 901);
    const entries = switcherEntries(view, explore('switch'));
    expect(entries.map((entry) => [entry.kind, entry.userId, entry.acting])).toEqual([
      ['personal', ME, false],
      ['magazine', MAGAZINE, false],
      ['magazine', 901, true],
    ]);
  });

  it('offers no menu the policy does not allow', () => {
    const entries = switcherEntries(viewOf([magazineAs('writer', { canLeave: false })]), explore('switch'));
    expect(entries[1]).toMatchObject({ kind: 'magazine', menu: null });
  });

  it('shows a closed magazine (answered to its primary owner) only where memberships are managed', () => {
    const closed = magazineAs('primaryOwner', {
      closed: { reopenUntil: '2026-04-01T00:00:00.000Z' },
      canClose: false,
      canReopen: true,
    });
    for (const mode of ['switch', 'link'] as const) {
      const entry = switcherEntries(viewOf([closed]), explore(mode)).find((e) => e.kind === 'magazine');
      expect(entry).toMatchObject({
        menu: null,
        acting: false,
        closed: { reopenUntil: '2026-04-01T00:00:00.000Z', canReopen: true },
      });
    }
    for (const mode of ['editor', 'publisher'] as const)
      expect(switcherEntries(viewOf([closed]), explore(mode)).map((e) => e.kind)).toEqual(['personal']);
  });

  it('hides a secretAdmin membership from everyone but the secretAdmin and masterAdmin', () => {
    const view = viewOf([magazineAs('secretAdmin')]);
    const kinds = (viewer: { userId: number; masterAdmin: boolean }) =>
      switcherEntries(view, { flavour: 'explore', mode: 'link', viewer }).map((e) => e.kind);
    expect(kinds(self)).toEqual(['magazine']);
    expect(kinds({ userId: 8, masterAdmin: true })).toEqual(['magazine']);
    expect(kinds({ userId: 8, masterAdmin: false })).toEqual([]);
  });

  it("skips a stored role that is none of SPEC's", () => {
    const entries = switcherEntries(viewOf([magazineAs('writer', { role: 7 })]), explore('link'));
    expect(entries).toEqual([]);
  });

  it('keeps the order of the view, the publisher entry right after its magazine', () => {
    const view = viewOf([
      magazineAs('editor', { userId: 1, username: 'one' }),
      magazineAs('writer', { userId: 2, username: 'two' }),
    ]);
    expect(
      switcherEntries(view, explore('publisher')).map((entry) => `${entry.kind}:${entry.userId}`),
    ).toEqual(['personal:7', 'magazine:1', 'publisher:1', 'magazine:2']);
  });
});

describe('getPageMagazine (SPEC §6)', () => {
  const magazines = [
    { userId: 12, role: 2, ownerType: 0, username: 'a', displayName: 'A' },
    { userId: 34, role: 5, ownerType: 0, username: 'b', displayName: 'B' },
  ];

  it("matches the magazineUserId parameter to one of the viewer's magazines", () => {
    expect(getPageMagazine(magazines, '34')).toBe(magazines[1]);
    expect(getPageMagazine(magazines, 12)).toBe(magazines[0]);
  });

  it.each([null, undefined, '', '0', '-12', '12abc', ' 12', '1e3', '0x0c', '99', '99999999999999999999', 56])(
    'answers null for %j',
    (value) => {
      expect(getPageMagazine(magazines, value)).toBeNull();
    },
  );

  it('matches only magazines (userType 4)', () => {
    const profiles = [
      { userId: 12, userType: 1 },
      { userId: 34, userType: 4 },
    ];
    expect(getPageMagazine(profiles, '12')).toBeNull();
    expect(getPageMagazine(profiles, '34')).toBe(profiles[1]);
  });
});
