import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTypeOfKey, createLocalStorage, isStorageKey, newFileId } from './storage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-storage-'));
const root = path.join(dataDir, 'uploads');
const storage = createLocalStorage(root);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const listFiles = (folder: string): string[] =>
  fs.existsSync(folder)
    ? (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(folder, f)).isFile(),
      )
    : [];

describe('local storage', () => {
  it('stores, reads and deletes a file, leaving no temporary file behind', async () => {
    const key = `u/7/${newFileId()}-xl.jpg`;
    await storage.put(key, Buffer.from('image bytes'), 'image/jpeg');
    expect(listFiles(root)).toEqual([key]);
    const file = await storage.open(key);
    expect(file?.size).toBe(11);
    expect(await text(file!.stream)).toBe('image bytes');
    await storage.delete(key);
    await storage.delete(key);
    expect(listFiles(root)).toEqual([]);
    expect(await storage.open(key)).toBeNull();
  });

  it('replaces a file atomically: a reader sees the old or the new, never a mix', async () => {
    const key = 'u/7/replace.jpg';
    await storage.put(key, Buffer.alloc(100_000, 1), 'image/jpeg');
    const writes = Array.from({ length: 5 }, (_, i) =>
      storage.put(key, Buffer.alloc(100_000, i + 2), 'image/jpeg'),
    );
    await Promise.all(writes);
    const bytes = fs.readFileSync(path.join(root, key));
    expect(new Set(bytes).size).toBe(1);
    expect(listFiles(root)).toEqual([key]);
  });

  it.each([
    '../secret.jpg',
    'u/../../secret.jpg',
    '/etc/passwd.jpg',
    'u/7/a.jpg/../b.jpg',
    'u\\7\\a.jpg',
    'u/7/.hidden.jpg',
    'u/7/a.svg',
    'u/7/a.html',
    'u/7/a.jpg\u0000.png',
    'U/7/a.jpg',
    '',
  ])('refuses the key %j', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(await storage.open(key)).toBeNull();
  });

  it('does not follow a symbolic link out of the upload root', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.jpg'), 'secret');
    fs.mkdirSync(path.join(root, 'u'), { recursive: true });
    fs.symlinkSync(path.join(dataDir, 'secret.jpg'), path.join(root, 'u', 'link.jpg'));
    expect(isStorageKey('u/link.jpg')).toBe(true);
    expect(await storage.open('u/link.jpg')).toBeNull();
  });

  it('serves each stored extension with its image type', () => {
    expect(contentTypeOfKey('u/1/a-m.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey('u/1/a.gif')).toBe('image/gif');
    expect(contentTypeOfKey('u/1/a.svg')).toBeNull();
  });
});
