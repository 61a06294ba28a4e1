/**
 * The team events a magazine keeps (EXAMPLES §11): every role change, membership change and editorial
 * move writes one audit row, in the same transaction, with its magazine. Team activity lists them.
 */
export const TEAM_EVENTS = [
  'magazine.created',
  'magazine.settings',
  'magazine.closed',
  'magazine.reopened',
  'magazine.plan',
  'magazine.member.join',
  'magazine.member.role',
  'magazine.member.remove',
  'magazine.member.leave',
  'magazine.ownership.transfer',
  'magazine.invitation.create',
  'magazine.invitation.revoke',
  'magazine.invitation.decline',
  'editorial.submit',
  'editorial.withdraw',
  'editorial.return',
  'editorial.edit',
  'editorial.publish',
  'editorial.unpublish',
  'editorial.restore',
  /** An editor and up removed a comment on one of the magazine's stories. */
  'editorial.comment.remove',
] as const;
export type TeamEvent = (typeof TEAM_EVENTS)[number];
