import type {
  InvitationRef,
  MagazineActor,
  TInvitationByEmail,
  TInvitationByLink,
  TInvitationRevoke,
  TOwnershipTransfer,
  UiLanguage,
} from '@masthead/core';
import { acceptInvitation, declineInvitation, describeInvitation } from './invitation-answer.ts';
import type { InvitationsDeps } from './invitation-rows.ts';
import { inviteByEmail, inviteByLink, listInvitations, revokeInvitation } from './invitations.ts';
import { transferOwnership } from './ownership.ts';

/** Invitations to a magazine's team and the transfer of its ownership, put together once per process. */
export function createInvitationsService(deps: InvitationsDeps) {
  return {
    list: (actor: MagazineActor, magazineUserId: number) => listInvitations(deps, actor, magazineUserId),
    inviteByEmail: (actor: MagazineActor, input: TInvitationByEmail, lang: UiLanguage) =>
      inviteByEmail(deps, actor, input, lang),
    inviteByLink: (actor: MagazineActor, input: TInvitationByLink) => inviteByLink(deps, actor, input),
    revoke: (actor: MagazineActor, input: TInvitationRevoke) => revokeInvitation(deps, actor, input),
    describe: (viewerId: number | null, ref: InvitationRef) => describeInvitation(deps, viewerId, ref),
    accept: (viewerId: number, ref: InvitationRef) => acceptInvitation(deps, viewerId, ref),
    decline: (viewerId: number, ref: InvitationRef) => declineInvitation(deps, viewerId, ref),
    transferOwnership: (actor: MagazineActor, input: TOwnershipTransfer) =>
      transferOwnership(deps, actor, input),
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
