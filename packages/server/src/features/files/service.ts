import { type CropBox, type FocalPoint, formatFocalPoint, IMAGE_SIZES } from '@masthead/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { type ProcessedImage, processImage } from './images.ts';
import { type FileStorage, isStorageKey, newFileId, storageOf } from './storage.ts';

/** Stored paths are served under this prefix; readers add the size suffix (SPEC §3). */
export const IMAGE_URL_PREFIX = '/images/';

/** The user columns that hold a picture. */
type PictureColumn = 'photoPath' | 'profileBgPath';

/** What else a picture's change writes, in its transaction (a magazine's audit row). */
export type AlongWith = ((tx: Tx) => Promise<unknown>) | undefined;

/** The storage keys behind a stored path: three sizes, or one GIF. Foreign addresses have none. */
export function keysOfImagePath(imagePath: string | null): string[] {
  if (!imagePath?.startsWith(IMAGE_URL_PREFIX)) return [];
  const key = imagePath.slice(IMAGE_URL_PREFIX.length);
  if (!isStorageKey(key)) return [];
  if (key.endsWith('.gif')) return [key];
  const base = key.slice(0, key.lastIndexOf('.'));
  return IMAGE_SIZES.map((size) => `${base}-${size}.jpg`);
}

/** Files to write for a processed image under a fresh name in the owner's folder. */
function filesFor(ownerId: number, image: ProcessedImage) {
  const base = `u/${ownerId}/${newFileId()}`;
  if (image.kind === 'gif') {
    return {
      imagePath: `${IMAGE_URL_PREFIX}${base}.gif`,
      files: [{ key: `${base}.gif`, bytes: image.bytes, type: 'image/gif' }],
    };
  }
  return {
    imagePath: `${IMAGE_URL_PREFIX}${base}.jpg`,
    files: IMAGE_SIZES.map((size) => ({
      key: `${base}-${size}.jpg`,
      bytes: image.sizes[size].bytes,
      type: 'image/jpeg',
    })),
  };
}

export function createFilesService(deps: ServiceDeps & { storage?: FileStorage }) {
  const { db } = deps;
  const storage = deps.storage ?? storageOf(deps.config);

  /** Best effort: a file left behind costs disk space, never correctness. */
  async function deleteKeys(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  }

  /**
   * Replaces (or with null removes) one picture of a user: new files are written first, the row is
   * switched in one transaction, then the old files go. A failure on the way leaves the old picture.
   */
  async function replacePicture(
    userId: number,
    column: PictureColumn,
    image: ProcessedImage | null,
    extra: Partial<typeof users.$inferInsert> = {},
    along?: AlongWith,
  ): Promise<string | null> {
    const planned = image ? filesFor(userId, image) : null;
    const written: string[] = [];
    try {
      for (const file of planned?.files ?? []) {
        await storage.put(file.key, file.bytes, file.type);
        written.push(file.key);
      }
      const previous = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ path: users[column] })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row) throw new AppError('not_found');
        await tx
          .update(users)
          .set({ [column]: planned?.imagePath ?? null, ...extra, updatedAt: deps.clock() })
          .where(eq(users.id, userId));
        // Removing a picture that is not there changes nothing worth recording.
        if (row.path !== null || planned) await along?.(tx);
        return row.path;
      });
      await deleteKeys(keysOfImagePath(previous));
      return planned?.imagePath ?? null;
    } catch (error) {
      await deleteKeys(written);
      throw error;
    }
  }

  return {
    storage,

    /**
     * Writes a processed content picture under a fresh name in its owner's folder and answers its path
     * (without size suffix). Nothing points to it yet: the caller records it, or calls deleteImage.
     */
    async storeImage(ownerId: number, image: ProcessedImage): Promise<string> {
      const planned = filesFor(ownerId, image);
      const written: string[] = [];
      try {
        for (const file of planned.files) {
          await storage.put(file.key, file.bytes, file.type);
          written.push(file.key);
        }
      } catch (error) {
        await deleteKeys(written);
        throw error;
      }
      return planned.imagePath;
    },

    /** Removes every file of a stored path (best effort). */
    deleteImage: (imagePath: string) => deleteKeys(keysOfImagePath(imagePath)),

    /**
     * Sets the profile photo from uploaded bytes; answers the path without size suffix. `along`
     * (here and below) runs in the transaction that switches the picture.
     */
    async setPhoto(
      userId: number,
      upload: { bytes: Uint8Array; crop?: CropBox | undefined },
      along?: AlongWith,
    ) {
      const image = await processImage(upload.bytes, { crop: upload.crop });
      return (await replacePicture(userId, 'photoPath', image, {}, along))!;
    },

    async removePhoto(userId: number, along?: AlongWith) {
      await replacePicture(userId, 'photoPath', null, {}, along);
    },

    /** A new cover starts at its own focal point, or the default: the old one described another picture. */
    async setCover(
      userId: number,
      upload: { bytes: Uint8Array; crop?: CropBox | undefined; focalPoint?: FocalPoint | undefined },
      along?: AlongWith,
    ) {
      const image = await processImage(upload.bytes, { crop: upload.crop });
      const focal = upload.focalPoint ? formatFocalPoint(upload.focalPoint) : null;
      return (await replacePicture(userId, 'profileBgPath', image, { profileBgFocalPoint: focal }, along))!;
    },

    async removeCover(userId: number, along?: AlongWith) {
      await replacePicture(userId, 'profileBgPath', null, { profileBgFocalPoint: null }, along);
    },

    /**
     * Saves the cover's focal point; a user without a cover has nothing to point at (404). `along`
     * runs only when the point moved.
     */
    async setCoverFocalPoint(userId: number, point: FocalPoint, along?: AlongWith) {
      const value = formatFocalPoint(point);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ focalPoint: users.profileBgFocalPoint })
          .from(users)
          .where(and(eq(users.id, userId), isNotNull(users.profileBgPath)))
          .for('update');
        if (!row) throw new AppError('not_found');
        await tx
          .update(users)
          .set({ profileBgFocalPoint: value, updatedAt: deps.clock() })
          .where(eq(users.id, userId));
        if (row.focalPoint !== value) await along?.(tx);
        return value;
      });
    },

    async coverOf(userId: number) {
      const [row] = await db
        .select({ path: users.profileBgPath, focalPoint: users.profileBgFocalPoint })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.path ? { path: row.path, focalPoint: row.focalPoint } : null;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
