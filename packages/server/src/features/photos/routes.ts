import {
  type PhotoSearchType,
  ZContentPhotoUpload,
  ZExternalPhoto,
  ZPhotoSearch,
  ZRecentPhotos,
} from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerUploadScope } from '../../http/multipart.ts';
import { defineRoute } from '../../http/route.ts';

const noQuery = z.strictObject({});

/** The viewer's id; the routes below are signed-in only, so defineRoute has already refused guests. */
const viewerId = (request: FastifyRequest) => request.viewer?.userId ?? 0;

/**
 * Content photo uploads, the image library, external photos and image search (SPEC §5, §7; DESIGN §4).
 * Every call is signed-in and rate-limited per account.
 */
export function registerPhotosRoutes(app: FastifyInstance) {
  const photos = () => app.services.photos;
  const limits = () => app.services.config.rateLimits;

  /** Pictures stored by one account (uploads and imports) in an hour. */
  const consumeStore = (userId: number) =>
    app.services.rateLimit.consume({
      key: `photo.store:${userId}`,
      limit: limits().photoStoresPerHour,
      windowSeconds: 3600,
    });

  const search = (
    kind: PhotoSearchType,
    route: 'POST /api2/photoSearch/still' | 'POST /api2/photoSearch/gif',
    summary: string,
  ) =>
    defineRoute(app, {
      route,
      access: 'signed-in',
      summary,
      tags: ['photos'],
      query: noQuery,
      body: ZPhotoSearch,
      handler: async ({ body, request }) => {
        await consumeSearch(viewerId(request));
        return { photos: await photos().search(kind, body), source: photos().sourceFor(kind) };
      },
    });

  /** Searches by one account in a minute (the overlay's first view counts as one). */
  const consumeSearch = (userId: number) =>
    app.services.rateLimit.consume({
      key: `photo.search:${userId}`,
      limit: limits().photoSearchesPerMinute,
      windowSeconds: 60,
    });

  defineRoute(app, {
    route: 'GET /api2/photoSearch/recent',
    access: 'signed-in',
    summary:
      "The site's own pictures of a kind (gif or img), newest first, a page at a time: what the search overlay shows before anything is typed. `source` names the service a search of that kind would ask.",
    tags: ['photos'],
    query: ZRecentPhotos,
    handler: async ({ query, request }) => {
      await consumeSearch(viewerId(request));
      return { photos: await photos().recent(query.kind, query), source: photos().sourceFor(query.kind) };
    },
  });

  search(
    'img',
    'POST /api2/photoSearch/still',
    'Searches still photos (SPEC §7 {q, page, limit 13} → data.photos): the stock-photo service, or the site library.',
  );
  search(
    'gif',
    'POST /api2/photoSearch/gif',
    'Searches GIFs (SPEC §7 {q, page, limit 13} → data.photos): the GIF service, or the site library.',
  );

  defineRoute(app, {
    route: 'POST /api2/photo/external',
    access: 'signed-in',
    summary:
      "Stores a search hit's picture for content ({url, source} → StoredPhoto): a library path as it is, an outside service's image fetched from its image host.",
    tags: ['photos'],
    query: noQuery,
    body: ZExternalPhoto,
    handler: async ({ body, request }) => {
      const userId = viewerId(request);
      if (!body.url.startsWith('/')) await consumeStore(userId);
      return photos().storeExternal(userId, body);
    },
  });

  return registerUploadScope(app, (uploads) => {
    defineRoute(uploads, {
      route: 'POST /api2/photo/upload',
      access: 'signed-in',
      summary:
        'Stores a picture for content (multipart: the `photo` file, optional focalPoint x,y and crop) → StoredPhoto.',
      tags: ['photos'],
      query: noQuery,
      body: ZContentPhotoUpload,
      handler: async ({ body, request }) => {
        const userId = viewerId(request);
        await consumeStore(userId);
        return photos().storeUpload(userId, {
          bytes: body.photo.bytes,
          crop: body.crop,
          focalPoint: body.focalPoint,
        });
      },
    });
  });
}
