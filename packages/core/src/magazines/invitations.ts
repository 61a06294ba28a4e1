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
