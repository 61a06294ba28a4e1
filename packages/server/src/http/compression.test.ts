import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compression (issue 12)', () => {
  it('sends a JSON answer in Brotli, else gzip, else as it is, and says it varies by Accept-Encoding', async () => {
    const plain = await get('/api2/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await get('/api2/docs/json', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await get('/api2/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('leaves small answers alone: compressing them would cost more than it saves', async () => {
    const small = await get('/api2/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
