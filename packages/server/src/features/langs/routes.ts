import { LANGUAGE_NAMES, messagesScript, parseMessagesScriptName, UI_LANGUAGES } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { CACHE_FOREVER } from '../../http/cache.ts';
import { defineRoute } from '../../http/route.ts';

const languages = UI_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

/** SPEC §7: the interface and translation language lists; the browser keeps them in session storage. */
export function registerLanguageRoutes(app: FastifyInstance) {
  for (const route of ['GET /api2/langs/ui', 'GET /api2/langs/translation'] as const) {
    defineRoute(app, {
      route,
      access: 'public',
      summary: 'The languages of the interface, as data.languages.',
      tags: ['languages'],
      query: z.strictObject({}),
      handler: () => ({ languages }),
    });
  }

  defineRoute(app, {
    route: 'GET /i18n/:file',
    access: 'public',
    summary: "One language's interface messages as a script, cached for a year under its content hash.",
    tags: ['languages'],
    params: z.strictObject({ file: z.string().max(40) }),
    query: z.strictObject({}),
    handler: async ({ params, reply }) => {
      const name = parseMessagesScriptName(params.file);
      if (!name) throw new AppError('not_found');
      const script = messagesScript(name.lang);
      // An old hash (a page from before a release) still gets today's messages, but not for long.
      const current = script.hash === name.hash;
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', current ? CACHE_FOREVER : 'no-cache')
        .send(script.body);
    },
  });
}
