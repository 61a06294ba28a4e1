import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { solid } from '../../test/images.ts';
import {
  photoForm,
  type SignedInUser,
  startUploadApp,
  stopUploadApp,
  uploadRequests,
} from '../../test/upload-fixtures.ts';

let t: TestApp;
let dataDir: string;
let alice: SignedInUser;
beforeAll(async () => {
  ({ t, dataDir, alice } = await startUploadApp());
});
afterAll(() => stopUploadApp(t));

const { post, get } = uploadRequests(() => t);

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

  it('answers a file that fails to read with a JSON 500, not with the image type, length or a year of caching', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('read failed'), { code: 'EIO' }));
      },
    });
    vi.spyOn(t.app.services.files.storage, 'open').mockResolvedValueOnce({ stream: failing, size: 5000 });
    const response = await get(photoPath.replace('.jpg', '-l.jpg'));
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.json()).toMatchObject({ success: false, errorMsgKey: 'error.unexpected_error' });
  });
});
