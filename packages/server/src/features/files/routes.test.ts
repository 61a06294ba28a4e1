import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@masthead/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSession } from '../accounts/sessions.ts';
import { users } from '../accounts/tables.ts';
import {
  animatedGif,
  gifWithHiddenText,
  imageBlob,
  multipartBody,
  phoneJpeg,
  pixelFloodPng,
  solid,
  transparentPng,
} from './test-images.ts';

let t: TestApp;
let dataDir: string;
let uploadRoot: string;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };

async function signedInUser(username: string) {
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

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-files-'));
  uploadRoot = path.join(dataDir, 'uploads');
  t = await createTestApp((config) => ({ ...config, dataDir }));
  alice = await signedInUser('alice');
  bob = await signedInUser('bob');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under the upload root, temporary ones included. */
const storedFiles = (): string[] =>
  fs.existsSync(uploadRoot)
    ? (fs.readdirSync(uploadRoot, { recursive: true }) as string[])
        .filter((name) => fs.statSync(path.join(uploadRoot, name)).isFile())
        .sort()
    : [];

const userRow = async (id: number) => {
  const [row] = await t.database.db
    .select({
      photoPath: users.photoPath,
      profileBgPath: users.profileBgPath,
      focal: users.profileBgFocalPoint,
    })
    .from(users)
    .where(eq(users.id, id));
  return row!;
};

const baseHeaders = (cookie?: string) => ({
  host: 'localhost',
  origin: 'http://localhost',
  ...(cookie ? { cookie } : {}),
});

async function post(url: string, form: FormData, cookie?: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(form);
  return sendRaw(url, payload, contentType, cookie, headers);
}

async function sendRaw(
  url: string,
  payload: Buffer,
  contentType: string,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...baseHeaders(cookie), 'content-type': contentType, ...headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

const photoForm = (
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

const coverForm = (bytes: Uint8Array, userId: number, fields: Record<string, string> = {}) =>
  photoForm(bytes, 'cover.jpg', 'image/jpeg', { userId: String(userId), ...fields });

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

const expectError = (
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

describe('POST /api2/account/photo', () => {
  beforeEach(async () => {
    await t.database.db
      .update(users)
      .set({ photoPath: null, profileBgPath: null, profileBgFocalPoint: null });
    fs.rmSync(uploadRoot, { recursive: true, force: true });
  });

  it('asks a guest to sign in (auth.fail.no.login, 1000) and reads nothing', async () => {
    const response = await post('/api2/account/photo', photoForm(await phoneJpeg(100, 100)));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
    expect(storedFiles()).toEqual([]);
  });

  it('stores a phone JPEG upright in three sizes without its metadata, under a generated name', async () => {
    const response = await post(
      '/api2/account/photo',
      photoForm(await phoneJpeg(2000, 1000), 'holiday.jpg'),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    const { photoPath } = response.body.data;
    expect(photoPath).toMatch(new RegExp(`^/images/u/${alice.id}/[0-9a-f]{32}\\.jpg$`));
    expect(photoPath).not.toContain('holiday');
    expect((await userRow(alice.id)).photoPath).toBe(photoPath);
    expect(storedFiles()).toHaveLength(3);
    expect(await servedWidths(photoPath)).toEqual([80, 250, 1000]);

    const xl = await get(photoPath.replace('.jpg', '-xl.jpg'));
    expect(xl.headers['content-type']).toBe('image/jpeg');
    expect(xl.headers['x-content-type-options']).toBe('nosniff');
    expect(xl.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(xl.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      1000,
      2000,
      undefined,
      undefined,
    ]);
    expect(xl.rawPayload.includes('Secret Copyright')).toBe(false);

    // Readers add the suffix; a bare path still shows the largest size.
    const bare = await get(photoPath);
    expect(bare.statusCode).toBe(200);
    expect(bare.rawPayload.equals(xl.rawPayload)).toBe(true);
  });

  it('re-encodes PNG and WebP as JPEG without upscaling, and replaces the previous photo files', async () => {
    const first = await post(
      '/api2/account/photo',
      photoForm(await transparentPng(50, 40), 'a.png', 'image/png'),
      alice.cookie,
    );
    expect(first.status).toBe(200);
    expect(await servedWidths(first.body.data.photoPath)).toEqual([50, 50, 50]);
    const firstFiles = storedFiles();

    const webp = await solid(300, 200).webp().toBuffer();
    const second = await post('/api2/account/photo', photoForm(webp, 'b.webp', 'image/webp'), alice.cookie);
    expect(second.status).toBe(200);
    expect(await servedWidths(second.body.data.photoPath)).toEqual([80, 250, 300]);
    const secondFiles = storedFiles();
    expect(secondFiles).toHaveLength(3);
    expect(secondFiles.some((file) => firstFiles.includes(file))).toBe(false);
    expect((await get(first.body.data.photoPath.replace('.jpg', '-m.jpg'))).statusCode).toBe(404);
  });

  it('keeps a GIF as one file with its animation, minus comments and trailing script', async () => {
    const gif = await animatedGif();
    const dirty = gifWithHiddenText(gif, 'tracking comment', '<script>alert(1)</script>');
    const response = await post(
      '/api2/account/photo',
      photoForm(dirty, 'fun.gif', 'image/gif'),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    const { photoPath } = response.body.data;
    expect(photoPath).toMatch(/^\/images\/u\/\d+\/[0-9a-f]{32}\.gif$/);
    expect(storedFiles()).toHaveLength(1);
    const served = await get(photoPath);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(gif)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).pages).toBe(2);
  });

  it('removes the photo and its files with delete=1', async () => {
    await post('/api2/account/photo', photoForm(await solid(120, 120).jpeg().toBuffer()), alice.cookie);
    expect(storedFiles()).toHaveLength(3);
    const form = new FormData();
    form.append('delete', '1');
    const response = await post('/api2/account/photo', form, alice.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { photoPath: null } });
    expect((await userRow(alice.id)).photoPath).toBeNull();
    expect(storedFiles()).toEqual([]);
  });

  it('applies a crop given in upright pixels', async () => {
    const form = photoForm(await solid(400, 300).png().toBuffer(), 'c.png', 'image/png', {
      crop: '100,50,200,100',
    });
    const response = await post('/api2/account/photo', form, alice.cookie);
    expect(response.status).toBe(200);
    expect(await servedWidths(response.body.data.photoPath)).toEqual([80, 200, 200]);
  });
});

describe('uploads refused with a 4xx and no file written (TESTING §5)', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await solid(64, 64).jpeg().toBuffer();
  });

  async function expectRefused(
    send: () => Promise<{
      status: number;
      body: { success: boolean; errorMsgKey: string; errors: { fields?: Record<string, string> } };
    }>,
    status: number,
    code: string,
  ) {
    const filesBefore = storedFiles();
    const rowBefore = await userRow(alice.id);
    const response = await send();
    expectError(response, status, code);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await userRow(alice.id)).toEqual(rowBefore);
    return response;
  }

  it('refuses a file of the limit + 1 byte with 413', async () => {
    const tooLarge = Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1, 0);
    jpeg.copy(tooLarge);
    await expectRefused(
      () => post('/api2/account/photo', photoForm(tooLarge), alice.cookie),
      413,
      'request.too.large',
    );
  });

  it('refuses pixel floods and decompression bombs over 40 megapixels', async () => {
    for (const flood of [await pixelFloodPng(100_000, 100_000), await pixelFloodPng(6400, 6400)]) {
      await expectRefused(
        () => post('/api2/account/photo', photoForm(flood, 'flood.png', 'image/png'), alice.cookie),
        413,
        'request.too.large',
      );
    }
  });

  it.each([
    [
      'SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      'x.svg',
      'image/svg+xml',
    ],
    [
      'SVG named .jpg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'x.jpg',
      'image/jpeg',
    ],
    [
      'HTML named .jpg',
      '<!doctype html><html><script>alert(document.cookie)</script></html>',
      'x.jpg',
      'image/jpeg',
    ],
    ['script named .jpg', 'fetch("/api2/account").then(r => r.text())', 'x.jpg', 'image/jpeg'],
  ])('refuses %s by its content (415)', async (_label, content, fileName, type) => {
    await expectRefused(
      () => post('/api2/account/photo', photoForm(Buffer.from(content), fileName, type), alice.cookie),
      415,
      'file.invalid.image',
    );
  });

  it('refuses a truncated image (415) and an empty file (file.empty)', async () => {
    await expectRefused(
      () => post('/api2/account/photo', photoForm(jpeg.subarray(0, 100)), alice.cookie),
      415,
      'file.invalid.image',
    );
    await expectRefused(
      () => post('/api2/account/photo', photoForm(new Uint8Array(), 'empty.jpg'), alice.cookie),
      400,
      'file.empty',
    );
  });

  it.each([
    ['../', '../../../etc/cron.d/evil.jpg'],
    ['a Windows path', '..\\..\\evil.jpg'],
    ['NUL', 'evil\u0000.jpg'],
    ['U+202E', 'photo\u202egpj.exe'],
    ['255+ characters', `${'a'.repeat(300)}.jpg`],
  ])('refuses a file name with %s', async (_label, fileName) => {
    const response = await expectRefused(
      () => post('/api2/account/photo', photoForm(jpeg, fileName), alice.cookie),
      400,
      'validation.failed',
    );
    expect(Object.keys(response.body.errors.fields ?? {})).toEqual(['photo']);
  });

  it('refuses 1,001 multipart parts, and a second file, with 413', async () => {
    const many = photoForm(jpeg);
    for (let i = 0; i < 1000; i++) many.append(`f${i}`, 'x');
    await expectRefused(() => post('/api2/account/photo', many, alice.cookie), 413, 'request.too.large');
    const twoFiles = photoForm(jpeg);
    twoFiles.append('photo', imageBlob(jpeg), 'second.jpg');
    await expectRefused(() => post('/api2/account/photo', twoFiles, alice.cookie), 413, 'request.too.large');
  });

  it.each([
    'NaN,0,10,10',
    '-5,0,10,10',
    '0,0,99999,10',
    '0,0,1e3,10',
    '0,0,10,10,evil',
    '0,0,0,10',
    '60,60,10,10',
  ])('refuses the crop %j', async (crop) => {
    const response = await expectRefused(
      () => post('/api2/account/photo', photoForm(jpeg, 'a.jpg', 'image/jpeg', { crop }), alice.cookie),
      400,
      'validation.failed',
    );
    expect(Object.keys(response.body.errors.fields ?? {})).toEqual(['crop']);
  });

  it.each(['NaN,50', '-1,50', '50,-1', '101,50', '1e9,1', '50,50,evil', 'Infinity,5', ''])(
    'refuses the focal point %j on a cover upload',
    async (focalPoint) => {
      const response = await expectRefused(
        () => post('/api2/user/cover/update', coverForm(jpeg, alice.id, { focalPoint }), alice.cookie),
        400,
        'validation.failed',
      );
      expect(Object.keys(response.body.errors.fields ?? {})).toEqual(['focalPoint']);
    },
  );

  it('refuses an upload cut off mid-file, as when the client aborts', async () => {
    const { payload, contentType } = await multipartBody(photoForm(await solid(400, 400).jpeg().toBuffer()));
    const cut = payload.subarray(0, Math.floor(payload.length / 2));
    await expectRefused(
      () => sendRaw('/api2/account/photo', cut, contentType, alice.cookie),
      400,
      'request.malformed',
    );
  });

  it('refuses a missing file, a file and delete=1 together, unknown fields and repeated fields', async () => {
    await expectRefused(
      () => post('/api2/account/photo', new FormData(), alice.cookie),
      400,
      'validation.failed',
    );
    const both = photoForm(jpeg, 'a.jpg', 'image/jpeg', { delete: '1' });
    await expectRefused(() => post('/api2/account/photo', both, alice.cookie), 400, 'validation.failed');
    const unknown = photoForm(jpeg, 'a.jpg', 'image/jpeg', { userId: String(alice.id) });
    await expectRefused(() => post('/api2/account/photo', unknown, alice.cookie), 400, 'validation.failed');
    const otherFile = new FormData();
    otherFile.append('avatar', imageBlob(jpeg), 'a.jpg');
    await expectRefused(() => post('/api2/account/photo', otherFile, alice.cookie), 400, 'validation.failed');
    const repeated = coverForm(jpeg, alice.id, { focalPoint: '10,10' });
    repeated.append('focalPoint', '20,20');
    await expectRefused(
      () => post('/api2/user/cover/update', repeated, alice.cookie),
      400,
      'validation.failed',
    );
    const prototype = photoForm(jpeg);
    prototype.append('__proto__', 'x');
    await expectRefused(() => post('/api2/account/photo', prototype, alice.cookie), 400, 'request.malformed');
  });

  it('takes multipart only (JSON or text 415) and only from this site', async () => {
    await expectRefused(
      () => sendRaw('/api2/account/photo', Buffer.from('{"delete":"1"}'), 'application/json', alice.cookie),
      415,
      'request.unsupported.type',
    );
    await expectRefused(
      () =>
        sendRaw(
          '/api2/account/photo',
          Buffer.from('delete=1'),
          'application/x-www-form-urlencoded',
          alice.cookie,
        ),
      415,
      'request.unsupported.type',
    );
    await expectRefused(
      () => post('/api2/account/photo', photoForm(jpeg), alice.cookie, { origin: 'https://evil.example' }),
      403,
      'request.cross.site',
    );
  });

  it('keeps multipart parsing inside the upload routes: a JSON route still answers 415 to a form', async () => {
    const form = new FormData();
    form.append('userId', String(alice.id));
    form.append('focalPoint', '10,10');
    const response = await post('/api2/admin/serverIp', form, alice.cookie);
    expectError(response, 415, 'request.unsupported.type');
  });
});

