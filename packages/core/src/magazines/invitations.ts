/**
 * Invitations to a magazine's team: by email (one person, one use) or by link (anyone holding it, up to
 * a usage limit, until it expires or is revoked). Accepting gives the invitation's role.
 */
export const INVITATION_KINDS = ['email', 'link'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** The longest an invitation stays open, and the default. */
export const INVITATION_MAX_DAYS = 30;
export const INVITATION_DEFAULT_DAYS = 7;
/** A link's usage limit may be at most this (unlimited links are not offered). */
export const INVITATION_MAX_USES = 500;

/** Where an invitation stands for someone holding it. */
export type InvitationState = 'open' | 'expired' | 'revoked' | 'used' | 'declined';

/** What the state of an invitation is read from (a row, in the server's words). */
export type InvitationFacts = {
  expiresAt: Date;
  revokedAt: Date | null;
  declinedAt: Date | null;
  useCount: number;
  maxUses: number;
};

/**
 * The state of an invitation at `now`. Revoked and declined come first (a person's decision outlasts the
 * clock), then used up, then expired: an invitation used before it expired reads as used.
 */
export function invitationState(invitation: InvitationFacts, now: Date): InvitationState {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.declinedAt) return 'declined';
  if (invitation.useCount >= invitation.maxUses) return 'used';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** Email invitations are for one address, compared without regard to case. */
export const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The page where an invitation is accepted or declined. */
export const INVITATION_PAGE_PATH = '/invitation.html';
