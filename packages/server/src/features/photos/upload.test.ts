import { PHOTO_API, UPLOAD_LIMITS } from '@masthead/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  animatedGif,
  gifWithHiddenText,
  multipartBody,
  phoneJpeg,
  pixelFloodPng,
  solid,
} from '../../test/images.ts';
import {
  type Client,
  expectError,
  photoForm,
  photoRequests,
  startPhotosApp,
  stopPhotosApp,
} from '../../test/photos-fixtures.ts';
import { insertPerson, signedInClient } from '../../test/reading-fixtures.ts';
import { libraryImages } from './tables.ts';

let t: TestApp;
let alice: Client;
let aliceId: number;
let bob: Client;
let bobId: number;
beforeAll(async () => {
  ({ t, alice, aliceId, bob, bobId } = await startPhotosApp());
});
afterAll(() => stopPhotosApp(t));

const { storedFiles, libraryCount, upload, resetLibrary } = photoRequests(() => t);

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