describe('POST /api2/user/cover/update', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await solid(1600, 500).jpeg().toBuffer();
  });
  beforeEach(async () => {
    await t.database.db
      .update(users)
      .set({ photoPath: null, profileBgPath: null, profileBgFocalPoint: null });
    fs.rmSync(uploadRoot, { recursive: true, force: true });
  });

  it('asks a guest to sign in', async () => {
    const response = await post('/api2/user/cover/update', coverForm(jpeg, alice.id));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it("refuses another user's cover with 403 access_deny and writes nothing", async () => {
    const response = await post('/api2/user/cover/update', coverForm(jpeg, bob.id), alice.cookie);
    expectError(response, 403, 'access_deny');
    expect(storedFiles()).toEqual([]);
    expect((await userRow(bob.id)).profileBgPath).toBeNull();
    const removal = new FormData();
    removal.append('userId', String(bob.id));
    removal.append('delete', '1');
    expectError(await post('/api2/user/cover/update', removal, alice.cookie), 403, 'access_deny');
  });

  it('refuses a missing or malformed userId', async () => {
    const missing = photoForm(jpeg, 'c.jpg');
    const response = await post('/api2/user/cover/update', missing, alice.cookie);
    expectError(response, 400, 'validation.failed');
    expect(response.body.errors.fields).toHaveProperty('userId');
    for (const userId of ['0', '-1', '1e3', '99999999999999999999', ` ${alice.id}`]) {
      expectError(
        await post('/api2/user/cover/update', coverForm(jpeg, alice.id, { userId }), alice.cookie),
        400,
        'validation.failed',
      );
    }
  });

  it('sets the cover with its focal point, serves it at profile_bg.jpg, and removes it with delete=1', async () => {
    const response = await post(
      '/api2/user/cover/update',
      coverForm(jpeg, alice.id, { focalPoint: '30,70' }),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    const { profileBgPath, focalPoint } = response.body.data;
    expect(profileBgPath).toMatch(new RegExp(`^/images/u/${alice.id}/[0-9a-f]{32}\\.jpg$`));
    expect(focalPoint).toBe('30,70');
    expect(await userRow(alice.id)).toMatchObject({ profileBgPath, focal: '30,70' });
    expect(await servedWidths(profileBgPath)).toEqual([80, 250, 1200]);

    const cover = await get(`/images/user/${alice.id}/profile_bg.jpg`);
    expect(cover.statusCode).toBe(302);
    expect(cover.headers.location).toBe(profileBgPath.replace('.jpg', '-xl.jpg'));
    expect((await get(cover.headers.location as string)).statusCode).toBe(200);

    // A new cover starts from the default focal point.
    const replaced = await post('/api2/user/cover/update', coverForm(jpeg, alice.id), alice.cookie);
    expect(replaced.body.data.focalPoint).toBe('50,50');
    expect((await userRow(alice.id)).focal).toBeNull();
    expect(storedFiles()).toHaveLength(3);

    const removal = new FormData();
    removal.append('userId', String(alice.id));
    removal.append('delete', '1');
    const removed = await post('/api2/user/cover/update', removal, alice.cookie);
    expect(removed.body.data.profileBgPath).toBeNull();
    expect(storedFiles()).toEqual([]);
    const gone = await get(`/images/user/${alice.id}/profile_bg.jpg`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, isError: true, errorMsgKey: 'error.not_found' });
  });

  it('answers 404 at profile_bg.jpg for a user without a cover or an unknown user, 400 for a bad id', async () => {
    expect((await get(`/images/user/${bob.id}/profile_bg.jpg`)).statusCode).toBe(404);
    expect((await get('/images/user/987654321/profile_bg.jpg')).statusCode).toBe(404);
    expect((await get('/images/user/abc/profile_bg.jpg')).statusCode).toBe(400);
    expect((await get('/images/user/99999999999999999999/profile_bg.jpg')).statusCode).toBe(400);
  });
});

