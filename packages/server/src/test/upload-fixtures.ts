import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AppConfig } from '../config.ts';
import { createSession } from '../features/accounts/sessions.ts';
import { users } from '../features/accounts/tables.ts';
import { createTestApp, type TestApp } from './app.ts';
import { imageBlob, multipartBody } from './images.ts';

/** Shared by the upload route tests: an app with a data folder of its own, two signed-in users, requests. */

export type SignedInUser = { id: number; cookie: string };

async function signedInUser(t: TestApp, username: string): Promise<SignedInUser> {
  const [row] = await t.database.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, displayName: username, passwordHash: 'x' })
    .returning({ id: users.id });
  const { token } = await createSession(t.database.db, {
    userId: row!.id,
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
    now: t.now(),
  });
  return { id: row!.id, cookie: `sid=${token}` };
}

/**
 * The app on a fresh database and data folder, with alice and bob signed in; `configure` changes more
 * settings (the bucket of s3-uploads.test.ts).
 */
export async function startUploadApp(configure: (config: AppConfig) => AppConfig = (config) => config) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-files-'));
  try {
    const t = await createTestApp((config) => configure({ ...config, dataDir }));
    const alice = await signedInUser(t, 'alice');
    const bob = await signedInUser(t, 'bob');
    return { t, dataDir, uploadRoot: path.join(dataDir, 'uploads'), alice, bob };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export async function stopUploadApp(t: TestApp | undefined) {
  if (!t) return;
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
}

export const baseHeaders = (cookie?: string) => ({
  host: 'localhost',
  origin: 'http://localhost',
  ...(cookie ? { cookie } : {}),
});

/** Requests and reads on the test file's app (`app` is called at request time, after beforeAll). */
export function uploadRequests(app: () => TestApp) {
  const uploadRoot = () => path.join(app().config.dataDir, 'uploads');

  /** Every file under the upload root, temporary ones included. */
  const storedFiles = (): string[] =>
    fs.existsSync(uploadRoot())
      ? (fs.readdirSync(uploadRoot(), { recursive: true }) as string[])
          .filter((name) => fs.statSync(path.join(uploadRoot(), name)).isFile())
          .sort()
      : [];

  const userRow = async (id: number) => {
    const [row] = await app()
      .database.db.select({
        photoPath: users.photoPath,
        profileBgPath: users.profileBgPath,
        focal: users.profileBgFocalPoint,
      })
      .from(users)
      .where(eq(users.id, id));
    return row!;
  };

  async function sendRaw(
    url: string,
    payload: Buffer,
    contentType: string,
    cookie?: string,
    headers: Record<string, string> = {},
  ) {
    const response = await app().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...baseHeaders(cookie), 'content-type': contentType, ...headers },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  async function post(url: string, form: FormData, cookie?: string, headers: Record<string, string> = {}) {
    const { payload, contentType } = await multipartBody(form);
    return sendRaw(url, payload, contentType, cookie, headers);
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  /** Widths of the three stored sizes of a path, read back over HTTP. */
  async function servedWidths(photoPath: string) {
    const widths: number[] = [];
    for (const size of ['m', 'l', 'xl']) {
      const response = await get(photoPath.replace(/\.jpg$/, `-${size}.jpg`));
      expect(response.statusCode).toBe(200);
      widths.push((await sharp(response.rawPayload).metadata()).width);
    }
    return widths;
  }

  return { storedFiles, userRow, sendRaw, post, get, servedWidths };
}

export const photoForm = (
  bytes: Uint8Array,
  fileName = 'me.jpg',
  type = 'image/jpeg',
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', imageBlob(bytes, type), fileName);
  return form;
};

export const coverForm = (bytes: Uint8Array, userId: number, fields: Record<string, string> = {}) =>
  photoForm(bytes, 'cover.jpg', 'image/jpeg', { userId: String(userId), ...fields });

export const expectError = (
  response: {
    status: number;
    body: { success: boolean; errorMsgKey: string; errors: { fields?: Record<string, string> } };
  },
  status: number,
  code: string,
) => {
  expect({ status: response.status, success: response.body.success, key: response.body.errorMsgKey }).toEqual(
    {
      status,
      success: false,
      key: `error.${code}`,
    },
  );
};
