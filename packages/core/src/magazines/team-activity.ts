import type { ProfileRef } from '../content/types.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { TEAM_EVENTS, type TeamEvent } from './activity.ts';
import type { InvitationKind } from './invitations.ts';
import type { ActingRole } from './roles.ts';

/**
 * SPEC §6 'view team activity': a magazine's audit rows (activity.ts TEAM_EVENTS), newest first, each
 * worded as one whole sentence in the reader's language. The server presents each row as a
 * TeamActivityItem (an allowlist); the wording is chosen here, from the item alone.
 */

export const TEAM_ACTIVITY_FILTERS = ['all', 'members', 'editorial', 'settings'] as const;
export type TeamActivityFilter = (typeof TEAM_ACTIVITY_FILTERS)[number];

/** Rows in one page of team activity. */
export const TEAM_ACTIVITY_PAGE_SIZE = 20;

/** The filter each event is listed under (besides 'all'); a new event must say where it belongs. */
const EVENT_GROUP = {
  'magazine.created': 'settings',
  'magazine.settings': 'settings',
  'magazine.closed': 'settings',
  'magazine.reopened': 'settings',
  'magazine.plan': 'settings',
  'magazine.member.join': 'members',
  'magazine.member.role': 'members',
  'magazine.member.remove': 'members',
  'magazine.member.leave': 'members',
  'magazine.ownership.transfer': 'members',
  'magazine.invitation.create': 'members',
  'magazine.invitation.revoke': 'members',
  'magazine.invitation.decline': 'members',
  'editorial.submit': 'editorial',
  'editorial.withdraw': 'editorial',
  'editorial.return': 'editorial',
  'editorial.edit': 'editorial',
  'editorial.publish': 'editorial',
  'editorial.unpublish': 'editorial',
  'editorial.restore': 'editorial',
  'editorial.comment.remove': 'editorial',
} as const satisfies Record<TeamEvent, Exclude<TeamActivityFilter, 'all'>>;

/** The audit actions a filter lists; null for 'all'. */
export function activityActions(filter: TeamActivityFilter): TeamEvent[] | null {
  if (filter === 'all') return null;
  return TEAM_EVENTS.filter((event) => EVENT_GROUP[event] === filter);
}

/** One row of team activity as the API answers it: only what its sentence needs. */
export type TeamActivityItem = {
  id: number;
  action: TeamEvent;
  createdAt: string;
  /**
   * Who did it; null when the magazine itself did: a closing becoming final, or a hidden secretAdmin
   * (named only to masterAdmin). On a declined invitation, null for those who may not invite: who was
   * invited is theirs to know only.
   */
  actor: ProfileRef | null;
  /** The member or person it was done to, when not the actor (never an invitee, but to those who invite). */
  member: ProfileRef | null;
  /** The story of an editorial move: its title then, and its page while it is published. */
  story: { cgroupId: number; title: string; url: string | null } | null;
  /** The role given (a role change, a join, an invitation); 'primaryOwner' for a transfer. */
  role: ActingRole | 'primaryOwner' | null;
  /** An invitation's kind, and its address only for those who may invite (inviteMembers). */
  invitation: { kind: InvitationKind; email: string | null } | null;
  /** Joined by accepting an invitation. */
  byInvitation: boolean;
  /** A removal because the magazine's closing became final (no actor). */
  closedForGood: boolean;
};

export type TeamActivityPage = {
  magazine: { userId: number; username: string; displayName: string };
  filter: TeamActivityFilter;
  items: TeamActivityItem[];
  nextCursor: string | null;
};

/** 'made {member} an editor': one whole sentence per role (articles differ in English). */
const MADE_ROLE = {
  owner: 'teamActivity.madeOwner',
  managingEditor: 'teamActivity.madeManagingEditor',
  editor: 'teamActivity.madeEditor',
  seniorWriter: 'teamActivity.madeSeniorWriter',
  writer: 'teamActivity.madeWriter',
  contributor: 'teamActivity.madeContributor',
  primaryOwner: 'teamActivity.madePrimaryOwner',
} as const satisfies Record<ActingRole | 'primaryOwner', MessageKey>;

function invitationKey(item: TeamActivityItem, verb: 'invited' | 'revoked'): MessageKey {
  if (item.invitation?.kind === 'link') return `teamActivity.${verb}Link`;
  return item.invitation?.email ? `teamActivity.${verb}Email` : `teamActivity.${verb}Someone`;
}

/**
 * The sentence of an activity row. Its variables: {actor} (the actor, or the magazine when null),
 * {member}, {magazine}, {title}, {role} (the role's name), {email}; a key uses only those its item has.
 */
export function activityMessageKey(item: TeamActivityItem): MessageKey {
  switch (item.action) {
    case 'magazine.created':
      return 'teamActivity.created';
    case 'magazine.settings':
      return 'teamActivity.settings';
    case 'magazine.closed':
      return 'teamActivity.closed';
    case 'magazine.reopened':
      return 'teamActivity.reopened';
    case 'magazine.plan':
      return 'teamActivity.plan';
    case 'magazine.member.join':
      if (!item.role) return 'teamActivity.joined';
      return item.byInvitation ? 'teamActivity.joinedByInvitationAs' : 'teamActivity.joinedAs';
    case 'magazine.member.role':
      return item.role && item.member ? MADE_ROLE[item.role] : 'teamActivity.roleChanged';
    case 'magazine.ownership.transfer':
      return item.member ? MADE_ROLE.primaryOwner : 'teamActivity.roleChanged';
    case 'magazine.member.remove':
      if (item.closedForGood)
        return item.member ? 'teamActivity.removedOnClose' : 'teamActivity.closedForGood';
      return item.member ? 'teamActivity.removed' : 'teamActivity.removedSomeone';
    case 'magazine.member.leave':
      return 'teamActivity.left';
    case 'magazine.invitation.create':
      return item.role ? invitationKey(item, 'invited') : 'teamActivity.invitedNoRole';
    case 'magazine.invitation.revoke':
      return invitationKey(item, 'revoked');
    case 'magazine.invitation.decline':
      // Without an actor: someone the viewer may not know was invited (inviteMembers names them).
      if (!item.actor) return item.role ? 'teamActivity.someoneDeclinedAs' : 'teamActivity.someoneDeclined';
      return item.role ? 'teamActivity.declinedAs' : 'teamActivity.declined';
    case 'editorial.submit':
      return 'teamActivity.submitted';
    case 'editorial.withdraw':
      return 'teamActivity.withdrew';
    case 'editorial.return':
      return 'teamActivity.returned';
    case 'editorial.edit':
      return 'teamActivity.edited';
    case 'editorial.publish':
      return item.member ? 'teamActivity.publishedBy' : 'teamActivity.published';
    case 'editorial.unpublish':
      return 'teamActivity.unpublished';
    case 'editorial.restore':
      return 'teamActivity.restored';
    case 'editorial.comment.remove':
      return 'teamActivity.commentRemoved';
  }
}
