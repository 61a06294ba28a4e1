import { isSiteAction, type SiteAction, type SiteActor, siteCan } from '../admin/rights.ts';
import type { InvitationKind } from './invitations.ts';
import {
  ACTING_ROLES,
  type ActingRole,
  actingRole,
  isOwner,
  isPrimaryOwner,
  isSecretAdmin,
  type Membership,
} from './roles.ts';

/**
 * SPEC §6's rights table as data, and the one function that answers "may this person do this in this
 * magazine?". The server checks it on every magazine route; answers carry its result per magazine so
 * that pages show only the controls the server will allow.
 */

/** What a member may do in a magazine. */
export const MAGAZINE_RIGHTS = {
  write: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'],
  /** Writers and contributors submit for review; senior writers and up publish their own. */
  publishOwn: ['owner', 'managingEditor', 'editor', 'seniorWriter'],
  /**
   * SPEC §6 'the extra publisher-profile entry in publisher mode': publish under the magazine's own
   * byline, the writer kept for the team only (editors, and every role above them).
   */
  publishAsPublisher: ['owner', 'managingEditor', 'editor'],
  reviewSubmissions: ['owner', 'managingEditor', 'editor'],
  /**
   * Commission paid work for the magazine (content requests: send briefs, take counter offers, accept
   * and pay for the work, cancel): editors and up, who also decide what the magazine publishes.
   */
  commissionContent: ['owner', 'managingEditor', 'editor'],
  /** Editor and up edit and publish a member's submission, or return it with comments. */
  publishSubmissions: ['owner', 'managingEditor', 'editor'],
  moderateComments: ['owner', 'managingEditor', 'editor'],
  /** Hide or remove a reported story the magazine published (the moderation queue's decisions). */
  moderateStories: ['owner', 'managingEditor', 'editor'],
  customiseDesign: ['owner', 'managingEditor'],
  inviteMembers: ['owner', 'managingEditor'],
  editMemberRoles: ['owner', 'managingEditor'],
  changeSettings: ['owner', 'managingEditor'],
  viewTeamActivity: ['owner', 'managingEditor', 'editor'],
  viewInsights: ['owner', 'managingEditor', 'editor'],
  /** Insights on one's own stories (a senior writer's view). */
  viewOwnInsights: ['owner', 'managingEditor', 'editor', 'seniorWriter'],
  viewAnalytics: ['owner', 'managingEditor'],
  manageBilling: ['owner'],
  viewTeam: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer'],
  viewMembers: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'],
  /** A contributor sees the members, not the magazine's notifications. */
  viewMagazineNotifications: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer'],
  /** Object rule below: everyone but the primary owner, who must transfer ownership first. */
  leave: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'],
  /** Object rule below: only the primary owner. */
  close: ['owner'],
  /** Object rule below: only the primary owner, and only while the magazine is closed (closing.ts). */
  reopen: ['owner'],
  transferOwnership: ['owner'],
  /** The session acts as the magazine (SPEC §7 switch): every member, never a non-member. */
  actAs: ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'],
} as const satisfies Record<string, readonly ActingRole[]>;

export type MagazineRight = keyof typeof MAGAZINE_RIGHTS;

export const MAGAZINE_RIGHT_NAMES = Object.keys(MAGAZINE_RIGHTS) as MagazineRight[];

/** The person acting, with every membership they hold: built once per request from the session. */
export type MagazineActor = {
  userId: number;
  /** SPEC §6: masterAdmin has all rights, in every magazine. */
  masterAdmin: boolean;
  memberships: readonly Membership[];
};

export type Refusal =
  | 'not-member'
  | 'role'
  | 'primary-owner-only'
  | 'primary-owner-cannot-leave'
  | 'owner-only'
  | 'own-role'
  | 'role-not-assignable'
  | 'hidden-member'
  | 'closed'
  | 'not-closed';

export type Decision = { ok: true } | { ok: false; reason: Refusal };

const ALLOWED: Decision = { ok: true };
const refuse = (reason: Refusal): Decision => ({ ok: false, reason });

export function membershipIn(actor: MagazineActor, magazineUserId: number): Membership | null {
  return actor.memberships.find((member) => member.magazineUserId === magazineUserId) ?? null;
}

