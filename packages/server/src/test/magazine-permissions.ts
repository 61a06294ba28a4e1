import { ACCESS_RIGHTS, type TeamEvent } from '@masthead/core';

/**
 * TESTING §2's expected-permissions file for the team side: who may do each magazine action, written
 * out from SPEC §6 as people rather than computed from core's MAGAZINE_RIGHTS, so that a wrong edit of
 * the policy is caught by the generated tests (`*-permissions.test.ts` beside this file) instead of
 * being mirrored by them. Each action names the route it calls; `team-permission-coverage.test.ts`
 * fails for a magazine route without an action here, so no such route ships without this decision.
 */

/** Every accessRight the site gives admins (core); one admin subject is made per right. */
export const SITE_ADMIN_RIGHTS = ACCESS_RIGHTS;
type AdminSubject = `admin:${(typeof SITE_ADMIN_RIGHTS)[number]}`;

/** The seats of the magazine under test ("own magazine"), each a signed-in member. */
export const SEATS = [
  'contributor',
  'writer',
  'seniorWriter',
  'editor',
  'managingEditor',
  'owner',
  'primaryOwner',
  'secretAdmin',
] as const;
export type Seat = (typeof SEATS)[number];

export const SUBJECTS = [
  'guest',
  /** Signed in, in no magazine. */
  'outsider',
  /** The primary owner of another magazine (the strongest member elsewhere). */
  'otherMember',
  ...SEATS,
  ...SITE_ADMIN_RIGHTS.map((right): AdminSubject => `admin:${right}`),
  /** An admin whose accessRight list is empty. */
  'adminNone',
  'masterAdmin',
  /** SPEC §6 special-handling account (config specialAccountIds), in no magazine. */
  'special',
  /** An owner of the magazine whose account is suspended: their session no longer signs them in. */
  'suspended',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Subjects who are not signed in as far as the server knows: every signed-in route answers 401. */
export const SIGNED_OUT: readonly Subject[] = ['guest', 'suspended'];

// SPEC §6's table, row by row, as the people who hold the row (the role and every role above it).
/** "Owner": the primary owner, the other owners, and the hidden secretAdmin, who acts as owner. */
const OWNER = ['primaryOwner', 'owner', 'secretAdmin'] as const;
/** "Managing editor: same as owner except billing." */
const MANAGING_EDITOR = [...OWNER, 'managingEditor'] as const;
/** "Editor: write and publish; review submissions; view activity and insights." */
const EDITOR = [...MANAGING_EDITOR, 'editor'] as const;
/** "Senior writer: write and publish; insights on own; view team." */
const SENIOR_WRITER = [...EDITOR, 'seniorWriter'] as const;
/** "Writer: write and submit for review; view team." */
const WRITER = [...SENIOR_WRITER, 'writer'] as const;
/** "Contributor: write and submit; view members": every member. */
const MEMBER = [...WRITER, 'contributor'] as const;
/** "masterAdmin has all access rights", in every magazine. */
const MASTER = ['masterAdmin'] as const;
/** Everyone the server signs in (an author acting on their own content). */
const SIGNED_IN = SUBJECTS.filter((subject) => !SIGNED_OUT.includes(subject));

export type Expectation = {
  /** 'METHOD /path' of the route the action calls. */
  route: string;
  /** SPEC's words for the rule (or the decision where SPEC is silent). */
  rule: string;
  /** Who may, on their own magazine. Everyone else is refused. */
  allowed: readonly Subject[];
  /**
   * What a refused signed-in subject gets: 403 access_deny, or 404 where the object must stay hidden
   * (a draft or submission the subject may not open). `seenBy` still get 403: they may see the object.
   */
  refusal?: 403 | 404;
  seenBy?: readonly Subject[];
  /**
   * A membership bound action (leave, close, reopen, actAs): masterAdmin's every-right rule does not
   * reach it. Otherwise masterAdmin, allowed here, is allowed in every other magazine too.
   */
  needsMembership?: true;
  /** The action changes the subject's own place (leave, close, transfer): a fresh team per allowed call. */
  fresh?: true;
  /**
   * The subject acts on their own object (their draft, their submission): replayed on another author's
   * object in the other magazine, it is refused to everyone, masterAdmin too.
   */
  ownObject?: true;
  /** A GET that changes state (SPEC's path): accepted only from a page of this site (DESIGN §3). */
  changesOnGet?: true;
  /**
   * Parts of an allowed answer that only some of the allowed may read (a narrower right inside the
   * answer): the request maker tells whether an answer carries each.
   */
  parts?: Record<string, { rule: string; to: readonly Subject[] }>;
  /** Why the route's access names a lesser right than the action needs (the service narrows it). */
  narrowed?: string;
  /** The team event every allowed call records in the magazine's audit (EXAMPLES §11). */
  writes?: TeamEvent;
};

export const MAGAZINE_ACTIONS = {
  // The team page.
  'team.read': {
    route: 'GET /api2/magazine/team',
    rule: 'Contributor: view members',
    allowed: [...MEMBER, ...MASTER],
  },
  'team.role': {
    route: 'POST /api2/magazine/member/role',
    rule: 'Owner, managing editor: invite and edit member roles',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.member.role',
  },
  'team.remove': {
    route: 'POST /api2/magazine/member/remove',
    rule: 'Owner, managing editor: edit member roles (taking one off the team)',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.member.remove',
  },
  'membership.leave': {
    route: 'POST /api2/magazine/user/remove',
    rule: 'The primary owner may close a business. Others may leave.',
    allowed: MEMBER.filter((seat) => seat !== 'primaryOwner'),
    writes: 'magazine.member.leave',
    needsMembership: true,
    fresh: true,
  },
  'membership.close': {
    route: 'GET /api2/magazine/delete',
    rule: 'The primary owner may close a business.',
    allowed: ['primaryOwner'],
    writes: 'magazine.closed',
    needsMembership: true,
    fresh: true,
    changesOnGet: true,
  },
  'membership.closeByPost': {
    route: 'POST /api2/magazine/delete',
    rule: 'The primary owner may close a business.',
    allowed: ['primaryOwner'],
    writes: 'magazine.closed',
    needsMembership: true,
    fresh: true,
  },
  'membership.reopen': {
    route: 'POST /api2/magazine/reopen',
    rule: 'Only the primary owner who may close it reopens it (a closed magazine gives nothing else)',
    allowed: ['primaryOwner'],
    writes: 'magazine.reopened',
    needsMembership: true,
    fresh: true,
  },
  'membership.switch': {
    route: 'GET /api2/account/magazine/switch',
    rule: 'Switcher: every member acts as their magazine; nobody else does',
    allowed: MEMBER,
    needsMembership: true,
    changesOnGet: true,
  },
  'ownership.transfer': {
    route: 'POST /api2/magazine/ownership/transfer',
    rule: 'Only the primary owner hands on the primary ownership (the way to leave)',
    allowed: ['primaryOwner', ...MASTER],
    writes: 'magazine.ownership.transfer',
    fresh: true,
  },
  // Invitations.
  'invitations.read': {
    route: 'GET /api2/magazine/invitations',
    rule: 'Owner, managing editor: invite',
    allowed: [...MANAGING_EDITOR, ...MASTER],
  },
  'invitations.email': {
    route: 'POST /api2/magazine/invitation/email',
    rule: 'Owner, managing editor: invite',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.invitation.create',
  },
  'invitations.link': {
    route: 'POST /api2/magazine/invitation/link',
    rule: 'Owner, managing editor: invite',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.invitation.create',
  },
  'invitations.revoke': {
    route: 'POST /api2/magazine/invitation/revoke',
    rule: 'Owner, managing editor: invite',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.invitation.revoke',
  },
  // Settings and design.
  'settings.read': {
    route: 'GET /api2/magazine/settings',
    rule: 'Every member reads the settings page; changing it is the right below',
    allowed: [...MEMBER, ...MASTER],
  },
  'settings.change': {
    route: 'POST /api2/magazine/settings',
    rule: 'Owner, managing editor: change settings',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  'design.colors': {
    route: 'GET /api2/business/update',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
    changesOnGet: true,
  },
  'design.colorsByPost': {
    route: 'POST /api2/business/update',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  'design.logo': {
    route: 'POST /api2/magazine/photo',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  'design.cover': {
    route: 'POST /api2/user/cover/update',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  'design.focalPoint': {
    route: 'GET /api2/admin/serverIp',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
    changesOnGet: true,
  },
  'design.focalPointByPost': {
    route: 'POST /api2/admin/serverIp',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  'design.customizeRead': {
    route: 'GET /api2/user/setting/profile/customize',
    rule: 'Owner, managing editor: customise design (the side panel reads the page settings)',
    allowed: [...MANAGING_EDITOR, ...MASTER],
  },
  'design.featuredLookup': {
    route: 'GET /api2/user/setting/profile/featured',
    rule: 'Owner, managing editor: customise design (the side panel turns a pasted address into a featured card)',
    allowed: [...MANAGING_EDITOR, ...MASTER],
  },
  'design.customize': {
    route: 'POST /api2/user/setting/profile/customize',
    rule: 'Owner, managing editor: customise design',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  'openContribution.read': {
    route: 'GET /api2/magazine/open-contribution',
    rule: "Every member reads the open-contribution settings (a contributor 'views members')",
    allowed: [...MEMBER, ...MASTER],
  },
  'openContribution.change': {
    route: 'POST /api2/magazine/open-contribution',
    rule: 'Owner, managing editor: change settings (open contribution on or off, its card and popups)',
    allowed: [...MANAGING_EDITOR, ...MASTER],
    writes: 'magazine.settings',
  },
  // Plans and billing.
  'plan.read': {
    route: 'GET /api2/magazine/plan',
    rule: 'Every member sees the plan; its billing is for those who manage it',
    allowed: [...MEMBER, ...MASTER],
  },
  'plan.subscribe': {
    route: 'POST /api2/magazine/plan/subscribe',
    rule: 'Owner: manage billing and plans (a managing editor: "same as owner except billing")',
    allowed: [...OWNER, ...MASTER],
    writes: 'magazine.plan',
  },
  'plan.downgrade': {
    route: 'POST /api2/magazine/plan/downgrade',
    rule: 'Owner: manage billing and plans',
    allowed: [...OWNER, ...MASTER],
    writes: 'magazine.plan',
  },
  'plan.cancel': {
    route: 'POST /api2/magazine/plan/cancel',
    rule: 'Owner: manage billing and plans',
    allowed: [...OWNER, ...MASTER],
    writes: 'magazine.plan',
  },
  'plan.resume': {
    route: 'POST /api2/magazine/plan/resume',
    rule: 'Owner: manage billing and plans',
    allowed: [...OWNER, ...MASTER],
    writes: 'magazine.plan',
  },
  // Team activity and insights.
  'activity.read': {
    route: 'GET /api2/magazine/activity',
    rule: 'Owner, managing editor, editor: view team activity',
    allowed: [...EDITOR, ...MASTER],
    parts: {
      inviteeAddress: {
        rule: "An invitee's address: for those who invite (owner, managing editor)",
        to: [...MANAGING_EDITOR, ...MASTER],
      },
      hiddenMember: {
        rule: "The hidden secretAdmin's moves are the magazine's; masterAdmin and they themselves see them",
        to: ['secretAdmin', ...MASTER],
      },
    },
  },
  'insights.magazine': {
    route: 'GET /api2/magazine/insights',
    rule: 'Owner, managing editor, editor: view insights of the whole magazine (scope=magazine)',
    allowed: [...EDITOR, ...MASTER],
    narrowed:
      "the route lets in the least insights right (viewOwnInsights); core's insightsAccess opens scope=magazine only with viewInsights",
    parts: {
      analytics: {
        rule: 'Owner, managing editor: analytics, the referrer breakdown of the whole magazine (core insights.ts: an editor gets totals, days, top stories and writers, without referrers)',
        to: [...MANAGING_EDITOR, ...MASTER],
      },
    },
  },
  // Content requests commissioned by the magazine.
  'requests.create': {
    route: 'POST /api2/content-request/create',
    rule: 'Editor and up: commission paid work for the magazine (a brief to a writer; our decision, with reviewing submissions)',
    allowed: [...EDITOR, ...MASTER],
  },
  'insights.own': {
    route: 'GET /api2/magazine/insights',
    rule: "Senior writer: insights on own (scope=own: the viewer's own stories in the magazine, with their referrers); every role above too",
    allowed: [...SENIOR_WRITER, ...MASTER],
  },
  // The magazine's notifications.
  'notifications.read': {
    route: 'GET /api2/notification/magazine/new',
    rule: "Writer and up: view team (the magazine's notifications); a contributor only views members",
    allowed: [...WRITER, ...MASTER],
  },
  'notifications.markRead': {
    route: 'POST /api2/notification/read',
    rule: "Writer and up: view team (the magazine's notifications)",
    allowed: [...WRITER, ...MASTER],
  },
  // Publishing as a team: writing, submitting, and the review queue.
  'compose.draftFor': {
    route: 'POST /api2/compose/save',
    rule: 'Every role writes for the magazine (a new draft naming it as publisher)',
    allowed: [...MEMBER, ...MASTER],
  },
  'compose.asPublisher': {
    route: 'POST /api2/compose/save',
    rule: "Editor and up: the publisher-profile entry (SPEC §6 publisher mode), a draft under the magazine's name alone",
    allowed: [...EDITOR, ...MASTER],
  },
  'compose.publishOwn': {
    route: 'POST /api2/compose/publish',
    rule: 'Senior writer and up: write and publish; writers and contributors submit instead',
    allowed: [...SENIOR_WRITER, ...MASTER],
    writes: 'editorial.publish',
    ownObject: true,
  },
  'editorial.submit': {
    route: 'POST /api2/editorial/submit',
    rule: 'Every role writes and submits its own draft for review',
    allowed: [...MEMBER, ...MASTER],
    writes: 'editorial.submit',
    ownObject: true,
  },
  'editorial.withdraw': {
    route: 'POST /api2/editorial/withdraw',
    rule: 'Its author takes a submission back, whatever their place now (it is their work)',
    allowed: SIGNED_IN,
    writes: 'editorial.withdraw',
    ownObject: true,
  },
  'review.queue': {
    route: 'GET /api2/editorial/queue',
    rule: 'Editor and up: review submissions',
    allowed: [...EDITOR, ...MASTER],
  },
  'review.reports': {
    route: 'GET /api2/magazine/reports',
    rule: "Editor and up: the magazine's moderation queue (reports on its stories and their comments)",
    allowed: [...EDITOR, ...MASTER],
  },
  'review.open': {
    route: 'GET /api2/compose/document',
    rule: "Editor and up open a member's submission; to anyone else it does not exist",
    allowed: [...EDITOR, ...MASTER],
    refusal: 404,
  },
  'review.revisions': {
    route: 'GET /api2/editorial/revisions',
    rule: "Editor and up read a submission's history",
    allowed: [...EDITOR, ...MASTER],
    refusal: 404,
  },
  'review.revision': {
    route: 'GET /api2/editorial/revision',
    rule: "Editor and up read a submission's revision",
    allowed: [...EDITOR, ...MASTER],
    refusal: 404,
  },
  'review.edit': {
    route: 'POST /api2/compose/save',
    rule: 'Editor and up: review, edit and publish submissions',
    allowed: [...EDITOR, ...MASTER],
    writes: 'editorial.edit',
    refusal: 404,
  },
  'review.return': {
    route: 'POST /api2/editorial/return',
    rule: 'Editor and up: review submissions (return one with a note)',
    allowed: [...EDITOR, ...MASTER],
    writes: 'editorial.return',
    refusal: 404,
  },
  'review.publish': {
    route: 'POST /api2/compose/publish',
    rule: 'Editor and up: review, edit and publish submissions',
    allowed: [...EDITOR, ...MASTER],
    writes: 'editorial.publish',
    refusal: 404,
  },
  'review.restore': {
    route: 'POST /api2/editorial/restore',
    rule: 'Editor and up bring back a revision of a submission',
    allowed: [...EDITOR, ...MASTER],
    writes: 'editorial.restore',
    refusal: 404,
  },
  'review.unpublish': {
    route: 'POST /api2/compose/unpublish',
    rule: "Editor and up take a member's published story back to a draft",
    allowed: [...EDITOR, ...MASTER],
    writes: 'editorial.unpublish',
    refusal: 404,
  },
  'review.delete': {
    route: 'POST /api2/compose/delete',
    rule: "Only its author deletes a story: editors unpublish members' stories rather than delete them",
    allowed: [],
    refusal: 404,
    seenBy: [...EDITOR, ...MASTER],
  },
  'comments.remove': {
    route: 'POST /api2/magazine/comment/remove',
    rule: "Editor and up moderate the comments on the magazine's stories",
    allowed: [...EDITOR, ...MASTER],
    writes: 'editorial.comment.remove',
  },
} as const satisfies Record<string, Expectation>;

export type ActionName = keyof typeof MAGAZINE_ACTIONS;
export const ACTION_NAMES = Object.keys(MAGAZINE_ACTIONS) as ActionName[];

export const expectationOf = (action: ActionName): Expectation => MAGAZINE_ACTIONS[action];

/** The status a subject must get for the action on their own magazine. */
export function expectedStatus(action: ActionName, subject: Subject): 200 | 401 | 403 | 404 {
  const expectation = expectationOf(action);
  if (expectation.allowed.includes(subject)) return 200;
  if (SIGNED_OUT.includes(subject)) return 401;
  if (expectation.refusal === 404 && !expectation.seenBy?.includes(subject)) return 404;
  return 403;
}

/** Whether the subject may also do it in any other magazine (masterAdmin's every-right rule). */
export const allowedEverywhere = (action: ActionName, subject: Subject) =>
  subject === 'masterAdmin' &&
  expectationOf(action).allowed.includes(subject) &&
  !expectationOf(action).needsMembership &&
  !expectationOf(action).ownObject;
