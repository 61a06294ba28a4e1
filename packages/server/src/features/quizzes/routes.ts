import { ZQuizResultQuery, ZQuizSubmit } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** Quiz play scored on the server, results and their shareable pages. */
export function registerQuizzesRoutes(app: FastifyInstance) {
  const quizzes = () => app.services.quizzes;

  defineRoute(app, {
    route: 'POST /api2/quiz/submit',
    access: 'public',
    summary:
      "Scores a play of a published quiz ({quizId, answers: one option index per question}); guests may play, limited per address (429). Answers the score, each question's right option and explanation, and the shareable result's code and address.",
    tags: ['quizzes'],
    query: noQuery,
    body: ZQuizSubmit,
    handler: async ({ body, request }) => ({
      result: await quizzes().submit({ userId: request.viewer?.userId ?? null, ip: request.ip }, body),
    }),
  });

  defineRoute(app, {
    route: 'GET /api2/quiz/result',
    access: 'public',
    summary: 'A shared quiz result by its code: the score and the quiz, never the answers.',
    tags: ['quizzes'],
    query: ZQuizResultQuery,
    handler: async ({ query, request }) => {
      const result = await quizzes().result(query.code, request.viewer?.userId ?? null);
      if (!result) throw new AppError('not_found');
      return { result };
    },
  });
}
