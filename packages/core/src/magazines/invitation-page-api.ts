import type { InvitationPage, InvitationRef, InvitationsView } from './invitation-schemas.ts';

/** What page loaders ask of invitations (part of PageApi), for the request's viewer. */
export interface InvitationsPageApi {
  /** The invitation a token stands for (or, for its invitee, an id), as the viewer may see it. */
  invitation(ref: InvitationRef): Promise<InvitationPage>;
  /** A magazine's open invitations for those who may invite; null for anyone else. */
  openInvitations(magazineUserId: number): Promise<InvitationsView | null>;
}
