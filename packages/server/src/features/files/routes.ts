import multipart from '@fastify/multipart';
import {
  DEFAULT_FOCAL_POINT,
  formatFocalPoint,
  imagePath,
  isAcceptableFileName,
  UPLOAD_FILE_FIELD,
  UPLOAD_LIMITS,
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
import { AppError } from '../../http/app-error.ts';
import { CACHE_FOREVER } from '../../http/cache.ts';
import { assertSameOriginNavigation } from '../../http/csrf.ts';
import { defineRoute, routeRegistry } from '../../http/route.ts';
import { contentTypeOfKey } from './storage.ts';

const noQuery = z.strictObject({});

/** DESIGN §7: identity from the session; a userId in the payload must be the viewer's own (magazines come later). */
function assertOwnProfile(request: FastifyRequest, userId: number) {
  if (request.viewer?.userId !== userId) throw new AppError('access_deny');
}

const isMultipartRequest = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/** A field name fit to echo back in an answer's field errors. */
const echoableName = (name: string) => (/^[\w.-]{1,64}$/.test(name) ? name : '_');

/**
 * Reads a multipart upload into a plain object for the route's zod schema: text fields as strings
 * (a repeated one as a list, which the schema refuses), the one `photo` file buffered in memory, so
 * nothing touches the disk before the whole request has arrived and passed its checks.
 */
async function readMultipartBody(request: FastifyRequest) {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== UPLOAD_FILE_FIELD) {
          throw new AppError('validation.failed', {
            fields: { [echoableName(name)]: 'validation.unknown.field' },
          });
        }
        if (!isAcceptableFileName(part.filename)) {
          throw new AppError('validation.failed', { fields: { [UPLOAD_FILE_FIELD]: 'validation.invalid' } });
        }
        const bytes = await part.toBuffer();
        // A browser's empty file input sends a nameless, empty part: no file was chosen.
        body[name] = bytes.length === 0 && part.filename === '' ? null : { fileName: part.filename, bytes };
        continue;
      }
      const existing = body[name];
      body[name] = existing === undefined ? part.value : [existing, part.value].flat();
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw error;
    // The parser's own complaints (cut-off body, broken part headers) are the client's malformed request.
    throw new AppError('request.malformed');
  }
  request.body = body;
}

/**
 * SPEC §2, §3, §7: profile photo and cover uploads, the cover's focal point, and the stored images.
 * Uploads parse multipart only inside their own scope, so every JSON route keeps refusing form bodies.
 */
export async function registerFileRoutes(app: FastifyInstance) {
  const files = () => app.services.files;

  defineRoute(app, {
    method: 'GET',
    url: '/images/user/:userId/profile_bg.jpg',
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
    method: 'GET',
    url: '/images/*',
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

  const saveFocalPoint = async (
    request: FastifyRequest,
    input: { userId: number; focalPoint: { x: number; y: number } },
  ) => {
    assertOwnProfile(request, input.userId);
    return { focalPoint: await files().setCoverFocalPoint(input.userId, input.focalPoint) };
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api2/admin/serverIp',
    access: 'signed-in',
    summary:
      "Saves the cover's focal point 'x,y' (SPEC §7's path). Accepted only from this site's own pages.",
    tags: ['files'],
    query: ZCoverFocalPointQuery,
    handler: async ({ query, request }) => {
      // DESIGN §3: a GET that changes state must come from a page of this site.
      assertSameOriginNavigation(request);
      return saveFocalPoint(request, query);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api2/admin/serverIp',
    access: 'signed-in',
    summary: "Saves the cover's focal point 'x,y' from a JSON body.",
    tags: ['files'],
    query: noQuery,
    body: ZCoverFocalPointBody,
    handler: ({ body, request }) => saveFocalPoint(request, body),
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.maxFileBytes,
        files: UPLOAD_LIMITS.maxFiles,
        parts: UPLOAD_LIMITS.maxParts,
        fields: UPLOAD_LIMITS.maxFields,
        fieldSize: UPLOAD_LIMITS.maxFieldBytes,
        fieldNameSize: 100,
        headerPairs: 20,
      },
      // The name as sent, so that '../' in it is seen and refused rather than quietly cut off.
      preservePath: true,
      throwFileSizeLimit: true,
    });

    // Refuse guests and non-multipart bodies before a single byte of the upload is read.
    uploads.addHook('onRequest', async (request) => {
      if (!request.viewer) throw new AppError('auth.fail.no.login');
      if (!isMultipartRequest(request)) throw new AppError('request.unsupported.type');
    });
    uploads.addHook('preValidation', readMultipartBody);

    defineRoute(uploads, {
      method: 'POST',
      url: '/api2/account/photo',
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
      method: 'POST',
      url: '/api2/user/cover/update',
      access: 'signed-in',
      summary:
        'Sets the cover of a profile (SPEC §7: multipart with the `photo` file and userId), or removes it with delete=1.',
      tags: ['files'],
      query: noQuery,
      body: ZCoverUpload,
      handler: async ({ body, request }) => {
        assertOwnProfile(request, body.userId);
        if (body.delete) {
          await files().removeCover(body.userId);
          return { profileBgPath: null, focalPoint: formatFocalPoint(DEFAULT_FOCAL_POINT) };
        }
        const upload = { bytes: body.photo!.bytes, crop: body.crop, focalPoint: body.focalPoint };
        const profileBgPath = await files().setCover(body.userId, upload);
        return { profileBgPath, focalPoint: formatFocalPoint(body.focalPoint ?? DEFAULT_FOCAL_POINT) };
      },
    });

    // The route table (TESTING §1) lists every route of the app, also those of this scope.
    const rootRoutes = routeRegistry.get(app) ?? [];
    routeRegistry.set(app, rootRoutes);
    rootRoutes.push(...(routeRegistry.get(uploads) ?? []));
  });
}
