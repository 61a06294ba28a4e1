import {
  ZOpenContributionJoin,
  ZOpenContributionQuery,
  ZOpenContributionSubmit,
  ZOpenContributionUpdate,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/**
 * Open contribution: its settings (members read them, those with changeSettings change them), and a
 * signed-in reader joining and submitting (anyone while it is on: core's contributionDecision, checked
 * in the service, as the reader need not be a member yet).
 */
export function registerOpenContributionRoutes(app: FastifyInstance) {
  const service = () => app.services.openContribution;

  const settingsOf = async (request: Parameters<typeof actorOf>[0], magazineUserId: number) => {
    const view = await service().settings(await actorOf(request), magazineUserId);
    if (!view) throw new AppError('not_found');
    return view;
  };

  defineRoute(app, {
    route: 'GET /api2/magazine/open-contribution',
    access: { magazine: 'viewMembers', in: ({ query }) => query.userId },
    summary: "A magazine's open-contribution settings (SPEC §3) with the viewer's abilities in it.",
    tags: ['magazines'],
    query: ZOpenContributionQuery,
    handler: ({ query, request }) => settingsOf(request, query.userId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/open-contribution',
    access: { magazine: 'changeSettings', in: ({ body }) => body.userId },
    summary:
      'Turns open contribution on or off and changes the fields sent (messages sanitised, the colour checked); answers the settings.',
    tags: ['magazines'],
    query: noQuery,
    body: ZOpenContributionUpdate,
    handler: async ({ body, request }) => {
      await service().update(await actorOf(request), body);
      return settingsOf(request, body.userId);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/open-contribution/join',
    access: 'signed-in',
    summary:
      "Before 'Open the full editor': the viewer joins the magazine as a contributor unless already a member. 409 when open contribution is off, 410 when the magazine is closed; limited (429).",
    tags: ['magazines'],
    query: noQuery,
    body: ZOpenContributionJoin,
    handler: ({ body, request }) => service().join(request.viewer!.userId, body.magazineUserId),
  });

  defineRoute(app, {
    route: 'POST /api2/magazine/open-contribution/submit',
    access: 'signed-in',
    summary:
      "A story from the open-contribution popups: the viewer joins as a contributor if need be, and the story is submitted to the magazine's review queue. Limited per person and per magazine (429 with Retry-After).",
    tags: ['magazines'],
    query: noQuery,
    body: ZOpenContributionSubmit,
    handler: ({ body, request }) => service().submit(request.viewer!.userId, body),
  });
}
