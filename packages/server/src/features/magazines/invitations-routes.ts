import {
  type InvitationRef,
  type TInvitationAnswer,
  ZInvitationAnswer,
  ZInvitationByEmail,
  ZInvitationByLink,
  ZInvitationRevoke,
  ZInvitationsQuery,
  ZOwnershipTransfer,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, loadActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});
const tags = ['magazines'];

const refOf = (body: TInvitationAnswer): InvitationRef =>
  body.token !== undefined ? { token: body.token } : { invitationId: body.invitationId! };

/**
 * Invitations to a magazine's team, for those who may invite (inviteMembers): list, invite by email or
 * by link, revoke. Accepting and declining are for any signed-in person holding the invitation; the
 * transfer of ownership for the primary owner (transferOwnership).
 */
export function registerInvitationRoutes(app: FastifyInstance) {
  const service = () => app.services.invitations;
  const inviting = {
    magazine: 'inviteMembers' as const,
    in: ({ body }: { body: { magazineUserId: number } }) => body.magazineUserId,
  };

  defineRoute(app, {
    route: 'GET /api2/magazine/invitations',
    access: { magazine: 'inviteMembers', in: ({ query }) => query.magazineUserId },
    summary: "A magazine's open invitations (by email and by link) and the roles the viewer may offer.",
    tags,
    query: ZInvitationsQuery,
    handler: async ({ query, request }) => service().list(await actorOf(request), query.magazineUserId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/invitation/email',
    access: inviting,
    summary:
      'Invites an address with a role (core canInvite): mails a link, replaces an open invitation to the same address; 429 past the hourly limit.',
    tags,
    query: noQuery,
    body: ZInvitationByEmail,
    handler: async ({ body, request }) => {
      const actor = await actorOf(request);
      await service().inviteByEmail(actor, body, requestLanguage(request));
      return service().list(actor, body.magazineUserId);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/invitation/link',
    access: inviting,
    summary:
      'Creates an invite link with a role, a usage limit and an expiry; its address is answered this once.',
    tags,
    query: noQuery,
    body: ZInvitationByLink,
    handler: async ({ body, request }) => {
      const actor = await actorOf(request);
      const url = await service().inviteByLink(actor, body);
      return { url, invitations: await service().list(actor, body.magazineUserId) };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/invitation/revoke',
    access: inviting,
    summary: 'Revokes an invitation of the magazine; answers the open invitations as they now stand.',
    tags,
    query: noQuery,
    body: ZInvitationRevoke,
    handler: async ({ body, request }) => {
      const actor = await actorOf(request);
      await service().revoke(actor, body);
      return service().list(actor, body.magazineUserId);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/invitation/accept',
    access: 'signed-in',
    summary:
      'Accepts an invitation (its token, or its id for the invitee of an email invitation): the viewer joins with its role.',
    tags,
    query: noQuery,
    body: ZInvitationAnswer,
    handler: ({ body, request }) => service().accept(request.viewer!.userId, refOf(body)),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/invitation/decline',
    access: 'signed-in',
    summary: 'Declines an invitation; one by email is marked declined and can no longer be accepted.',
    tags,
    query: noQuery,
    body: ZInvitationAnswer,
    handler: ({ body, request }) => service().decline(request.viewer!.userId, refOf(body)),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/ownership/transfer',
    access: { magazine: 'transferOwnership', in: ({ body }) => body.magazineUserId },
    summary:
      'The primary owner makes another member primary owner and stays an owner; answers the team as it now stands.',
    tags,
    query: noQuery,
    body: ZOwnershipTransfer,
    handler: async ({ body, request }) => {
      await service().transferOwnership(await actorOf(request), body);
      // The actor's own membership has just changed: the team is read with it as it now stands.
      const actor = await loadActor(app.services.db, request.viewer!.userId);
      const team = await app.services.magazines.team(actor, body.magazineUserId);
      if (!team) throw new AppError('not_found');
      return { team };
    },
  });
}
