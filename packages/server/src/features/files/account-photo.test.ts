import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { animatedGif, gifWithHiddenText, phoneJpeg, solid, transparentPng } from '../../test/images.ts';
import {
  photoForm,
  type SignedInUser,
  startUploadApp,
  stopUploadApp,
  uploadRequests,
} from '../../test/upload-fixtures.ts';
import { users } from '../accounts/tables.ts';

let t: TestApp;
let uploadRoot: string;
let alice: SignedInUser;
beforeAll(async () => {
  ({ t, uploadRoot, alice } = await startUploadApp());
});
afterAll(() => stopUploadApp(t));

const { storedFiles, userRow, post, get, servedWidths } = uploadRequests(() => t);

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
