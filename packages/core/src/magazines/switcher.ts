import { USER_TYPE } from '../accounts/current-user.ts';
import type { Flavour } from '../site/flavour.ts';
import { dashboardPath } from './paths.ts';
import type { MagazineKind, planLabelKey } from './plans.ts';
import { MAGAZINE_RIGHTS } from './policy.ts';
import { type ActingRole, actingRole, isPrimaryOwner, isSecretAdmin, type OwnerType } from './roles.ts';

/**
 * SPEC §6 switcher rules as one pure function: which of the viewer's profiles the switcher lists, per
 * flavour (explore, connect, create) and mode, and what each entry offers. The server answers the
 * viewer's magazines (SwitcherView); the page turns them into entries here.
 */

/**
 * What the switcher is for:
 * - `switch`: the header's switcher; an entry becomes the session's acting profile.
 * - `link`: an entry goes to the magazine's dashboard, `/dashboard/@{username}`.
 * - `editor`: the article editor's choice of publisher (the viewer's own profile is listed).
 * - `publisher`: the editor in publisher mode: editors and managing editors also get the magazine's
 *   publisher profile, to publish as the magazine itself.
 */
export const SWITCHER_MODES = ['switch', 'link', 'editor', 'publisher'] as const;
export type SwitcherMode = (typeof SWITCHER_MODES)[number];

export type PlanLabelKey = ReturnType<typeof planLabelKey>;

/** A profile as the switcher shows it. */
export type SwitcherProfile = {
  userId: number;
  username: string;
  displayName: string;
  photoPath: string | null;
};

/** One of the viewer's magazines, as the server answers it for the switcher. */
export type SwitcherMagazine = SwitcherProfile & {
  kind: MagazineKind;
  /** The stored role id (SPEC §6) and ownerType (1 primary owner, 2 owner). */
  role: number;
  ownerType: OwnerType;
  /** SPEC §6 plan display (core's planLabelKey): 'Plan Expired' when no plan is current. */
  planLabelKey: PlanLabelKey;
  /** Closed by its primary owner and still reopenable (only the primary owner is answered these). */
  closed: { reopenUntil: string } | null;
  /** The viewer's rights to leave or close it (core's policy), so the menu shows only what is allowed. */
  canLeave: boolean;
  canClose: boolean;
  canReopen: boolean;
};

/** GET /api2/magazine/switcher: the viewer's own profile, their magazines, and who the session acts as. */
export type SwitcherView = {
  personal: SwitcherProfile;
  magazines: SwitcherMagazine[];
  /** The profile the session acts as: the viewer's own id, or one of the magazines'. */
  actingProfileId: number;
};

/** The menu of a business: SPEC §2 'Close Business' for the primary owner, 'Leave Business' otherwise. */
export type SwitcherMenuAction = 'close' | 'leave';

export type SwitcherEntry =
  | (SwitcherProfile & {
      kind: 'personal';
      /** Where the entry goes in link mode; null where choosing it is an action. */
      href: string | null;
      acting: boolean;
    })
  | (SwitcherProfile & {
      kind: 'magazine';
      magazineKind: MagazineKind;
      role: ActingRole;
      primaryOwner: boolean;
      planLabelKey: PlanLabelKey;
      menu: SwitcherMenuAction | null;
      closed: { reopenUntil: string; canReopen: boolean } | null;
      href: string | null;
      acting: boolean;
    })
  | (SwitcherProfile & {
      /** Publisher mode's extra entry: publish as the magazine itself (editors and managing editors). */
      kind: 'publisher';
      role: ActingRole;
      href: null;
      acting: false;
    });

export type SwitcherOptions = {
  flavour: Flavour;
  mode: SwitcherMode;
  /** Who looks at the list: secretAdmin memberships show only to the secretAdmin and to masterAdmin. */
  viewer: { userId: number; masterAdmin: boolean };
};

