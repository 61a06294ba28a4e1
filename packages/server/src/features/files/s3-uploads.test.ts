import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { solid } from '../../test/images.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import {
  photoForm,
  type SignedInUser,
  startUploadApp,
  stopUploadApp,
  uploadRequests,
} from '../../test/upload-fixtures.ts';
import { createS3Storage } from './s3-storage.ts';

/** Issue 12: with S3 settings, the app's uploads go to the bucket and are served from it. */
let s3: TestS3Server;
let t: TestApp;
let alice: SignedInUser;
beforeAll(async () => {
  s3 = await startS3Server();
  ({ t, alice } = await startUploadApp((config) => ({ ...config, s3: s3.config({ prefix: 'site/' }) })));
});
afterAll(async () => {
  await stopUploadApp(t);
  await s3?.stop();
});

const { post, get, storedFiles, servedWidths } = uploadRequests(() => t);
const bucket = () => createS3Storage(s3.config({ prefix: 'site/' }));

describe('uploads on an S3-compatible bucket', () => {
  it('stores an uploaded photo in the bucket, serves it from there, and writes nothing to local disk', async () => {
    const upload = await solid(400, 300, '#1478c8').png().toBuffer();
    const response = await post(
      '/api2/account/photo',
      photoForm(upload, 'me.png', 'image/png'),
      alice.cookie,
    );
    expect(response.status).toBe(200);
    const photoPath: string = response.body.data.photoPath;
    expect(photoPath).toMatch(new RegExp(`^/images/u/${alice.id}/[0-9a-f]{32}\\.jpg$`));

    const key = photoPath.replace(/^\/images\//, '').replace(/\.jpg$/, '-xl.jpg');
    const inBucket = await bucket().open(key);
    expect(inBucket).not.toBeNull();
    const stored = await buffer(inBucket!.stream);

    const served = await get(photoPath.replace(/\.jpg$/, '-xl.jpg'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(stored.length);
    expect(served.rawPayload.equals(stored)).toBe(true);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(400);

    // The path without a size suffix is the largest size, as on disk.
    const plain = await get(photoPath);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(stored)).toBe(true);
    expect(await servedWidths(photoPath)).toEqual([80, 250, 400]);

    expect(storedFiles()).toEqual([]);
  });

  it('answers 404 for an image the bucket does not hold', async () => {
    const response = await get(`/images/u/${alice.id}/ffffffffffffffffffffffffffffffff-m.jpg`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorMsgKey: 'error.not_found' });
  });

  it('removes the old files from the bucket when the photo is replaced', async () => {
    const first = await post(
      '/api2/account/photo',
      photoForm(await solid(120, 120).jpeg().toBuffer()),
      alice.cookie,
    );
    const oldKey = (first.body.data.photoPath as string).replace(/^\/images\//, '').replace('.jpg', '-m.jpg');
    expect(await bucket().open(oldKey)).not.toBeNull();
    const second = await post(
      '/api2/account/photo',
      photoForm(await solid(130, 130).jpeg().toBuffer()),
      alice.cookie,
    );
    expect(second.status).toBe(200);
    expect(await bucket().open(oldKey)).toBeNull();
    expect((await get(second.body.data.photoPath)).statusCode).toBe(200);
    expect(storedFiles()).toEqual([]);
  });
});
