import { UPLOAD_LIMITS } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { imageBlob, multipartBody, pixelFloodPng, solid } from '../../test/images.ts';
import {
  coverForm,
  expectError,
  photoForm,
  type SignedInUser,
  startUploadApp,
  stopUploadApp,
  uploadRequests,
} from '../../test/upload-fixtures.ts';

let t: TestApp;
let alice: SignedInUser;
beforeAll(async () => {
  ({ t, alice } = await startUploadApp());
});
afterAll(() => stopUploadApp(t));

const { storedFiles, userRow, sendRaw, post } = uploadRequests(() => t);

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
