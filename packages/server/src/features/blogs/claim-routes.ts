import { ZClaimComplete, ZClaimStart } from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';
import { startSession } from '../accounts/session-cookie.ts';

const tags = ['blogs'];

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  lang: requestLanguage(request),
});

/** SPEC §8 accountTransfer: claiming an imported blog's publisher profile. */
export function registerPublisherClaimRoutes(app: FastifyInstance) {
  const { publisherClaims, config } = app.services;

  defineRoute(app, {
    route: 'POST /api2/publisher/claim/start',
    access: 'public',
    summary: "Starts a claim of an imported blog's publisher profile: the code to show on the blog.",
    tags,
    body: ZClaimStart,
    handler: ({ body, request }) => publisherClaims.start(body.username, meta(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/publisher/claim/complete',
    access: 'public',
    summary: 'Checks the code on the blog, gives the profile the email and password, and signs in as it.',
    tags,
    body: ZClaimComplete,
    handler: async ({ body, request, reply }) => {
      const { user, session } = await publisherClaims.complete(body, meta(request));
      await startSession(request, reply, session, config.production);
      return { user };
    },
  });
}
