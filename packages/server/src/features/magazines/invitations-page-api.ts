import { can, type InvitationsPageApi } from '@masthead/core';
import { loadActor } from '../../http/actor.ts';
import type { Services } from '../../services.ts';
import { viewerBinder } from '../ssr/viewer-binder.ts';

/** The invitation page's and the team page's invitation calls, bound to each request's viewer. */
export function createInvitationsPageApi(services: Services) {
  const { invitations, db } = services;
  return viewerBinder<InvitationsPageApi>({
    invitation: (viewer, ref) => invitations.describe(viewer?.userId ?? null, ref),
    openInvitations: async (viewer, magazineUserId) => {
      if (!viewer) return null;
      const actor = await loadActor(db, viewer.userId);
      return can(actor, 'inviteMembers', magazineUserId) ? invitations.list(actor, magazineUserId) : null;
    },
  });
}
