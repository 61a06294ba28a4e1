import type { Input } from '../http/endpoints.ts';
import type {
  InvitationAccepted,
  InvitationDeclined,
  InvitationLinkCreated,
  InvitationsView,
  ZInvitationAnswer,
  ZInvitationByEmail,
  ZInvitationByLink,
  ZInvitationRevoke,
  ZInvitationsQuery,
  ZOwnershipTransfer,
} from './invitation-schemas.ts';
import type { TeamChangeResult } from './schemas.ts';

/** Invitations to a magazine's team (by email and by link), answering one, and transferring ownership. */
export interface InvitationsEndpoints {
  'GET /api2/magazine/invitations': { query: Input<typeof ZInvitationsQuery>; answer: InvitationsView };
  'POST /api2/magazine/invitation/email': { body: Input<typeof ZInvitationByEmail>; answer: InvitationsView };
  'POST /api2/magazine/invitation/link': {
    body: Input<typeof ZInvitationByLink>;
    answer: InvitationLinkCreated;
  };
  'POST /api2/magazine/invitation/revoke': { body: Input<typeof ZInvitationRevoke>; answer: InvitationsView };
  'POST /api2/magazine/invitation/accept': {
    body: Input<typeof ZInvitationAnswer>;
    answer: InvitationAccepted;
  };
  'POST /api2/magazine/invitation/decline': {
    body: Input<typeof ZInvitationAnswer>;
    answer: InvitationDeclined;
  };
  'POST /api2/magazine/ownership/transfer': {
    body: Input<typeof ZOwnershipTransfer>;
    answer: TeamChangeResult;
  };
}
