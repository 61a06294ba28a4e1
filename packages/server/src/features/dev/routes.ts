import { LANGUAGE_TAGS, translate, ZNewsletterRunAt } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';
import { escapeHtml } from '../mail/templates.ts';

const OUTBOX_SIZE = 50;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Mail bodies are other people's text: nothing on this page may run or load. */
const OUTBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** DESIGN §5: tools for a developer's machine; app.ts registers them only outside production. */
export function registerDevRoutes(app: FastifyInstance) {
  defineRoute(app, {
    route: 'GET /dev/mail',
    access: 'public',
    summary: 'Development only: the newest mails of the local outbox.',
    tags: ['dev'],
    query: z.strictObject({}),
    handler: async ({ request, reply }) => {
      // The outbox holds sign-in codes and reset links: only the developer's own machine may read it.
      if (!LOOPBACK.has(request.ip)) throw new AppError('not_found');
      const lang = requestLanguage(request);
      const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
        escapeHtml(translate(lang, key, vars));
      const mails = await app.services.mail.listLocal(OUTBOX_SIZE);
      const items = mails.map(
        (m) => `<article>
<dl>
<dt>${t('mail.outbox.to')}</dt><dd>${escapeHtml(m.to)}</dd>
<dt>${t('mail.outbox.subject')}</dt><dd>${escapeHtml(m.subject)}</dd>
<dt>${t('mail.outbox.time')}</dt><dd><time datetime="${escapeHtml(m.createdAt.toISOString())}">${escapeHtml(m.createdAt.toISOString())}</time></dd>
<dt>${t('mail.outbox.status')}</dt><dd>${escapeHtml(m.status)}</dd>
</dl>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
      );
      const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[lang]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t('mail.outbox.title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:1rem;margin:0}
</style></head>
<body><main>
<h1>${t('mail.outbox.title')}</h1>
<p>${t('mail.outbox.intro', { count: OUTBOX_SIZE })}</p>
${items.length > 0 ? items.join('\n') : `<p>${t('mail.outbox.empty')}</p>`}
</main></body></html>`;
      reply
        .header('Content-Security-Policy', OUTBOX_CSP)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  });

  defineRoute(app, {
    route: 'POST /dev/newsletter/run',
    access: 'public',
    summary:
      "Development only: the weekly newsletter's sending as its job would run it at `at` (an ISO time), then the mail worker's delivery; answers how many issues went out.",
    tags: ['dev'],
    query: z.strictObject({}),
    body: ZNewsletterRunAt,
    handler: async ({ body, request }) => {
      // It sends real mail to every subscriber whose Friday 17:00 `at` is: the developer's machine alone.
      if (!LOOPBACK.has(request.ip)) throw new AppError('not_found');
      const sent = await app.services.newsletter.sendDue(new Date(body.at));
      while ((await app.services.mail.deliverDue()) > 0);
      return { sent };
    },
  });
}
