import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config.ts';

/**
 * Where uploaded files live (DESIGN §2). Keys are chosen by the server only ('u/12/3f…a9-xl.jpg'), never
 * taken from a client's file name. The local disk is the default; a bucket adapter implements the same
 * three calls.
 */
export type FileStorage = {
  /** Stores the whole file, or nothing: a reader never sees a half-written file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file and its size, or null when there is none under that key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
};

/**
 * Folders of letters and digits, then a name without dots and one extension: an image's, or `att` for a
 * file attached to a brief (no content type here: the public image route never serves it). No '..',
 * no '/x/../'.
 */
const KEY_PATTERN = /^(?:[a-z0-9]{1,32}\/){0,4}[A-Za-z0-9_-]{1,100}\.(?:jpg|png|webp|gif|att)$/;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The Content-Type a stored file is served with, from the extension the server gave it. */
export const contentTypeOfKey = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null;

/** A fresh, unguessable name part for a new upload. */
export const newFileId = () => randomBytes(16).toString('hex');

/**
 * The storage the settings ask for: the bucket when S3_BUCKET is set (s3-storage.ts), else local disk
 * under DATA_DIR/uploads. The AWS SDK is loaded on the first call, so a process on disk never loads it.
 */
export function storageOf(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  const { s3 } = config;
  if (!s3) return createLocalStorage(path.join(config.dataDir, 'uploads'));
  let bucket: Promise<FileStorage> | undefined;
  const ready = () => {
    bucket ??= import('./s3-storage.ts').then(({ createS3Storage }) => createS3Storage(s3));
    return bucket;
  };
  return {
    put: async (key, body, contentType) => (await ready()).put(key, body, contentType),
    open: async (key) => (await ready()).open(key),
    delete: async (key) => (await ready()).delete(key),
  };
}

export function createLocalStorage(root: string): FileStorage {
  const uploadRoot = path.resolve(root);

  /** The file of a key, checked to stay inside the upload root (the pattern already forbids '..'). */
  function fileOf(key: string): string | null {
    if (!isStorageKey(key)) return null;
    const target = path.resolve(uploadRoot, key);
    return target.startsWith(uploadRoot + path.sep) ? target : null;
  }

  return {
    async put(key, body) {
      const target = fileOf(key);
      if (!target) throw new Error(`Refusing to store under the key ${JSON.stringify(key)}`);
      const folder = path.dirname(target);
      await fs.promises.mkdir(folder, { recursive: true });
      // Written beside the target and renamed into place: the rename is atomic within one file system.
      const temporary = path.join(folder, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
      let handle: fs.promises.FileHandle | undefined;
      try {
        handle = await fs.promises.open(temporary, 'wx', 0o644);
        await handle.writeFile(body);
        await handle.sync();
        await handle.close();
        handle = undefined;
        await fs.promises.rename(temporary, target);
      } catch (error) {
        await handle?.close().catch(() => {});
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },

    async open(key) {
      const target = fileOf(key);
      if (!target) return null;
      let handle: fs.promises.FileHandle;
      try {
        // O_NOFOLLOW: a symbolic link planted in the upload folder is not followed out of it.
        handle = await fs.promises.open(target, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: stat.size };
    },

    async delete(key) {
      const target = fileOf(key);
      if (!target) return;
      await fs.promises.rm(target, { force: true });
    },
  };
}