describe('GET and POST /api2/admin/serverIp (cover focal point)', () => {
  beforeAll(async () => {
    await t.database.db.update(users).set({ profileBgPath: null, profileBgFocalPoint: null });
    const response = await post(
      '/api2/user/cover/update',
      coverForm(await solid(300, 100).jpeg().toBuffer(), alice.id),
      alice.cookie,
    );
    expect(response.status).toBe(200);
  });

  const focalUrl = (query: string) => `/api2/admin/serverIp?${query}`;
  const getFocal = (query: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: focalUrl(query), headers: { ...baseHeaders(cookie), ...headers } });

  it('asks a guest to sign in', async () => {
    const response = await getFocal(`userId=${alice.id}&focalPoint=10,20`, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('saves the focal point from a same-origin GET and from a JSON POST', async () => {
    const viaGet = await getFocal(`userId=${alice.id}&focalPoint=12.5,80`, alice.cookie, {
      'sec-fetch-site': 'same-origin',
    });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json()).toEqual({ success: true, data: { focalPoint: '12.5,80' } });
    expect((await userRow(alice.id)).focal).toBe('12.5,80');

    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/api2/admin/serverIp',
      headers: { ...baseHeaders(alice.cookie), 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: alice.id, focalPoint: '33.333,66.666' }),
    });
    expect(viaPost.json()).toEqual({ success: true, data: { focalPoint: '33.33,66.67' } });
    expect((await userRow(alice.id)).focal).toBe('33.33,66.67');
  });

  it('refuses a cross-site GET or POST and changes nothing', async () => {
    const before = (await userRow(alice.id)).focal;
    const crossFetch = await getFocal(`userId=${alice.id}&focalPoint=1,1`, alice.cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossFetch.statusCode).toBe(403);
    expect(crossFetch.json().errorMsgKey).toBe('error.request.cross.site');
    const crossReferer = await getFocal(`userId=${alice.id}&focalPoint=1,1`, alice.cookie, {
      referer: 'https://evil.example/page',
    });
    expect(crossReferer.statusCode).toBe(403);
    const crossPost = await t.app.inject({
      method: 'POST',
      url: '/api2/admin/serverIp',
      headers: {
        ...baseHeaders(alice.cookie),
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ userId: alice.id, focalPoint: '1,1' }),
    });
    expect(crossPost.statusCode).toBe(403);
    expect((await userRow(alice.id)).focal).toBe(before);
  });

  it("refuses another user's userId with 403 and a user without a cover with 404", async () => {
    const other = await getFocal(`userId=${bob.id}&focalPoint=1,1`, alice.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorMsgKey).toBe('error.access_deny');
    const noCover = await getFocal(`userId=${bob.id}&focalPoint=1,1`, bob.cookie);
    expect(noCover.statusCode).toBe(404);
    expect((await userRow(bob.id)).focal).toBeNull();
  });

  it.each([
    'focalPoint=NaN,50',
    'focalPoint=-1,50',
    'focalPoint=100.5,50',
    'focalPoint=99999999999,1',
    'focalPoint=50,50,evil',
    'focalPoint=50%2C50%00',
    'focalPoint=1e2,1',
    'focalPoint=10,10&focalPoint=20,20',
    'focalPoint=',
    '',
  ])('refuses %j with 400', async (query) => {
    const before = (await userRow(alice.id)).focal;
    const response = await getFocal(`userId=${alice.id}&${query}`, alice.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsgKey).toBe('error.validation.failed');
    expect((await userRow(alice.id)).focal).toBe(before);
  });

  it('refuses a userId written as text or a float in the JSON body', async () => {
    for (const userId of [String(alice.id), alice.id + 0.5, -alice.id, 2 ** 53]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api2/admin/serverIp',
        headers: { ...baseHeaders(alice.cookie), 'content-type': 'application/json' },
        payload: JSON.stringify({ userId, focalPoint: '1,1' }),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /images/*', () => {
  let photoPath: string;
  beforeAll(async () => {
    const response = await post(
      '/api2/account/photo',
      photoForm(await solid(100, 100).jpeg().toBuffer()),
      alice.cookie,
    );
    photoPath = response.body.data.photoPath;
    fs.writeFileSync(path.join(dataDir, 'secret.jpg'), 'outside the upload root');
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'outside the upload root');
  });

  it('answers 404 in the envelope for an unknown image', async () => {
    const response = await get('/images/u/1/ffffffffffffffffffffffffffffffff-m.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, isError: true, errorMsgKey: 'error.not_found' });
  });

  it.each([
    '/images/../secret.jpg',
    '/images/..%2Fsecret.jpg',
    '/images/%2e%2e/secret.jpg',
    '/images/%2E%2E%2Fsecret.jpg',
    '/images/u/..%2F..%2Fsecret.jpg',
    '/images/u/1/..%2f..%2f..%2fsecret.jpg',
    '/images/%252e%252e%252fsecret.jpg',
    '/images/..%5Csecret.jpg',
    '/images/....//secret.jpg',
    '/images//etc/passwd',
    '/images/%2Fetc%2Fpasswd',
    '/images/../../../../etc/passwd',
    '/images/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/images/..%c0%afsecret.jpg',
    '/images/secret.jpg%00.png',
    '/images/../secret.txt',
    '/images/u/1/x.jpg%0d%0aSet-Cookie:%20a=b',
  ])('never serves anything outside the upload root: %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('outside the upload root');
    expect(response.body).not.toContain('root:');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a focal-point parameter on an image address and refuses other query fields', async () => {
    const withFocal = await get(`${photoPath.replace('.jpg', '-m.jpg')}?focalPoint=20,30`);
    expect(withFocal.statusCode).toBe(200);
    expect(withFocal.headers['content-type']).toBe('image/jpeg');
    expect((await get(`${photoPath.replace('.jpg', '-m.jpg')}?focalPoint=20,30,evil`)).statusCode).toBe(400);
    expect((await get(`${photoPath.replace('.jpg', '-m.jpg')}?evil=1`)).statusCode).toBe(400);
  });

  it('sends images with a locked-down policy when opened on their own', async () => {
    const response = await get(photoPath.replace('.jpg', '-l.jpg'));
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });
});
