import { ZListVote, ZPollQuery, ZPollVote } from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

const viewerId = (request: FastifyRequest) => {
  if (!request.viewer) throw new AppError('auth.fail.no.login');
  return request.viewer.userId;
};

const found = <T>(value: T | null): T => {
  if (value === null) throw new AppError('not_found');
  return value;
};

/** Poll votes (one per reader, live results) and votable-list item votes. */
export function registerPollsRoutes(app: FastifyInstance) {
  const polls = () => app.services.polls;

  defineRoute(app, {
    route: 'POST /api2/poll/vote',
    access: 'signed-in',
    summary:
      "Votes in a published poll ({cgroupId, option}): once per reader (a second vote is 409), not after the poll closes (409). Answers the poll's results.",
    tags: ['polls'],
    query: noQuery,
    body: ZPollVote,
    handler: async ({ body, request }) => ({ results: await polls().vote(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'GET /api2/poll/results',
    access: 'public',
    summary:
      "A published poll's results: votes per option, the total, the viewer's choice and whether it closed.",
    tags: ['polls'],
    query: ZPollQuery,
    handler: async ({ query, request }) => ({
      results: found(await polls().pollResults(query.cgroupId, request.viewer?.userId ?? null)),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/list/vote',
    access: 'signed-in',
    summary:
      "Votes an item of a published votable list up ({cgroupId, item, up: true}) or takes the vote back (up: false). Answers the list's votes.",
    tags: ['polls'],
    query: noQuery,
    body: ZListVote,
    handler: async ({ body, request }) => ({ votes: await polls().voteItem(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'GET /api2/list/votes',
    access: 'public',
    summary: "A published votable list's up votes per item, and the items the viewer voted up.",
    tags: ['polls'],
    query: ZPollQuery,
    handler: async ({ query, request }) => ({
      votes: found(await polls().listVotes(query.cgroupId, request.viewer?.userId ?? null)),
    }),
  });
}
