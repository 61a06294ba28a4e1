import { LANGUAGE_NAMES, UI_LANGUAGES } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';

const languages = UI_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

/** SPEC §7: the interface and translation language lists; the browser keeps them in session storage. */
export function registerLanguageRoutes(app: FastifyInstance) {
  for (const url of ['/api2/langs/ui', '/api2/langs/translation']) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: 'public',
      summary: 'The languages of the interface, as data.languages.',
      tags: ['languages'],
      query: z.strictObject({}),
      handler: () => ({ languages }),
    });
  }
}
