import { createHash } from 'node:crypto';
import {
  type CropBox,
  DEFAULT_FOCAL_POINT,
  type FocalPoint,
  formatFocalPoint,
  isSourceImageUrl,
  type PhotoSearchHit,
  type PhotoSearchType,
  type PhotoSource,
  type StoredPhoto,
  UPLOAD_LIMITS,
} from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { safeFetch } from '../../http/safe-fetch.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { type ProcessedImage, processImage } from '../files/images.ts';
import type { FilesService } from '../files/service.ts';
import { giphyProvider } from './providers/giphy.ts';
import { libraryProvider } from './providers/library.ts';
import { pexelsProvider } from './providers/pexels.ts';
import {
  type PhotoFetch,
  type PhotoProvider,
  PhotoProviderError,
  type PhotoSearchRequest,
  type ProviderContext,
} from './providers/types.ts';
import { unsplashProvider } from './providers/unsplash.ts';
import { libraryImages } from './tables.ts';

/** Where a library row came from (the table's check lists the same). */
export type LibrarySource = 'upload' | 'giphy' | 'unsplash' | 'pexels' | 'seed';

type LibraryRow = typeof libraryImages.$inferSelect;

const toStoredPhoto = (row: LibraryRow, focalPoint: FocalPoint | undefined): StoredPhoto => ({
  photoPath: row.path,
  focalPoint: formatFocalPoint(focalPoint ?? DEFAULT_FOCAL_POINT),
  width: row.width,
  height: row.height,
});

/** The outside services enabled by their keys, in order of preference for each kind. */
function outsideProviders(deps: ServiceDeps, fetch: PhotoFetch): PhotoProvider[] {
  const { photoSearch, outbound } = deps.config;
  const context: ProviderContext = {
    fetch,
    allowLoopback: outbound.allowLoopback,
    timeoutMs: outbound.timeoutMs,
  };
  const providers: PhotoProvider[] = [];
  if (photoSearch.giphyKey)
    providers.push(giphyProvider(context, photoSearch.giphyApiUrl, photoSearch.giphyKey));
  if (photoSearch.unsplashKey) {
    providers.push(unsplashProvider(context, photoSearch.unsplashApiUrl, photoSearch.unsplashKey));
  }
  if (photoSearch.pexelsKey)
    providers.push(pexelsProvider(context, photoSearch.pexelsApiUrl, photoSearch.pexelsKey));
  return providers;
}

/**
 * Content photo uploads, the image library, external photos and image search providers (SPEC §3 Photo,
 * §5, §7; DESIGN §4, §7). `fetch` is safeFetch; a test passes one built on it to reach its own server.
 */