/**
 * Rights about the actor's own place in a magazine: leaving it, closing or reopening it as its primary
 * owner, acting as it. masterAdmin's every-right rule does not reach these: they need a membership.
 */
const OWN_MEMBERSHIP_RIGHTS: ReadonlySet<MagazineRight> = new Set(['leave', 'close', 'reopen', 'actAs']);

const PRIMARY_OWNER_RIGHTS: ReadonlySet<MagazineRight> = new Set(['close', 'reopen', 'transferOwnership']);

/** Whether the role table gives a right to a membership (no object rules). */
function roleGrants(member: Membership, right: MagazineRight): boolean {
  const role = actingRole(member);
  return role !== null && (MAGAZINE_RIGHTS[right] as readonly ActingRole[]).includes(role);
}

/** May the actor use this right in this magazine? With the reason when not. */
export function decide(actor: MagazineActor, right: MagazineRight, magazineUserId: number): Decision {
  if (actor.masterAdmin && !OWN_MEMBERSHIP_RIGHTS.has(right)) return ALLOWED;
  const member = membershipIn(actor, magazineUserId);
  if (!member) return refuse('not-member');
  // A closed magazine (closing.ts) gives its members nothing but its primary owner's way back.
  if (member.closed && right !== 'reopen') return refuse('closed');
  if (!member.closed && right === 'reopen') return refuse('not-closed');
  if (!roleGrants(member, right)) return refuse('role');
  if (PRIMARY_OWNER_RIGHTS.has(right) && !isPrimaryOwner(member)) return refuse('primary-owner-only');
  if (right === 'leave' && isPrimaryOwner(member)) return refuse('primary-owner-cannot-leave');
  return ALLOWED;
}

/**
 * The one question of the rule book: may this person do this? A magazine right is asked of one
 * magazine; a site action (admin/rights.ts: SPEC §6's accessRight list, masterAdmin holding all) of
 * the site.
 */
export function can(actor: MagazineActor, right: MagazineRight, magazineUserId: number): boolean;
export function can(actor: SiteActor, action: SiteAction): boolean;
export function can(
  actor: MagazineActor | SiteActor,
  action: MagazineRight | SiteAction,
  magazineUserId?: number,
): boolean {
  if (isSiteAction(action)) return siteCan(actor as SiteActor, action);
  return decide(actor as MagazineActor, action, magazineUserId ?? 0).ok;
}

/** Every right of the actor in one magazine: what an answer carries so a page shows the right controls. */
export function abilitiesIn(actor: MagazineActor, magazineUserId: number): Record<MagazineRight, boolean> {
  return Object.fromEntries(
    MAGAZINE_RIGHT_NAMES.map((right) => [right, can(actor, right, magazineUserId)]),
  ) as Record<MagazineRight, boolean>;
}

/** The roles a member can be given from the team page (SPEC §6: the picker hides contributor). */
export const ASSIGNABLE_ROLES = ['owner', 'managingEditor', 'editor', 'seniorWriter', 'writer'] as const;

/**
 * May the actor give `target` (a member of the same magazine) this role? Decisions SPEC leaves open:
 * only owners make owners (a managing editor cannot); nobody changes their own role, the primary
 * owner's role (transfer ownership instead) or a hidden secretAdmin's; contributors come from open
 * contribution, not from the picker.
 */
export function canAssignRole(
  actor: MagazineActor,
  target: Membership & { userId: number },
  role: ActingRole,
): Decision {
  const allowed = decide(actor, 'editMemberRoles', target.magazineUserId);
  if (!allowed.ok) return allowed;
  if (!(ASSIGNABLE_ROLES as readonly ActingRole[]).includes(role)) return refuse('role-not-assignable');
  if (target.userId === actor.userId) return refuse('own-role');
  if (isSecretAdmin(target) && !actor.masterAdmin) return refuse('hidden-member');
  if (isPrimaryOwner(target)) return refuse('primary-owner-only');
  const acting = membershipIn(actor, target.magazineUserId);
  const actorIsOwner = actor.masterAdmin || (acting !== null && isOwner(acting));
  if ((role === 'owner' || isOwner(target)) && !actorIsOwner) return refuse('owner-only');
  return ALLOWED;
}

/** The roles the team page's picker offers the actor for this member (hides owner unless allowed). */
export function pickerRoles(actor: MagazineActor, target: Membership & { userId: number }): ActingRole[] {
  return ACTING_ROLES.filter((role) => canAssignRole(actor, target, role).ok);
}

