import {
  ATTACHMENT_FILE_FIELD,
  ATTACHMENT_MEDIA_TYPES,
  downloadNameOf,
  ZContentRequestAttachmentQuery,
  ZContentRequestAttachmentRemove,
  ZContentRequestAttachmentUpload,
  ZContentRequestInboxQuery,
  ZContentRequestMessage,
  ZContentRequestMove,
  ZContentRequestProfileCardQuery,
  ZContentRequestPublish,
  ZContentRequestQuery,
  ZContentRequestRating,
  ZCreateContentRequest,
  ZCreatorAvailability,
  ZUpdateContentRequest,
} from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { registerUploadScope } from '../../http/multipart.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/**
 * Content requests: every call needs a signed-in viewer; who may make each move is core's workflow
 * (the request's parties, checked under its row lock), and a request the viewer is no party to is 404.
 * A brief for a magazine needs commissionContent there (editor and up).
 */
/** RFC 6266: an ASCII name for old clients, the exact name in UTF-8 for the rest. */
const contentDisposition = (fileName: string) => {
  const name = downloadNameOf(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export async function registerContentRequestRoutes(app: FastifyInstance) {
  const service = () => app.services.contentRequests;

  defineRoute(app, {
    route: 'GET /api2/content-requests',
    access: 'signed-in',
    summary:
      "One tab of the viewer's content-request inbox, with every tab's count: the requester side (their own, or a magazine's with as= where they hold commissionContent) or the creator side.",
    tags: ['content-requests'],
    query: ZContentRequestInboxQuery,
    handler: async ({ query, request }) => service().inbox(await actorOf(request), query),
  });

  defineRoute(app, {
    route: 'GET /api2/content-request',
    access: 'signed-in',
    summary:
      'One content request for one of its parties: brief, offer, timeline, messages and the moves allowed now.',
    tags: ['content-requests'],
    query: ZContentRequestQuery,
    handler: async ({ query, request }) => ({
      request: await service().read(await actorOf(request), query.id),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/create',
    access: {
      magazine: 'commissionContent',
      in: ({ body, viewerId }) =>
        body.requesterId !== undefined && body.requesterId !== viewerId ? body.requesterId : null,
    },
    summary:
      'A new brief (a draft) to a writer, for the viewer or for a magazine where they hold commissionContent. The description is sanitised rich text.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZCreateContentRequest,
    handler: async ({ body, request }) => ({ request: await service().create(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/update',
    access: 'signed-in',
    summary: 'The requester revises the brief while it is a draft, soft rejected or counter offered.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZUpdateContentRequest,
    handler: async ({ body, request }) => ({ request: await service().update(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/move',
    access: 'signed-in',
    summary:
      "One move of DESIGN §4's workflow. Accepting (or taking a counter offer) charges the requester's card and holds the fee in escrow; pay releases it to the writer less the platform fee; cancelling work past its deadline refunds it. The same idempotencyKey again answers the request as it stands; a refused move is 403/404/409 and changes nothing.",
    tags: ['content-requests', 'payments'],
    query: noQuery,
    body: ZContentRequestMove,
    handler: async ({ body, request }) => ({ request: await service().move(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/publish',
    access: 'signed-in',
    summary:
      "The requester (a magazine, through a member with commissionContent who may publish submissions) publishes the accepted work in the magazine under the creator's byline. Publishing it again answers the request as it stands.",
    tags: ['content-requests'],
    query: noQuery,
    body: ZContentRequestPublish,
    handler: async ({ body, request }) => ({
      request: await service().publish(await actorOf(request), body),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/attachment/remove',
    access: 'signed-in',
    summary: 'The requester removes a file from the brief while the brief is theirs to edit.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZContentRequestAttachmentRemove,
    handler: async ({ body, request }) => ({
      request: await service().removeAttachment(await actorOf(request), body),
    }),
  });

  defineRoute(app, {
    route: 'GET /api2/content-request/attachment',
    access: 'signed-in',
    summary:
      "One file of a brief, for the request's parties alone, as a download (never shown inline); 404 for anyone else.",
    tags: ['content-requests'],
    query: ZContentRequestAttachmentQuery,
    handler: async ({ query, request, reply }) => {
      const { attachment, file } = await service().openAttachment(await actorOf(request), query.id);
      reply
        .header('Content-Type', ATTACHMENT_MEDIA_TYPES[attachment.kind])
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(attachment.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply.send(file.stream);
    },
  });

  await registerUploadScope(
    app,
    (uploads) => {
      defineRoute(uploads, {
        route: 'POST /api2/content-request/attachment',
        access: 'signed-in',
        summary:
          'The requester attaches a file to the brief (multipart: the request `id` and the `file`): PDF, PNG, JPEG, GIF, WebP, Word (.docx) or plain text, judged by its bytes; 10 files of 10 MiB at most.',
        tags: ['content-requests'],
        query: noQuery,
        body: ZContentRequestAttachmentUpload,
        handler: async ({ body, request }) => ({
          request: await service().attach(await actorOf(request), body.id, body[ATTACHMENT_FILE_FIELD]),
        }),
      });
    },
    { fileField: ATTACHMENT_FILE_FIELD },
  );

  defineRoute(app, {
    route: 'POST /api2/content-request/message',
    access: 'signed-in',
    summary: 'A plain-text message from one party to the other.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZContentRequestMessage,
    handler: async ({ body, request }) => ({
      request: await service().message(await actorOf(request), body),
    }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/rate',
    access: 'signed-in',
    summary:
      'One party rates the other (1 to 5 stars, optional plain-text words) once the request is paid; once each.',
    tags: ['content-requests'],
    query: noQuery,
    body: ZContentRequestRating,
    handler: async ({ body, request }) => ({ request: await service().rate(await actorOf(request), body) }),
  });

  defineRoute(app, {
    route: 'POST /api2/content-request/availability',
    access: 'signed-in',
    summary:
      "The viewer's own profile says whether they take content requests, and the fee a brief starts from.",
    tags: ['content-requests'],
    query: noQuery,
    body: ZCreatorAvailability,
    handler: async ({ body, request }) => service().setAvailability(await actorOf(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/content-request/profile-card',
    access: 'signed-in',
    summary:
      'What a profile shows of content requests: whether the person takes them and from which fee, completed requests, ratings received.',
    tags: ['content-requests'],
    query: ZContentRequestProfileCardQuery,
    handler: async ({ query }) => service().profileCard(query.userId),
  });
}
