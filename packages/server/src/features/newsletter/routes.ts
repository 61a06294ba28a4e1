import {
  comingIssueSendAt,
  type UiLanguage,
  weekKey,
  ZNewsletterIssueQuery,
  ZNewsletterIssueSave,
  ZNewsletterQuery,
  ZNewsletterTest,
  ZPhotoUpload,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerUploadScope } from '../../http/multipart.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});
const tags = ['admin'];
const access = { admin: 'admin.newsletter.manage' } as const;

/** The console's newsletter section (the newsletter right): its schedule, and the coming issue's editing. */
export async function registerNewsletterRoutes(app: FastifyInstance) {
  const newsletter = () => app.services.newsletter;
  const editorial = () => app.services.newsletterEditorial;
  const comingWeek = () => weekKey(comingIssueSendAt(app.services.clock()));
  /** The issue as it now reads, previewed in the viewer's interface language. */
  const issueFor = (request: FastifyRequest, lang?: UiLanguage) =>
    newsletter().comingIssue(request.viewer!.userId, lang ?? requestLanguage(request));

  defineRoute(app, {
    route: 'GET /api2/admin/newsletter',
    access,
    summary:
      'The weekly newsletter: subscribed readers, when it last ran (its week, status and issues sent) and when it runs next.',
    tags,
    query: ZNewsletterQuery,
    handler: () => newsletter().status(),
  });

  defineRoute(app, {
    route: 'GET /api2/newsletter/subscribers',
    access: 'public',
    summary:
      'How many readers get the weekly newsletter (counted every few minutes); the sign-up form says so.',
    tags: ['newsletter'],
    query: ZNewsletterQuery,
    handler: ({ reply }) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return newsletter().subscribers();
    },
  });

  defineRoute(app, {
    route: 'GET /api2/admin/newsletter/issue',
    access,
    summary:
      "The coming issue: the editor's notes per language, the header picture, and the issue as the viewer would receive it in `lang`.",
    tags,
    query: ZNewsletterIssueQuery,
    handler: ({ query, request }) => issueFor(request, query.lang),
  });

  defineRoute(app, {
    route: 'POST /api2/admin/newsletter/issue',
    access,
    summary: "Saves the coming issue's notes (an empty one is none) and the header picture's description.",
    tags,
    query: noQuery,
    body: ZNewsletterIssueSave,
    handler: async ({ body, request }) => {
      await editorial().save(request.viewer!.userId, comingWeek(), body);
      return issueFor(request);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/admin/newsletter/test',
    access,
    summary: "Sends the coming issue, marked as a test, to the viewer's own address in `lang`.",
    tags,
    query: noQuery,
    body: ZNewsletterTest,
    handler: ({ body, request }) => newsletter().sendTest(request.viewer!.userId, body.lang),
  });

  await registerUploadScope(app, (uploads) => {
    defineRoute(uploads, {
      route: 'POST /api2/admin/newsletter/image',
      access,
      summary:
        "Sets the coming issue's header picture (multipart: the `photo` file, optional crop), or removes it with delete=1. SPEC §8: 'invalid image', 'cannot save image'.",
      tags,
      query: noQuery,
      body: ZPhotoUpload,
      handler: async ({ body, request }) => {
        const upload = body.delete ? null : { bytes: body.photo!.bytes, crop: body.crop };
        await editorial().setImage(request.viewer!.userId, comingWeek(), upload);
        return issueFor(request);
      },
    });
  });
}
