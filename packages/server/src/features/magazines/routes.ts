import { type MagazineActor, ZMemberRemove, ZMemberRoleChange, ZTeamQuery } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** SPEC §6: a magazine's team, for its members; role changes and removals for those who edit roles. */
export function registerMagazinesRoutes(app: FastifyInstance) {
  const service = () => app.services.magazines;

  const teamOf = async (actor: MagazineActor, magazineUserId: number) => {
    const team = await service().team(actor, magazineUserId);
    if (!team) throw new AppError('not_found');
    return team;
  };

  defineRoute(app, {
    route: 'GET /api2/magazine/team',
    access: { magazine: 'viewMembers', in: ({ query }) => query.magazineUserId },
    summary:
      "A magazine's members with their roles, the roles the viewer may give each and whether they may remove them.",
    tags: ['magazines'],
    query: ZTeamQuery,
    handler: async ({ query, request }) => teamOf(await actorOf(request), query.magazineUserId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/member/role',
    access: { magazine: 'editMemberRoles', in: ({ body }) => body.magazineUserId },
    summary: "Gives a member another role (core's canAssignRole); answers the team as it now stands.",
    tags: ['magazines'],
    query: noQuery,
    body: ZMemberRoleChange,
    handler: async ({ body, request }) => {
      const actor = await actorOf(request);
      await service().changeRole(actor, body);
      return { team: await teamOf(actor, body.magazineUserId) };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/member/remove',
    access: { magazine: 'editMemberRoles', in: ({ body }) => body.magazineUserId },
    summary: "Removes a member from the team (core's canRemoveMember); answers the team as it now stands.",
    tags: ['magazines'],
    query: noQuery,
    body: ZMemberRemove,
    handler: async ({ body, request }) => {
      const actor = await actorOf(request);
      await service().remove(actor, body);
      return { team: await teamOf(actor, body.magazineUserId) };
    },
  });
}
