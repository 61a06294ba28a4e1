import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO_API, UPLOAD_LIMITS } from '@masthead/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeFetch } from '../../http/safe-fetch.ts';
import type { TestApp } from '../../test/app.ts';
import { animatedGif, pixelFloodPng, solid } from '../../test/images.ts';
import {
  type Client,
  expectError,
  photoForm,
  photoRequests,
  startPhotosApp,
  stopPhotosApp,
} from '../../test/photos-fixtures.ts';
import { createPhotosService } from './service.ts';
import { libraryImages } from './tables.ts';

let t: TestApp;
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
  ({ t, alice, aliceId, bob, bobId } = await startPhotosApp());

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
  await stopPhotosApp(t);
  await new Promise<void>((resolve) => cdn?.close(() => resolve()));
});

const { storedFiles, libraryCount, upload, resetLibrary } = photoRequests(() => t);

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
