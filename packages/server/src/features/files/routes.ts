import {
  DEFAULT_FOCAL_POINT,
  formatFocalPoint,
  imagePath,
  ZCoverFocalPointBody,
  ZCoverFocalPointQuery,
  ZCoverUpload,
  ZImageQuery,
  ZPhotoUpload,
  ZProfileBgParams,
  ZProfileBgQuery,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { CACHE_FOREVER } from '../../http/cache.ts';
import { assertSameOriginChange } from '../../http/csrf.ts';
import { registerUploadScope } from '../../http/multipart.ts';
import { defineRoute } from '../../http/route.ts';
import { contentTypeOfKey } from './storage.ts';

const noQuery = z.strictObject({});

/**
 * DESIGN §7: a userId in the payload is the viewer's own profile (no magazine to check), or a magazine
 * whose design the viewer may customise (its owners and managing editors, SPEC §6); for anyone else's
 * the route's magazine check answers 403.
 */
const magazineUnlessOwn = (userId: number, viewerId: number) => (userId === viewerId ? null : userId);

/**
 * SPEC §2, §3, §7: profile photo and cover uploads, the cover's focal point, and the stored images.
 * Uploads parse multipart only inside their own scope, so every JSON route keeps refusing form bodies.
 */
export async function registerFileRoutes(app: FastifyInstance) {
  const files = () => app.services.files;

  defineRoute(app, {
    route: 'GET /images/user/:userId/profile_bg.jpg',
    access: 'public',
    summary: "A profile's cover in size xl (SPEC §2): a redirect to the stored file, 404 when there is none.",
    tags: ['files'],
    params: ZProfileBgParams,
    query: ZProfileBgQuery,
    handler: async ({ params, reply }) => {
      const cover = await files().coverOf(params.userId);
      if (!cover) throw new AppError('not_found');
      // The cover can change at any time; the file it points to never does.
      reply.header('Cache-Control', 'no-cache');
      return reply.redirect(imagePath(cover.path, 'xl'), 302);
    },
  });

  defineRoute(app, {
    route: 'GET /images/*',
    access: 'public',
    summary: 'A stored image. Names are unique per content, so answers are cached for a year.',
    tags: ['files'],
    params: z.strictObject({ '*': z.string().max(400) }),
    query: ZImageQuery,
    handler: async ({ params, reply }) => {
      const key = params['*'];
      const storage = files().storage;
      // A path without its size suffix (SPEC §3: readers add it) gets the largest size.
      let file = await storage.open(key);
      let servedKey = key;
      if (!file && /^[^.]+\.jpg$/.test(key)) {
        servedKey = imagePath(key, 'xl');
        file = await storage.open(servedKey);
      }
      const contentType = contentTypeOfKey(servedKey);
      if (!file || !contentType) {
        file?.stream.destroy();
        throw new AppError('not_found');
      }
      reply
        .header('Content-Type', contentType)
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', CACHE_FOREVER)
        // Opened on its own, an image gets no script, style or plugin rights.
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply.send(file.stream);
    },
  });

  /** A magazine's cover (not the viewer's own) writes its audit row with the change, in one transaction. */
  const alongFor = async (request: FastifyRequest, userId: number, field: 'cover' | 'coverFocalPoint') =>
    userId === request.viewer!.userId
      ? undefined
      : app.services.magazines.pictureChange(await actorOf(request), userId, field);

  const saveFocalPoint = async (
    request: FastifyRequest,
    input: { userId: number; focalPoint: { x: number; y: number } },
  ) => ({
    focalPoint: await files().setCoverFocalPoint(
      input.userId,
      input.focalPoint,
      await alongFor(request, input.userId, 'coverFocalPoint'),
    ),
  });

  defineRoute(app, {
    route: 'GET /api2/admin/serverIp',
    access: {
      magazine: 'customiseDesign',
      in: ({ query, viewerId }) => magazineUnlessOwn(query.userId, viewerId),
    },
    summary:
      "Saves the cover's focal point 'x,y' (SPEC §7's path). Accepted only from this site's own pages.",
    tags: ['files'],
    query: ZCoverFocalPointQuery,
    handler: async ({ query, request }) => {
      // DESIGN §3: a GET that changes state must come from a page of this site.
      assertSameOriginChange(request);
      return saveFocalPoint(request, query);
    },
  });

  defineRoute(app, {
    route: 'POST /api2/admin/serverIp',
    access: {
      magazine: 'customiseDesign',
      in: ({ body, viewerId }) => magazineUnlessOwn(body.userId, viewerId),
    },
    summary: "Saves the cover's focal point 'x,y' from a JSON body.",
    tags: ['files'],
    query: noQuery,
    body: ZCoverFocalPointBody,
    handler: ({ body, request }) => saveFocalPoint(request, body),
  });

  await registerUploadScope(app, (uploads) => {
    defineRoute(uploads, {
      route: 'POST /api2/account/photo',
      access: 'signed-in',
      summary:
        "Sets the viewer's profile photo (multipart: the `photo` file, optional crop), or removes it with delete=1.",
      tags: ['files'],
      query: noQuery,
      body: ZPhotoUpload,
      handler: async ({ body, request }) => {
        const userId = request.viewer!.userId;
        if (body.delete) {
          await files().removePhoto(userId);
          return { photoPath: null };
        }
        return { photoPath: await files().setPhoto(userId, { bytes: body.photo!.bytes, crop: body.crop }) };
      },
    });

    defineRoute(uploads, {
      route: 'POST /api2/user/cover/update',
      access: {
        magazine: 'customiseDesign',
        in: ({ body, viewerId }) => magazineUnlessOwn(body.userId, viewerId),
      },
      summary:
        'Sets the cover of a profile (SPEC §7: multipart with the `photo` file and userId), or removes it with delete=1.',
      tags: ['files'],
      query: noQuery,
      body: ZCoverUpload,
      handler: async ({ body, request }) => {
        const along = await alongFor(request, body.userId, 'cover');
        if (body.delete) {
          await files().removeCover(body.userId, along);
          return { profileBgPath: null, focalPoint: formatFocalPoint(DEFAULT_FOCAL_POINT) };
        }
        const upload = { bytes: body.photo!.bytes, crop: body.crop, focalPoint: body.focalPoint };
        const profileBgPath = await files().setCover(body.userId, upload, along);
        return { profileBgPath, focalPoint: formatFocalPoint(body.focalPoint ?? DEFAULT_FOCAL_POINT) };
      },
    });
  });
}
