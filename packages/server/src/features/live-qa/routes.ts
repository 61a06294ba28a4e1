import {
  ZLiveQaAnswer,
  ZLiveQaAsk,
  ZLiveQaHide,
  ZLiveQaQuery,
  ZLiveQaState,
  ZLiveQaUpvote,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

const viewerId = (request: FastifyRequest) => {
  if (!request.viewer) throw new AppError('auth.fail.no.login');
  return request.viewer.userId;
};

/** Live Q&A: readers ask, the author answers, upvotes order questions. */
export function registerLiveQaRoutes(app: FastifyInstance) {
  const liveQa = () => app.services.liveQa;

  defineRoute(app, {
    route: 'GET /api2/liveqa/questions',
    access: 'public',
    summary:
      "A published live Q&A's board: open or closed, whether the viewer hosts it, and its questions, most upvoted first, then the oldest, with the viewer's upvotes.",
    tags: ['live-qa'],
    query: ZLiveQaQuery,
    handler: async ({ query, request }) => {
      const board = await liveQa().board(query.cgroupId, request.viewer?.userId ?? null);
      if (!board) throw new AppError('not_found');
      return { board };
    },
  });

  defineRoute(app, {
    route: 'POST /api2/liveqa/ask',
    access: 'signed-in',
    summary:
      'Asks a question ({cgroupId, question}, up to 500 characters) while the session is open (409 when closed); limited per account (429). Answers the board.',
    tags: ['live-qa'],
    query: noQuery,
    body: ZLiveQaAsk,
    handler: async ({ body, request }) => ({ board: await liveQa().ask(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/liveqa/answer',
    access: 'signed-in',
    summary:
      "The host (the content's author; others 403) answers a question in plain text ({questionId, answer}, up to 4,000 characters), or rewrites the answer. Answers the board.",
    tags: ['live-qa'],
    query: noQuery,
    body: ZLiveQaAnswer,
    handler: async ({ body, request }) => ({ board: await liveQa().answer(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/liveqa/upvote',
    access: 'signed-in',
    summary:
      "Upvotes a question once ({questionId, up: true}) or takes the upvote back (up: false) while the session is open. Answers the question's count.",
    tags: ['live-qa'],
    query: noQuery,
    body: ZLiveQaUpvote,
    handler: async ({ body, request }) => ({ vote: await liveQa().upvote(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/liveqa/hide',
    access: 'signed-in',
    summary:
      'The host hides a question from readers ({questionId, hidden: true}) or shows it again. Answers the board.',
    tags: ['live-qa'],
    query: noQuery,
    body: ZLiveQaHide,
    handler: async ({ body, request }) => ({ board: await liveQa().hide(viewerId(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/liveqa/state',
    access: 'signed-in',
    summary:
      'The host opens ({cgroupId, open: true}) or closes the session for new questions. Answers the board.',
    tags: ['live-qa'],
    query: noQuery,
    body: ZLiveQaState,
    handler: async ({ body, request }) => ({ board: await liveQa().setState(viewerId(request), body) }),
  });
}