/** Modes in which the viewer's own profile is listed ('Personal Magazine'); a person has no dashboard. */
const PERSONAL_MODES: ReadonlySet<SwitcherMode> = new Set(['switch', 'editor', 'publisher']);
/** Modes that manage memberships: the leave/close menu and closed magazines awaiting reopen. */
const MANAGING_MODES: ReadonlySet<SwitcherMode> = new Set(['switch', 'link']);
/** SPEC §6: editors and managing editors get the publisher-profile entry in publisher mode. */
const PUBLISHER_ROLES: ReadonlySet<ActingRole> = new Set(MAGAZINE_RIGHTS.publishAsPublisher);

/**
 * SPEC §6: whether a membership with this acting role is listed in a flavour (contributors hidden in
 * connect; only contributor-role profiles in create). The switcher and the editor's 'Publish in' use it.
 */
export function listedInFlavour(role: ActingRole, flavour: Flavour): boolean {
  if (flavour === 'create') return role === 'contributor';
  if (flavour === 'connect') return role !== 'contributor';
  return true;
}

/** SPEC §6 switcher rules: the entries of the switcher for one flavour and mode, in the view's order. */
export function switcherEntries(view: SwitcherView, options: SwitcherOptions): SwitcherEntry[] {
  const { flavour, mode, viewer } = options;
  const entries: SwitcherEntry[] = [];
  if (PERSONAL_MODES.has(mode))
    entries.push({
      kind: 'personal',
      ...profileOf(view.personal),
      href: null,
      acting: view.actingProfileId === view.personal.userId,
    });
  const seesHidden = viewer.masterAdmin || viewer.userId === view.personal.userId;
  for (const magazine of view.magazines) {
    const role = actingRole(magazine);
    if (role === null) continue;
    if (isSecretAdmin(magazine) && !seesHidden) continue;
    if (!listedInFlavour(role, flavour)) continue;
    if (magazine.closed && !MANAGING_MODES.has(mode)) continue;
    const primaryOwner = isPrimaryOwner(magazine);
    const menu: SwitcherMenuAction = primaryOwner ? 'close' : 'leave';
    const allowed = menu === 'close' ? magazine.canClose : magazine.canLeave;
    entries.push({
      kind: 'magazine',
      ...profileOf(magazine),
      magazineKind: magazine.kind,
      role,
      primaryOwner,
      planLabelKey: magazine.planLabelKey,
      menu: MANAGING_MODES.has(mode) && !magazine.closed && allowed ? menu : null,
      closed: magazine.closed
        ? { reopenUntil: magazine.closed.reopenUntil, canReopen: magazine.canReopen }
        : null,
      href: mode === 'link' ? dashboardPath(magazine.username) : null,
      acting: !magazine.closed && view.actingProfileId === magazine.userId,
    });
    if (mode === 'publisher' && !magazine.closed && PUBLISHER_ROLES.has(role))
      entries.push({ kind: 'publisher', ...profileOf(magazine), role, href: null, acting: false });
  }
  return entries;
}

const profileOf = (profile: SwitcherProfile): SwitcherProfile => ({
  userId: profile.userId,
  username: profile.username,
  displayName: profile.displayName,
  photoPath: profile.photoPath,
});

/**
 * SPEC §6 getPageMagazine: the viewer's magazine a `magazineUserId` query parameter names, or null (a
 * malformed value, a magazine the viewer is not a member of, or a profile that is no magazine).
 */
export function getPageMagazine<M extends { userId: number; userType?: number }>(
  magazines: readonly M[],
  magazineUserId: string | number | null | undefined,
): M | null {
  const id =
    typeof magazineUserId === 'number'
      ? magazineUserId
      : typeof magazineUserId === 'string' && /^[1-9]\d{0,15}$/.test(magazineUserId)
        ? Number(magazineUserId)
        : null;
  if (id === null || !Number.isSafeInteger(id) || id <= 0) return null;
  return (
    magazines.find(
      (magazine) =>
        magazine.userId === id && (magazine.userType ?? USER_TYPE.magazine) === USER_TYPE.magazine,
    ) ?? null
  );
}
