import { z } from 'zod';
import { zEmail, zToken } from '../accounts/schemas.ts';
import { zUserIdNumber, zUserIdText } from '../images/schemas.ts';
import {
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
  type InvitationKind,
  type InvitationState,
} from './invitations.ts';
import { INVITABLE_ROLES } from './policy.ts';
import type { ActingRole } from './roles.ts';

/**
 * The requests of invitations (by email and by link), of answering one, and of transferring ownership.
 * Which roles an inviter may give is core's canInvite; the schemas only bound what may be asked.
 */

const zExpiresInDays = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(INVITATION_MAX_DAYS, 'validation.invalid');

/** POST /api2/magazine/invitation/email */
export const ZInvitationByEmail = z.strictObject({
  magazineUserId: zUserIdNumber,
  email: zEmail,
  role: z.enum(INVITABLE_ROLES.email, { error: 'validation.invalid' }),
  expiresInDays: zExpiresInDays.optional(),
});
export type TInvitationByEmail = z.infer<typeof ZInvitationByEmail>;

/** POST /api2/magazine/invitation/link */
export const ZInvitationByLink = z.strictObject({
  magazineUserId: zUserIdNumber,
  role: z.enum(INVITABLE_ROLES.link, { error: 'validation.invalid' }),
  maxUses: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(INVITATION_MAX_USES, 'validation.invalid'),
  expiresInDays: zExpiresInDays.optional(),
});
export type TInvitationByLink = z.infer<typeof ZInvitationByLink>;

/** GET /api2/magazine/invitations */
export const ZInvitationsQuery = z.strictObject({ magazineUserId: zUserIdText });

/** POST /api2/magazine/invitation/revoke */
export const ZInvitationRevoke = z.strictObject({
  magazineUserId: zUserIdNumber,
  invitationId: zUserIdNumber,
});
export type TInvitationRevoke = z.infer<typeof ZInvitationRevoke>;

/**
 * POST /api2/magazine/invitation/accept and …/decline: the token from the mail or the link, or (for the
 * invitee's notification, which never carries a token) the invitation's id.
 */
export const ZInvitationAnswer = z
  .strictObject({ token: zToken.optional(), invitationId: zUserIdNumber.optional() })
  .refine((value) => (value.token === undefined) !== (value.invitationId === undefined), {
    message: 'validation.invalid',
    path: ['token'],
  });
export type TInvitationAnswer = z.infer<typeof ZInvitationAnswer>;

/** How an answer names its invitation. */
export type InvitationRef = { token: string } | { invitationId: number };

/** POST /api2/magazine/ownership/transfer: the member who becomes primary owner. */
export const ZOwnershipTransfer = z.strictObject({ magazineUserId: zUserIdNumber, userId: zUserIdNumber });
export type TOwnershipTransfer = z.infer<typeof ZOwnershipTransfer>;

/** Who sent an invitation, as its lists and its page show them. */
export type InviterView = { userId: number; username: string; displayName: string; photoPath: string | null };

/** One open invitation as the team page lists it (only for those who may invite). */
export type InvitationView = {
  invitationId: number;
  kind: InvitationKind;
  /** The address of an email invitation; null for a link. */
  email: string | null;
  role: ActingRole;
  maxUses: number;
  useCount: number;
  expiresAt: string;
  createdAt: string;
  invitedBy: InviterView | null;
};

/** A magazine's open invitations and the roles the viewer may offer by each kind. */
export type InvitationsView = {
  magazineUserId: number;
  invitations: InvitationView[];
  roles: Record<InvitationKind, ActingRole[]>;
};

/** A new link: its address is shown this once (only its hash is kept). */
export type InvitationLinkCreated = { url: string; invitations: InvitationsView };

/** What the invitation page shows of an invitation: the magazine, the role and who invited; no members. */
export type InvitationSummary = {
  kind: InvitationKind;
  role: ActingRole;
  magazine: { userId: number; username: string; displayName: string; photoPath: string | null };
  invitedBy: InviterView | null;
  /** The address an email invitation went to (its holder received it there); null for a link. */
  email: string | null;
  expiresAt: string;
};

/**
 * Where the viewer stands: a guest signs in or up first; a member has nothing to accept; an email
 * invitation is for the account with that address only.
 */
export type InvitationViewer = 'guest' | 'member' | 'wrong-account' | 'can-accept';

/** The invitation page (/invitation.html?token=…). */
export type InvitationPage =
  | { state: 'invalid' }
  | { state: InvitationState; invitation: InvitationSummary; viewer: InvitationViewer };

/** What accepting answers: the magazine joined, the role, and where its team home is. */
export type InvitationAccepted = {
  magazine: { userId: number; username: string; displayName: string };
  role: ActingRole;
  dashboardPath: string;
};

export type InvitationDeclined = { magazine: { userId: number; username: string; displayName: string } };
