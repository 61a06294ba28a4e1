import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_API, UPLOAD_LIMITS } from '@masthead/core';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeFetch } from '../../http/safe-fetch.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, signedInClient } from '../../test/reading-fixtures.ts';
import {
  animatedGif,
  gifWithHiddenText,
  imageBlob,
  multipartBody,
  phoneJpeg,
  pixelFloodPng,
  solid,
} from '../files/test-images.ts';
import { createPhotosService } from './service.ts';
import { libraryImages } from './tables.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;

let t: TestApp;
let dataDir: string;
let uploadRoot: string;
let alice: Client;
let aliceId: number;
let bob: Client;
let bobId: number;

/** A stand-in for the services' image hosts: a loopback server answering by path. */
let cdn: Server;
let cdnPort = 0;
let cdnRequests: string[] = [];
const cdnBodies = new Map<string, { status: number; type: string; body: Buffer }>();
/** The addresses the importer asked for (before the test's redirection to loopback). */
let requestedUrls: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-photos-'));
  uploadRoot = path.join(dataDir, 'uploads');
  t = await createTestApp((config) => ({
    ...config,
    dataDir,
    outbound: { allowLoopback: false, timeoutMs: 3000 },
    rateLimits: { ...config.rateLimits, photoSearchesPerMinute: 25, photoStoresPerHour: 60 },
  }));
  aliceId = (await insertPerson(t.database.db, { username: 'alice' })).id;
  bobId = (await insertPerson(t.database.db, { username: 'bob' })).id;
  alice = await signedInClient(t, aliceId);
  bob = await signedInClient(t, bobId);

  cdn = createServer((req, res) => {
    cdnRequests.push(req.url ?? '');
    const answer = cdnBodies.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!answer) {
      res.writeHead(404).end('no');
      return;
    }
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnPort = (cdn.address() as AddressInfo).port;

  // The importer keeps its rules (host per source, https, size cap); only the last leg is sent to the
  // test's loopback server instead of the real image host.
  t.app.services.photos = createPhotosService({
    db: t.database.db,
    config: t.config,
    clock: t.now,
    files: t.app.services.files,
    fetch: (url, options) => {
      requestedUrls.push(url);
      const target = new URL(url);
      return safeFetch(`http://127.0.0.1:${cdnPort}${target.pathname}${target.search}`, {
        ...options,
        allowLoopback: true,
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => cdn?.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = (): string[] =>
  fs.existsSync(uploadRoot)
    ? (fs.readdirSync(uploadRoot, { recursive: true }) as string[])
        .filter((name) => fs.statSync(path.join(uploadRoot, name)).isFile())
        .sort()
    : [];

const libraryCount = async () => (await t.database.db.select({ n: count() }).from(libraryImages))[0]?.n ?? 0;

async function upload(form: FormData, cookie?: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(form);
  const response = await t.app.inject({
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

const photoForm = (bytes: Uint8Array, fileName = 'a.jpg', fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', imageBlob(bytes), fileName);
  return form;
};

const expectError = (
  response: { status: number; body: { errorMsgKey?: string } },
  status: number,
  code: string,
) =>
  expect({ status: response.status, key: response.body.errorMsgKey }).toEqual({
    status,
    key: `error.${code}`,
  });

async function resetLibrary() {
  await t.database.db.delete(libraryImages);
  fs.rmSync(uploadRoot, { recursive: true, force: true });
}

describe('POST /api2/photo/upload', () => {
  beforeEach(resetLibrary);

  it('asks a guest to sign in and stores nothing', async () => {
    const response = await upload(photoForm(await solid(100, 100).jpeg().toBuffer()));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
    expect(storedFiles()).toEqual([]);
    expect(await libraryCount()).toBe(0);
  });

  it('stores a JPEG upright in three sizes without metadata, and answers a StoredPhoto', async () => {
    const response = await upload(
      photoForm(await phoneJpeg(2000, 1000), 'holiday.jpg', { focalPoint: '20,30.5' }),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    const photo = response.body.data;
    expect(photo).toEqual({
      photoPath: expect.stringMatching(new RegExp(`^/images/u/${aliceId}/[0-9a-f]{32}\\.jpg$`)),
      focalPoint: '20,30.5',
      width: 1000,
      height: 2000,
    });
    expect(storedFiles()).toHaveLength(3);
    const xl = await t.app.inject({ method: 'GET', url: photo.photoPath.replace('.jpg', '-xl.jpg') });
    expect(xl.statusCode).toBe(200);
    expect(xl.rawPayload.includes('Secret Copyright')).toBe(false);
    const [row] = await t.database.db.select().from(libraryImages);
    expect(row).toMatchObject({
      ownerId: aliceId,
      path: photo.photoPath,
      isGif: false,
      title: '',
      source: 'upload',
    });
  });

  it('stores the same picture once, whoever uploads it; a different crop is a different picture', async () => {
    const jpeg = await solid(400, 300, '#884422').jpeg().toBuffer();
    const first = await upload(photoForm(jpeg), alice.cookie);
    const second = await upload(photoForm(jpeg, 'again.jpg', { focalPoint: '10,10' }), bob.cookie);
    expect(second.status).toBe(200);
    expect(second.body.data.photoPath).toBe(first.body.data.photoPath);
    expect(second.body.data.focalPoint).toBe('10,10');
    expect(first.body.data.focalPoint).toBe('50,50');
    expect(storedFiles()).toHaveLength(3);
    expect(await libraryCount()).toBe(1);

    const cropped = await upload(photoForm(jpeg, 'a.jpg', { crop: '0,0,200,100' }), bob.cookie);
    expect(cropped.status).toBe(200);
    expect(cropped.body.data).toMatchObject({ width: 200, height: 100 });
    expect(cropped.body.data.photoPath).not.toBe(first.body.data.photoPath);
    expect(await libraryCount()).toBe(2);
  });

  it('keeps a GIF as one file, animated, minus hidden text', async () => {
    const gif = await animatedGif();
    const response = await upload(
      photoForm(gifWithHiddenText(gif, 'comment', '<script>x</script>'), 'fun.gif'),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      photoPath: expect.stringMatching(/\.gif$/),
      width: 30,
      height: 20,
      focalPoint: '50,50',
    });
    expect(storedFiles()).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: response.body.data.photoPath });
    expect(served.rawPayload.equals(gif)).toBe(true);
  });

  describe('refusals (TESTING §5): a 4xx, no file written, no row', () => {
    let jpeg: Buffer;
    beforeAll(async () => {
      jpeg = await solid(64, 64).jpeg().toBuffer();
    });

    async function expectRefused(form: FormData, status: number, code: string) {
      const response = await upload(form, alice.cookie);
      expectError(response, status, code);
      expect(storedFiles()).toEqual([]);
      expect(await libraryCount()).toBe(0);
      return response;
    }

    it('the limit + 1 byte (413)', async () => {
      const tooLarge = Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1, 0);
      jpeg.copy(tooLarge);
      await expectRefused(photoForm(tooLarge), 413, 'request.too.large');
    });

    it('a pixel flood and a decompression bomb (413)', async () => {
      await expectRefused(
        photoForm(await pixelFloodPng(100_000, 100_000), 'f.png'),
        413,
        'request.too.large',
      );
      await expectRefused(photoForm(await pixelFloodPng(6400, 6400), 'f.png'), 413, 'request.too.large');
    });

    it.each([
      ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'x.svg'],
      ['HTML named .jpg', '<!doctype html><script>alert(1)</script>', 'x.jpg'],
      ['script named .jpg', 'fetch("/api2/account")', 'x.jpg'],
    ])('%s (415)', async (_label, content, name) => {
      await expectRefused(photoForm(Buffer.from(content), name), 415, 'file.invalid.image');
    });

    it('an empty file', async () => {
      await expectRefused(photoForm(new Uint8Array(), 'e.jpg'), 400, 'file.empty');
    });

    it.each([
      '../../../etc/cron.d/evil.jpg',
      '..\\evil.jpg',
      'evil\u0000.jpg',
      'photo\u202egpj.exe',
      `${'a'.repeat(300)}.jpg`,
    ])('the file name %j', async (name) => {
      const response = await expectRefused(photoForm(jpeg, name), 400, 'validation.failed');
      expect(Object.keys(response.body.errors.fields)).toEqual(['photo']);
    });

    it.each(['NaN,50', '-1,50', '50,-1', '101,50', '1e9,1', '50,50,evil', 'Infinity,5', '', ' 50,50'])(
      'the focal point %j',
      async (focalPoint) => {
        const response = await expectRefused(
          photoForm(jpeg, 'a.jpg', { focalPoint }),
          400,
          'validation.failed',
        );
        expect(Object.keys(response.body.errors.fields)).toEqual(['focalPoint']);
      },
    );

    it.each(['NaN,0,10,10', '-5,0,10,10', '0,0,99999,10', '0,0,10,10,evil', '60,60,10,10'])(
      'the crop %j',
      async (crop) => {
        const response = await expectRefused(photoForm(jpeg, 'a.jpg', { crop }), 400, 'validation.failed');
        expect(Object.keys(response.body.errors.fields)).toEqual(['crop']);
      },
    );

    it('a missing file, unknown fields, repeated fields, 1,001 parts', async () => {
      await expectRefused(new FormData(), 400, 'validation.failed');
      await expectRefused(photoForm(jpeg, 'a.jpg', { userId: String(bobId) }), 400, 'validation.failed');
      const repeated = photoForm(jpeg, 'a.jpg', { focalPoint: '1,1' });
      repeated.append('focalPoint', '2,2');
      await expectRefused(repeated, 400, 'validation.failed');
      const many = photoForm(jpeg);
      for (let i = 0; i < 1000; i++) many.append(`f${i}`, 'x');
      await expectRefused(many, 413, 'request.too.large');
    });

    it('JSON (415) and a cross-site form (403)', async () => {
      const json = await alice.post(PHOTO_API.upload, { photo: 'x' });
      expectError(json, 415, 'request.unsupported.type');
      const { payload, contentType } = await multipartBody(photoForm(jpeg));
      const cross = await t.app.inject({
        method: 'POST',
        url: PHOTO_API.upload,
        payload,
        headers: {
          host: 'localhost',
          origin: 'https://evil.example',
          'content-type': contentType,
          cookie: alice.cookie,
        },
      });
      expect(cross.statusCode).toBe(403);
      expect(storedFiles()).toEqual([]);
    });
  });
});

describe('POST /api2/photo/external', () => {
  beforeEach(async () => {
    await resetLibrary();
    cdnBodies.clear();
    cdnRequests = [];
    requestedUrls = [];
  });

  it('asks a guest to sign in', async () => {
    const response = await (await import('../../test/app.ts'))
      .createClient(t.app)
      .post(PHOTO_API.external, { url: 'https://media.giphy.com/media/x/giphy.gif', source: 'giphy' });
    expect(response.status).toBe(401);
    expect(cdnRequests).toEqual([]);
  });

  it('imports a GIF from the GIF service over https into the library, once', async () => {
    const gif = await animatedGif();
    cdnBodies.set('/media/abc/giphy.gif', { status: 200, type: 'image/gif', body: gif });
    const url = 'https://media2.giphy.com/media/abc/giphy.gif?cid=1&rid=giphy.gif';
    const response = await alice.post(PHOTO_API.external, { url, source: 'giphy', title: 'party time' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      photoPath: expect.stringMatching(new RegExp(`^/images/u/${aliceId}/[0-9a-f]{32}\\.gif$`)),
      focalPoint: '50,50',
      width: 30,
      height: 20,
    });
    expect(requestedUrls).toEqual([url]);
    const [row] = await t.database.db.select().from(libraryImages);
    expect(row).toMatchObject({ source: 'giphy', title: 'party time', isGif: true, ownerId: aliceId });

    // The same picture again (by anyone) reuses the stored one.
    const again = await bob.post(PHOTO_API.external, { url, source: 'giphy' });
    expect(again.body.data.photoPath).toBe(response.body.data.photoPath);
    expect(await libraryCount()).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('keeps https: a stock-photo link given as http is fetched over https, never the reverse', async () => {
    cdnBodies.set('/photo-1', {
      status: 200,
      type: 'image/jpeg',
      body: await solid(1600, 900).jpeg().toBuffer(),
    });
    const response = await alice.post(PHOTO_API.external, {
      url: 'http://images.unsplash.com/photo-1?w=1080',
      source: 'unsplash',
      focalPoint: '30,70',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ focalPoint: '30,70', width: 1200, height: 675 });
    expect(requestedUrls).toEqual(['https://images.unsplash.com/photo-1?w=1080']);
    expect(storedFiles()).toHaveLength(3);
  });

  it('answers a library path as stored, and refuses a path that is not in the library', async () => {
    const uploaded = await upload(photoForm(await solid(300, 200).jpeg().toBuffer()), bob.cookie);
    const path = uploaded.body.data.photoPath;
    const response = await alice.post(PHOTO_API.external, {
      url: path,
      source: 'library',
      focalPoint: '1,2',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ photoPath: path, focalPoint: '1,2', width: 300, height: 200 });
    for (const url of [
      '/images/u/1/00000000000000000000000000000000.jpg',
      '/images/../../etc/passwd',
      '/x',
    ]) {
      expectError(
        await alice.post(PHOTO_API.external, { url, source: 'library' }),
        400,
        'photo.invalid.external.path',
      );
    }
    expect(cdnRequests).toEqual([]);
  });

  it.each([
    ['https://evil.example/a.gif', 'giphy'],
    ['https://media.giphy.com.evil.example/a.gif', 'giphy'],
    ['https://evil.example/media.giphy.com/a.gif', 'giphy'],
    ['https://media.giphy.com/a.gif', 'unsplash'],
    ['https://images.unsplash.com/a', 'pexels'],
    ['https://images.pexels.com/a.jpg', 'library'],
    ['https://user@media.giphy.com/a.gif', 'giphy'],
    ['https://media.giphy.com:8443/a.gif', 'giphy'],
    ['http://127.0.0.1/a.gif', 'giphy'],
    ['http://169.254.169.254/latest/meta-data/', 'unsplash'],
    ['file:///etc/passwd', 'giphy'],
    ['gopher://media.giphy.com/a', 'giphy'],
    ['//media.giphy.com/a.gif', 'giphy'],
    ['not a url', 'pexels'],
  ])('refuses %s from %s as an invalid external path, fetching nothing', async (url, source) => {
    expectError(await alice.post(PHOTO_API.external, { url, source }), 400, 'photo.invalid.external.path');
    expect(requestedUrls).toEqual([]);
    expect(await libraryCount()).toBe(0);
  });

  it('answers photo.download.failed for a missing picture, an error, HTML or a body over the limit', async () => {
    cdnBodies.set('/500', { status: 500, type: 'text/plain', body: Buffer.from('boom') });
    cdnBodies.set('/html.jpg', {
      status: 200,
      type: 'image/jpeg',
      body: Buffer.from('<html><script>1</script>'),
    });
    cdnBodies.set('/big.jpg', {
      status: 200,
      type: 'image/jpeg',
      body: Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1),
    });
    cdnBodies.set('/flood.png', {
      status: 200,
      type: 'image/png',
      body: await pixelFloodPng(100_000, 100_000),
    });
    for (const name of ['missing.jpg', '500', 'html.jpg', 'big.jpg', 'flood.png']) {
      const response = await alice.post(PHOTO_API.external, {
        url: `https://images.pexels.com/${name}`,
        source: 'pexels',
      });
      expectError(response, 502, 'photo.download.failed');
    }
    expect(await libraryCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('validates the body: source, length, control characters, focal point, unknown fields', async () => {
    for (const body of [
      { url: 'https://media.giphy.com/a.gif', source: 'flickr' },
      { url: '', source: 'giphy' },
      { url: `https://media.giphy.com/${'a'.repeat(2100)}`, source: 'giphy' },
      { url: 'https://media.giphy.com/a\r\n.gif', source: 'giphy' },
      { url: 'https://media.giphy.com/a.gif', source: 'giphy', focalPoint: '50,50,evil' },
      { url: 'https://media.giphy.com/a.gif', source: 'giphy', title: 'x'.repeat(201) },
      { url: 'https://media.giphy.com/a.gif', source: 'giphy', userId: bobId },
      { url: 7, source: 'giphy' },
    ]) {
      expectError(await alice.post(PHOTO_API.external, body), 400, 'validation.failed');
    }
    expect(requestedUrls).toEqual([]);
  });
});

describe('POST /api2/photoSearch/still and /gif (the built-in library)', () => {
  beforeAll(async () => {
    await resetLibrary();
    const rows = [
      { title: 'celebrate confetti', isGif: true },
      { title: 'thumbs up', isGif: true },
      { title: 'Dance party', isGif: true },
      { title: 'mountain lake at dawn', isGif: false },
      { title: '', isGif: false },
      { title: '100% <b>real</b>_photo', isGif: false },
    ];
    await t.database.db.insert(libraryImages).values(
      rows.map((row, i) => ({
        ...row,
        ownerId: aliceId,
        path: `/images/demo/t${i}.${row.isGif ? 'gif' : 'jpg'}`,
        sha256: String(i).repeat(64).slice(0, 64),
        width: 200,
        height: 100,
        source: 'seed',
      })),
    );
  });

  it('finds GIFs by every word of their title, and still pictures separately', async () => {
    const gif = await alice.post(PHOTO_API.searchGif, { q: 'celebrate', page: 1, limit: 13 });
    expect(gif.status).toBe(200);
    expect(gif.body.data.photos).toEqual([
      {
        id: expect.any(String),
        photo: '/images/demo/t0.gif',
        full: '/images/demo/t0.gif',
        source: 'library',
        width: 200,
        height: 100,
        attribution: null,
      },
    ]);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'THUMBS  up' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'up thumbs' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'thumbs down' })).body.data.photos).toEqual([]);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'mountain' })).body.data.photos).toEqual([]);
    const still = await alice.post(PHOTO_API.searchStill, { q: 'lake' });
    expect(still.body.data.photos.map((p: { photo: string; full: string }) => [p.photo, p.full])).toEqual([
      ['/images/demo/t3-l.jpg', '/images/demo/t3.jpg'],
    ]);
  });

  it('matches %, _ and markup literally, and pages through results', async () => {
    expect((await alice.post(PHOTO_API.searchStill, { q: '%' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchStill, { q: '_' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchStill, { q: '<b>' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchGif, { q: "' or 1=1 --" })).body.data.photos).toEqual([]);
    const all = (await alice.post(PHOTO_API.searchGif, { q: 't', limit: 2 })).body.data.photos;
    // A page shows limit − 1 and asks one more (SPEC §9: 13 asked, 12 shown): the extra opens the next.
    const next = (await alice.post(PHOTO_API.searchGif, { q: 't', limit: 2, page: 2 })).body.data.photos;
    const last = (await alice.post(PHOTO_API.searchGif, { q: 't', limit: 2, page: 3 })).body.data.photos;
    expect(all).toHaveLength(2);
    expect(next).toHaveLength(2);
    expect(last).toHaveLength(1);
    expect(next[0].id).toBe(all[1].id);
    expect(new Set([...all, ...next, ...last].map((p: { id: string }) => p.id)).size).toBe(3);
  });

  it('validates q (1–100), page (1–50) and limit (1–30), strictly', async () => {
    for (const body of [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: 'a\u0000b' },
      { q: 'cat', page: 0 },
      { q: 'cat', page: 51 },
      { q: 'cat', page: '2' },
      { q: 'cat', limit: 31 },
      { q: 'cat', limit: 1.5 },
      { q: 'cat', limit: [8] },
      { q: 'cat', type: 'gif' },
      { q: ['cat'] },
    ]) {
      expectError(await alice.post(PHOTO_API.searchGif, body), 400, 'validation.failed');
    }
  });

  it('asks a guest to sign in', async () => {
    const { createClient } = await import('../../test/app.ts');
    const response = await createClient(t.app).post(PHOTO_API.searchStill, { q: 'lake' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('limits searches per account (429 with Retry-After at N + 1), not per address', async () => {
    const carol = await signedInClient(t, (await insertPerson(t.database.db)).id);
    const limit = t.config.rateLimits.photoSearchesPerMinute;
    // Start at the beginning of a minute window so that the N calls fall in one window.
    const now = t.now().getTime();
    t.advance(60_000 - (now % 60_000) + 10);
    for (let i = 0; i < limit; i++) {
      expect((await carol.post(PHOTO_API.searchGif, { q: 'dance' })).status).toBe(200);
    }
    const refused = await carol.post(PHOTO_API.searchGif, { q: 'dance' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account is not held back.
    expect((await bob.post(PHOTO_API.searchGif, { q: 'dance' })).status).toBe(200);
    t.advance(61_000);
    expect((await carol.post(PHOTO_API.searchGif, { q: 'dance' })).status).toBe(200);
  });
});

describe('library rows', () => {
  it('keep a picture when its first owner leaves', async () => {
    await resetLibrary();
    const dave = await insertPerson(t.database.db);
    const client = await signedInClient(t, dave.id);
    const response = await upload(photoForm(await solid(90, 90, '#123456').jpeg().toBuffer()), client.cookie);
    expect(response.status).toBe(200);
    const { users } = await import('../accounts/tables.ts');
    await t.database.db.delete(users).where(eq(users.id, dave.id));
    const [row] = await t.database.db.select().from(libraryImages);
    expect(row).toMatchObject({ ownerId: null, path: response.body.data.photoPath });
    const metadata = await sharp(
      (await t.app.inject({ method: 'GET', url: response.body.data.photoPath.replace('.jpg', '-m.jpg') }))
        .rawPayload,
    ).metadata();
    expect(metadata.width).toBe(80);
  });
});