/**
 * The roles an invitation may give, by kind. By email: the picker's roles (never contributor). By link:
 * contributor too (open contribution), but never owner: ownership goes to a named person, not to
 * whoever holds a link.
 */
export const INVITABLE_ROLES = {
  email: ASSIGNABLE_ROLES,
  link: ['managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'],
} as const satisfies Record<InvitationKind, readonly ActingRole[]>;

/**
 * May the actor invite someone into the magazine with this role? The role picker's rule: the right
 * inviteMembers, a role the kind allows, and owner only from an owner (a managing editor cannot make
 * owners, by invitation or by the picker).
 */
export function canInvite(
  actor: MagazineActor,
  magazineUserId: number,
  role: ActingRole,
  kind: InvitationKind = 'email',
): Decision {
  const allowed = decide(actor, 'inviteMembers', magazineUserId);
  if (!allowed.ok) return allowed;
  if (!(INVITABLE_ROLES[kind] as readonly ActingRole[]).includes(role)) return refuse('role-not-assignable');
  const acting = membershipIn(actor, magazineUserId);
  const actorIsOwner = actor.masterAdmin || (acting !== null && isOwner(acting));
  if (role === 'owner' && !actorIsOwner) return refuse('owner-only');
  return ALLOWED;
}

/** The roles the invitation form offers the actor for one kind (empty: no form). */
export function invitableRoles(
  actor: MagazineActor,
  magazineUserId: number,
  kind: InvitationKind,
): ActingRole[] {
  return ACTING_ROLES.filter((role) => canInvite(actor, magazineUserId, role, kind).ok);
}

/**
 * May the actor hand the primary ownership to `target`? Only the primary owner (the right
 * transferOwnership), to another member of the same magazine, never to a hidden secretAdmin.
 */
export function canTransferOwnership(
  actor: MagazineActor,
  target: Membership & { userId: number },
): Decision {
  const allowed = decide(actor, 'transferOwnership', target.magazineUserId);
  if (!allowed.ok) return allowed;
  if (target.userId === actor.userId) return refuse('own-role');
  if (isSecretAdmin(target)) return refuse('hidden-member');
  return ALLOWED;
}

/**
 * May the actor remove `target` from the magazine? Needs editMemberRoles; never oneself (one leaves
 * instead), never the primary owner (ownership is transferred first), an owner only by an owner, and a
 * hidden secretAdmin only by masterAdmin.
 */
export function canRemoveMember(actor: MagazineActor, target: Membership & { userId: number }): Decision {
  const allowed = decide(actor, 'editMemberRoles', target.magazineUserId);
  if (!allowed.ok) return allowed;
  if (target.userId === actor.userId) return refuse('own-role');
  if (isSecretAdmin(target) && !actor.masterAdmin) return refuse('hidden-member');
  if (isPrimaryOwner(target)) return refuse('primary-owner-only');
  const acting = membershipIn(actor, target.magazineUserId);
  const actorIsOwner = actor.masterAdmin || (acting !== null && isOwner(acting));
  if (isOwner(target) && !actorIsOwner) return refuse('owner-only');
  return ALLOWED;
}

/**
 * SPEC §6: a secretAdmin is hidden from the team unless the viewer is masterAdmin. May this reader see
 * that this member is one (they are masterAdmin, or the member themselves)? Where they may not, what
 * the member did in the magazine (a return, an edit, an invitation, a payment) is shown as the
 * magazine's own doing.
 */
export const seesHiddenMember = (
  reader: Pick<MagazineActor, 'userId' | 'masterAdmin'> | null,
  memberUserId: number,
) => reader !== null && (reader.masterAdmin || reader.userId === memberUserId);

/** The actor a page builds from the current-user payload (its magazines), to show only allowed links. */
export function actorOfViewer(viewer: {
  userId: number;
  masterAdmin: boolean;
  magazines: readonly { userId: number; role: number; ownerType: number }[];
}): MagazineActor {
  return {
    userId: viewer.userId,
    masterAdmin: viewer.masterAdmin,
    memberships: viewer.magazines.map((magazine) => ({
      magazineUserId: magazine.userId,
      role: magazine.role,
      ownerType: magazine.ownerType,
    })),
  };
}
