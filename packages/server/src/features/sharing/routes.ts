import { ZShortenUrl, ZShortLinkParams, ZShortLinkQuery } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** Share links and the short-link redirect. */
export function registerSharingRoutes(app: FastifyInstance) {
  const service = () => app.services.sharing;

  defineRoute(app, {
    route: 'POST /api2/url/shorten',
    access: 'public',
    summary:
      'SPEC §7: {longUrl} → {shortUrl}. Only pages of this site (a path or this site’s address); the same page gets the same code.',
    tags: ['sharing'],
    query: noQuery,
    body: ZShortenUrl,
    handler: async ({ body, request }) => {
      const result = await service().shorten({
        longUrl: body.longUrl,
        requestHost: request.headers.host,
        ip: request.ip,
        userId: request.viewer?.userId ?? null,
      });
      return { shortUrl: result.shortUrl, longUrl: result.longUrl };
    },
  });

  defineRoute(app, {
    route: 'GET /s/:code',
    access: 'public',
    summary:
      'A short link: redirects (302, so every visit counts) to its page on this site; 404 when unknown.',
    tags: ['sharing'],
    params: ZShortLinkParams,
    query: ZShortLinkQuery,
    handler: async ({ params, request, reply }) => {
      const path = await service().resolve(params.code, { count: request.method === 'GET' });
      if (!path) throw new AppError('not_found');
      reply.header('Cache-Control', 'private, no-store');
      return reply.redirect(path, 302);
    },
  });
}
