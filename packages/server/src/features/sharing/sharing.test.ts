import { SHORT_CODE_PATTERN } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { startOfWindow } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { shortLinks } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let addressCounter = 0;
/** Each test shortens from its own address, so the per-address limit is only met where it is tested. */
const visitor = () =>
  createClient(t.app, { ip: `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}` });
const codeOf = (shortUrl: string) => shortUrl.slice(shortUrl.lastIndexOf('/') + 1);

describe('POST /api2/url/shorten', () => {
  it('shortens a page of this site for anyone, and gives the same page the same code', async () => {
    const client = visitor();
    const first = await client.post('/api2/url/shorten', { longUrl: '/story/7/night-markets.html' });
    expect(first.status).toBe(200);
    const { shortUrl } = first.body.data;
    expect(shortUrl).toMatch(new RegExp(`^${t.config.publicUrl}/s/[0-9A-Za-z]{8}$`));
    expect(codeOf(shortUrl)).toMatch(SHORT_CODE_PATTERN);
    expect(first.body.data.longUrl).toBe('/story/7/night-markets.html');

    const absolute = await client.post('/api2/url/shorten', {
      longUrl: `${t.config.publicUrl}/story/7/night-markets.html`,
    });
    expect(absolute.body.data.shortUrl).toBe(shortUrl);
    const viaHost = await client.post('/api2/url/shorten', {
      longUrl: 'http://localhost/story/7/night-markets.html',
    });
    expect(viaHost.body.data.shortUrl).toBe(shortUrl);

    const signedIn = await signedInPerson(t);
    const again = await signedIn.client.post('/api2/url/shorten', { longUrl: '/story/7/night-markets.html' });
    expect(again.body.data.shortUrl).toBe(shortUrl);
    const rows = await t.database.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.longUrl, '/story/7/night-markets.html'));
    expect(rows).toHaveLength(1);
  });

  it('gives one code when the same page is shortened many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        visitor().post('/api2/url/shorten', { longUrl: '/post/42/together.html' }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.shortUrl)).size).toBe(1);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'https://localhost.evil.example/',
    'https://localhost@evil.example/',
    `${'http://localhost'}//evil.example`,
    'javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '/a\r\nLocation: https://evil.example',
    '/s/abcdefgh',
    '/api2/account/current',
  ])('refuses %j, which is not a page of this site', async (longUrl) => {
    const response = await visitor().post('/api2/url/shorten', { longUrl });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.longUrl).toBe('Only addresses on this site can be shortened');
  });

  it('refuses hostile input with a 4xx and no row', async () => {
    const before = await t.database.db.select().from(shortLinks);
    const client = visitor();
    for (const body of [
      {},
      { longUrl: '' },
      { longUrl: 7 },
      { longUrl: ['/a'] },
      { longUrl: `/${'a'.repeat(2048)}` },
      { longUrl: '/a', extra: 1 },
      { longUrl: '/a\u0000b' },
    ]) {
      const response = await client.post('/api2/url/shorten', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const text = await client.call('POST', '/api2/url/shorten', undefined, { 'content-type': 'text/plain' });
    expect(text.status).toBeGreaterThanOrEqual(400);
    const crossSite = await client.post(
      '/api2/url/shorten',
      { longUrl: '/ok' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await t.database.db.select().from(shortLinks)).toEqual(before);
  });

  it(`allows ${DEFAULT_RATE_LIMITS.shortenPerAddressPerHour} shortenings an hour per address, then answers 429 with Retry-After`, async () => {
    startOfWindow(t, 3_600_000);
    const client = visitor();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.shortenPerAddressPerHour; i++) {
      const response = await client.post('/api2/url/shorten', { longUrl: `/post/${i + 1}/limit.html` });
      expect(response.status, `call ${i + 1}`).toBe(200);
    }
    const over = await client.post('/api2/url/shorten', { longUrl: '/post/1/limit.html' });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visitor().post('/api2/url/shorten', { longUrl: '/post/1/limit.html' })).status).toBe(200);
    t.advance(3_600_000);
    expect((await client.post('/api2/url/shorten', { longUrl: '/post/1/limit.html' })).status).toBe(200);
  });
});

describe('GET /s/{code}', () => {
  it('redirects to the page and counts each visit', async () => {
    const longUrl = '/list/9/best-noodles.html?ref=home#top';
    const { shortUrl } = (await visitor().post('/api2/url/shorten', { longUrl })).body.data;
    const path = new URL(shortUrl).pathname;
    const visit = await t.app.inject({ method: 'GET', url: path });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(longUrl);
    expect(visit.headers['cache-control']).toContain('no-store');
    await t.app.inject({ method: 'GET', url: `${path}?fbclid=IwAR0abc&utm_source=facebook` });
    await t.app.inject({ method: 'HEAD', url: path });
    const [row] = await t.database.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.code, codeOf(shortUrl)));
    expect(row?.hits).toBe(2);
  });

  it('answers 404 for an unknown code and 400 for something that is not a code', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/s/Zz9Zz9Zz' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMsgKey).toBe('error.not_found');
    for (const url of ['/s/abc', '/s/..%2F..%2Fetc', '/s/abcdefgh%0d%0aX:1', `/s/${'a'.repeat(40)}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });
});