export function createPhotosService(deps: ServiceDeps & { files: FilesService; fetch?: PhotoFetch }) {
  const { db, config, files } = deps;
  const fetch = deps.fetch ?? safeFetch;
  const outside = outsideProviders(deps, fetch);
  const library = libraryProvider(db);

  /** DESIGN §4: the first enabled outside service for a kind, else the site's own library. */
  const providerFor = (kind: PhotoSearchType) => outside.find((p) => p.kinds.includes(kind)) ?? library;

  const byHash = async (sha256: string) =>
    (await db.select().from(libraryImages).where(eq(libraryImages.sha256, sha256)).limit(1))[0];

  /**
   * Puts a processed picture in the library once: the same stored bytes (by SHA-256 of the largest size,
   * or of the GIF) reuse the existing row and files, whoever sends them. Files are written before the row;
   * a row that cannot be written (or a concurrent twin that won) takes its files away again.
   */
  async function addToLibrary(
    ownerId: number,
    image: ProcessedImage,
    meta: { source: LibrarySource; title?: string | undefined },
  ): Promise<LibraryRow> {
    const original = image.kind === 'gif' ? image : image.sizes.xl;
    const primaryBytes = image.kind === 'gif' ? image.bytes : image.sizes.xl.bytes;
    const sha256 = createHash('sha256').update(primaryBytes).digest('hex');
    const title = meta.title?.trim() ?? '';

    const existing = await byHash(sha256);
    if (existing) {
      if (title && !existing.title) {
        await db
          .update(libraryImages)
          .set({ title })
          .where(and(eq(libraryImages.id, existing.id), eq(libraryImages.title, '')));
      }
      return existing;
    }

    const path = await files.storeImage(ownerId, image);
    let inserted: LibraryRow | undefined;
    try {
      [inserted] = await db
        .insert(libraryImages)
        .values({
          ownerId,
          path,
          sha256,
          width: original.width,
          height: original.height,
          isGif: image.kind === 'gif',
          source: meta.source,
          title,
        })
        .onConflictDoNothing()
        .returning();
    } catch (error) {
      await files.deleteImage(path);
      throw error;
    }
    if (inserted) return inserted;
    // Someone stored the same bytes at the same moment: theirs is kept.
    await files.deleteImage(path);
    const twin = await byHash(sha256);
    if (!twin) throw new AppError('service.unavailable');
    return twin;
  }

  return {
    /** SPEC §7 image and GIF search; an outside service that fails answers 503 (service.unavailable). */
    async search(kind: PhotoSearchType, request: PhotoSearchRequest): Promise<PhotoSearchHit[]> {
      try {
        return await providerFor(kind).search(request, kind);
      } catch (error) {
        if (error instanceof PhotoProviderError) throw new AppError('service.unavailable');
        throw error;
      }
    },

    /** Which source answers each kind (shown on the overlay's credit line). */
    sourceFor: (kind: PhotoSearchType): PhotoSource => providerFor(kind).source,

    /** Issue 13: the site's own pictures of a kind, newest first (the overlay's first view). */
    recent: (kind: PhotoSearchType, paging: { page: number; limit: number }) => library.recent(paging, kind),

    /** POST /api2/photo/upload: checks, re-encodes and stores a picture for content. */
    async storeUpload(
      ownerId: number,
      upload: { bytes: Uint8Array; crop?: CropBox | undefined; focalPoint?: FocalPoint | undefined },
    ): Promise<StoredPhoto> {
      const image = await processImage(upload.bytes, { crop: upload.crop });
      const row = await addToLibrary(ownerId, image, { source: 'upload' });
      return toStoredPhoto(row, upload.focalPoint);
    },

    /**
     * POST /api2/photo/external: a library path comes back as stored; an outside service's picture must be
     * on that service's image host, and is fetched (https only: an http link is upgraded, never the reverse),
     * checked and stored like an upload.
     */
    async storeExternal(
      ownerId: number,
      input: {
        url: string;
        source: PhotoSource;
        focalPoint?: FocalPoint | undefined;
        title?: string | undefined;
      },
    ): Promise<StoredPhoto> {
      if (input.url.startsWith('/')) {
        const [row] = await db.select().from(libraryImages).where(eq(libraryImages.path, input.url)).limit(1);
        if (!row) throw new AppError('photo.invalid.external.path');
        return toStoredPhoto(row, input.focalPoint);
      }
      if (input.source === 'library' || !isSourceImageUrl(input.source, input.url)) {
        throw new AppError('photo.invalid.external.path');
      }
      const target = new URL(input.url);
      target.protocol = 'https:';
      target.hash = '';

      let bytes: Uint8Array;
      try {
        const answer = await fetch(target.href, {
          maxBytes: UPLOAD_LIMITS.maxFileBytes,
          timeoutMs: config.outbound.timeoutMs,
          allowLoopback: config.outbound.allowLoopback,
          maxRedirects: 3,
          headers: { accept: 'image/gif,image/jpeg,image/png,image/webp' },
        });
        if (answer.status !== 200) throw new AppError('photo.download.failed');
        bytes = answer.body;
      } catch {
        throw new AppError('photo.download.failed');
      }
      let image: ProcessedImage;
      try {
        image = await processImage(bytes);
      } catch {
        // Not a picture we can use (HTML, an error page, a pixel flood): the download did not give an image.
        throw new AppError('photo.download.failed');
      }
      const row = await addToLibrary(ownerId, image, { source: input.source, title: input.title });
      return toStoredPhoto(row, input.focalPoint);
    },

    /** For the demo seed: adds a processed picture with a title (the search finds it). */
    addToLibrary,

    /** For the demo seed: records files already stored (their path, bytes of the original and size). */
    async registerStored(input: {
      ownerId: number | null;
      path: string;
      originalBytes: Uint8Array;
      width: number;
      height: number;
      isGif: boolean;
      title: string;
    }) {
      const sha256 = createHash('sha256').update(input.originalBytes).digest('hex');
      await db
        .insert(libraryImages)
        .values({
          ownerId: input.ownerId,
          path: input.path,
          sha256,
          width: input.width,
          height: input.height,
          isGif: input.isGif,
          source: 'seed',
          title: input.title,
        })
        .onConflictDoNothing();
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
