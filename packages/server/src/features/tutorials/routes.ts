import { ZTutorialFinish, ZTutorialStep } from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const tags = ['tutorials'];
const noQuery = z.strictObject({});

const viewerId = (request: FastifyRequest) => {
  if (!request.viewer) throw new AppError('auth.fail.no.login');
  return request.viewer.userId;
};

/** SPEC §4: the first-run tours' steps and finished flags of the signed-in person. */
export function registerTutorialsRoutes(app: FastifyInstance) {
  const service = () => app.services.tutorials;

  defineRoute(app, {
    route: 'GET /api2/tutorials',
    access: 'signed-in',
    summary: "The viewer's progress through each first-run tour (steps seen, finished).",
    tags,
    query: noQuery,
    handler: ({ request }) => service().state(viewerId(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/tutorials/step',
    access: 'signed-in',
    summary: 'Marks one step of a tour as seen.',
    tags,
    query: noQuery,
    body: ZTutorialStep,
    handler: ({ request, body }) => service().markStep(viewerId(request), body.tour, body.step),
  });

  defineRoute(app, {
    route: 'POST /api2/tutorials/finish',
    access: 'signed-in',
    summary: 'Marks a tour finished (completed or skipped): it is never offered again.',
    tags,
    query: noQuery,
    body: ZTutorialFinish,
    handler: ({ request, body }) => service().finish(viewerId(request), body.tour),
  });
}
