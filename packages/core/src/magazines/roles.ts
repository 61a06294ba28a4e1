/**
 * SPEC §6's magazine roles as data: their ids, the ladder 'at least writer' climbs, and who counts
 * as an owner. The server's checks and the pages' controls read these; nothing compares role numbers
 * by hand elsewhere.
 */

/** SPEC §6 role ids, as stored in magazine_members.role. */
export const MAGAZINE_ROLE = {
  secretAdmin: 13,
  owner: 11,
  managingEditor: 10,
  editor: 5,
  seniorWriter: 3,
  writer: 2,
  contributor: -100,
} as const;

export type MagazineRole = keyof typeof MAGAZINE_ROLE;
export type MagazineRoleId = (typeof MAGAZINE_ROLE)[MagazineRole];

/** The roles a member acts with, highest first (secretAdmin acts as owner, so it is not among them). */
export const ACTING_ROLES = [
  'owner',
  'managingEditor',
  'editor',
  'seniorWriter',
  'writer',
  'contributor',
] as const;
export type ActingRole = (typeof ACTING_ROLES)[number];

/** SPEC §3 ownerType: 1 the primary owner, 2 another owner, 0 none. */
export const OWNER_TYPE = { none: 0, primary: 1, owner: 2 } as const;
export type OwnerType = (typeof OWNER_TYPE)[keyof typeof OWNER_TYPE];

/**
 * One person's place in one magazine, as magazine_members stores it; `closed` when the magazine is
 * closed (closing.ts): the membership then gives no right but the primary owner's reopen.
 */
export type Membership = { magazineUserId: number; role: number; ownerType: number; closed?: boolean };

const ROLE_BY_ID = new Map<number, MagazineRole>(
  Object.entries(MAGAZINE_ROLE).map(([role, id]) => [id, role as MagazineRole]),
);

/** The role an id names, or null for a number that is no role. */
export const roleOfId = (id: number): MagazineRole | null => ROLE_BY_ID.get(id) ?? null;

/** SPEC §6: owner means ownerType greater than 0; secretAdmin acts as owner. */
export const isOwner = (member: Pick<Membership, 'role' | 'ownerType'>) =>
  member.ownerType > 0 || member.role === MAGAZINE_ROLE.secretAdmin;

export const isPrimaryOwner = (member: Pick<Membership, 'ownerType'>) =>
  member.ownerType === OWNER_TYPE.primary;

/** Hidden from the team, the switcher and every answer unless the viewer is masterAdmin. */
export const isSecretAdmin = (member: Pick<Membership, 'role'>) => member.role === MAGAZINE_ROLE.secretAdmin;

/** The role a membership acts with; null for a stored role that is none of SPEC's. */
export function actingRole(member: Pick<Membership, 'role' | 'ownerType'>): ActingRole | null {
  if (isOwner(member)) return 'owner';
  const role = roleOfId(member.role);
  return role === 'secretAdmin' ? 'owner' : role;
}

/**
 * SPEC §6: 'Writer' means at least the writer value, 'Editor' at least the editor value. Compared on
 * the acting role, so an owner by ownerType counts as owner whatever its stored role.
 */
export function hasAtLeast(member: Pick<Membership, 'role' | 'ownerType'>, role: ActingRole): boolean {
  const acting = actingRole(member);
  return acting !== null && MAGAZINE_ROLE[acting] >= MAGAZINE_ROLE[role];
}
