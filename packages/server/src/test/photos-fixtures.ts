import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_API } from '@masthead/core';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { libraryImages } from '../features/photos/tables.ts';
import { createTestApp, type TestApp } from './app.ts';
import { imageBlob, multipartBody } from './images.ts';
import { insertPerson, signedInClient } from './reading-fixtures.ts';

/** Shared by the photo route tests: an app with a data folder of its own, alice and bob, uploads. */

export type Client = Awaited<ReturnType<typeof signedInClient>>;

/**
 * The app on a fresh database and data folder, with alice and bob signed in. Outside fetches stay off
 * loopback, and the search and store limits are low enough to reach in a test.
 */
export async function startPhotosApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-photos-'));
  try {
    const t = await createTestApp((config) => ({
      ...config,
      dataDir,
      outbound: { allowLoopback: false, timeoutMs: 3000 },
      rateLimits: { ...config.rateLimits, photoSearchesPerMinute: 25, photoStoresPerHour: 60 },
    }));
    const aliceId = (await insertPerson(t.database.db, { username: 'alice' })).id;
    const bobId = (await insertPerson(t.database.db, { username: 'bob' })).id;
    const alice = await signedInClient(t, aliceId);
    const bob = await signedInClient(t, bobId);
    return { t, alice, aliceId, bob, bobId };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export async function stopPhotosApp(t: TestApp | undefined) {
  if (!t) return;
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
}

/** Uploads and reads on the test file's app (`app` is called at request time, after beforeAll). */
export function photoRequests(app: () => TestApp) {
  const uploadRoot = () => path.join(app().config.dataDir, 'uploads');

  const storedFiles = (): string[] =>
    fs.existsSync(uploadRoot())
      ? (fs.readdirSync(uploadRoot(), { recursive: true }) as string[])
          .filter((name) => fs.statSync(path.join(uploadRoot(), name)).isFile())
          .sort()
      : [];

  const libraryCount = async () =>
    (await app().database.db.select({ n: count() }).from(libraryImages))[0]?.n ?? 0;

  async function upload(form: FormData, cookie?: string, headers: Record<string, string> = {}) {
    const { payload, contentType } = await multipartBody(form);
    const response = await app().app.inject({
      method: 'POST',
      url: PHOTO_API.upload,
      payload,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'content-type': contentType,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function resetLibrary() {
    await app().database.db.delete(libraryImages);
    fs.rmSync(uploadRoot(), { recursive: true, force: true });
  }

  return { storedFiles, libraryCount, upload, resetLibrary };
}

export const photoForm = (bytes: Uint8Array, fileName = 'a.jpg', fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', imageBlob(bytes), fileName);
  return form;
};

export const expectError = (
  response: { status: number; body: { errorMsgKey?: string } },
  status: number,
  code: string,
) =>
  expect({ status: response.status, key: response.body.errorMsgKey }).toEqual({
    status,
    key: `error.${code}`,
  });
