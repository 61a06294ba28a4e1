import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COOKIE_NAMES } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { doc, ok, saved } from '../../test/compose-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { standInPages } from './guest-cache-fixtures.ts';

let t: TestApp;
let renders: { count: number };
beforeAll(async () => {
  let stand: ReturnType<typeof standInPages> | null = null;
  const made = standInPages(() => t.database.db);
  stand = made;
  renders = made.renders;
  t = await createTestApp((config) => config, { pages: stand.pages });
});
afterAll(() => t?.close());

const guest = (headers: Record<string, string> = {}) => {
  const client = createClient(t.app);
  return (url: string, extra: Record<string, string> = {}) => client.get(url, { ...headers, ...extra });
};
/** How many renders a block of requests cost. */
async function rendersOf(block: () => Promise<unknown>) {
  const before = renders.count;
  await block();
  return renders.count - before;
}
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('guest pages from the cache', () => {
  it('renders a guest page once, then sends the same bytes with public caching headers', async () => {
    const get = guest();
    let first: Awaited<ReturnType<typeof get>> | undefined;
    let second: Awaited<ReturnType<typeof get>> | undefined;
    expect(
      await rendersOf(async () => {
        first = await get('/search.html?q=tea');
        second = await get('/search.html?q=tea');
      }),
    ).toBe(1);
    expect(first!.status).toBe(200);
    expect(second!.raw.body).toBe(first!.raw.body);
    const headers = second!.headers;
    expect(headers['cache-control']).toMatch(/^public, .*s-maxage=5, stale-while-revalidate=30/);
    expect(headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(headers.vary).toMatch(/Accept-Language, Cookie/);
    // The inline script React wrote is allowed by its hash; no nonce is shared; an injected one is not.
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${hashOf('window.page = 1;')};`);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain(hashOf('window.injected = 1;'));
    // A later page of results is not kept.
    expect(await rendersOf(() => Promise.all([1, 2].map(() => get('/search.html?q=tea&cursor=x'))))).toBe(2);
  });

  it('answers 304 to the ETag it sent, and compresses each page once', async () => {
    const get = guest();
    const page = await get('/search.html?q=etag');
    const again = await get('/search.html?q=etag', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
    expect(again.headers.etag).toBe(page.headers.etag);
    expect((await get('/search.html?q=etag', { 'if-none-match': '"other"' })).status).toBe(200);

    const br = await t.app.inject({
      url: '/search.html?q=etag',
      headers: { host: 'localhost', 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.raw.body);
    const gzip = await t.app.inject({
      url: '/search.html?q=etag',
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page.raw.body);
  });

  it('renders many guests asking at once for one page once', async () => {
    const get = guest();
    expect(
      await rendersOf(() => Promise.all(Array.from({ length: 8 }, () => get('/search.html?q=many')))),
    ).toBe(1);
  });

  it('keeps one page per language and never gives a signed-in page to anyone else', async () => {
    const english = guest({ 'accept-language': 'en' });
    const chinese = guest({ 'accept-language': 'zh-TW' });
    const cookieLang = guest({ cookie: `${COOKIE_NAMES.userLang}=in` });
    expect(
      await rendersOf(async () => {
        for (let i = 0; i < 2; i++) {
          expect((await english('/search.html?q=lang')).raw.body).toContain('lang="en"');
          expect((await chinese('/search.html?q=lang')).raw.body).toContain('lang="tw"');
          expect((await cookieLang('/search.html?q=lang')).raw.body).toContain('lang="in"');
        }
      }),
    ).toBe(3);

    const ann = await signedInPerson(t, { username: 'ann_cache' });
    const bob = await signedInPerson(t, { username: 'bob_cache' });
    // A signed-in page first: it is not kept, and the next guest gets a guest's page.
    const annPage = await ann.client.get('/search.html?q=people');
    expect(annPage.raw.body).toContain('signed in as ann_cache');
    expect(annPage.headers['cache-control']).toBe('private, no-store');
    expect(annPage.headers.etag).toBeUndefined();
    expect((await guest()('/search.html?q=people')).raw.body).toContain('a guest');
    // Then with a guest's page in the cache: each person still gets their own.
    expect((await bob.client.get('/search.html?q=people')).raw.body).toContain('signed in as bob_cache');
    expect((await ann.client.get('/search.html?q=people')).raw.body).toContain('signed in as ann_cache');
    expect((await guest()('/search.html?q=people')).raw.body).not.toContain('signed in');
  });

  it('keeps no error page, no page that sets a cookie, and no page outside the public ones', async () => {
    const get = guest();
    for (const url of [
      '/post/999999/missing.html',
      '/search.html?q=x&cookie=1',
      '/loginpage.html',
      '/nowhere',
    ]) {
      let last: Awaited<ReturnType<typeof get>> | undefined;
      expect(
        await rendersOf(async () => {
          await get(url);
          last = await get(url);
        }),
        url,
      ).toBe(2);
      expect(last!.headers['cache-control'], url).toBe('private, no-store');
      expect(last!.headers['content-security-policy'], url).toContain("'nonce-");
    }
  });
});

describe('writes that change a guest page remove it', () => {
  it('publish, update, comment, unpublish and delete each show at once', async () => {
    const author = await signedInPerson(t, { username: 'writer_cache', displayName: 'Writer One' });
    const reader = await signedInPerson(t);
    const get = guest();
    const { cgroupId } = await saved(author.client, doc({ title: 'Harbour at dawn' }));
    const story = `/post/${cgroupId}/harbour.html`;
    expect((await get('/')).raw.body).not.toContain('Harbour at dawn');
    expect((await get(story)).status).toBe(404);

    await ok(author.client, 'publish', cgroupId);
    expect((await get('/')).raw.body).toContain('Harbour at dawn by Writer One');
    expect((await get(story)).raw.body).toContain('Harbour at dawn (0 comments)');
    // Served from the cache until the next write.
    expect(await rendersOf(() => Promise.all([get('/'), get(story)]))).toBe(0);

    await saved(author.client, doc({ cgroupId, title: 'Harbour at noon' }));
    expect((await get('/')).raw.body).toContain('Harbour at noon');
    expect((await get(story)).raw.body).toContain('Harbour at noon (0 comments)');

    const comment = await reader.client.post('/api2/comment', { cgroupId, body: '<p>Lovely light.</p>' });
    expect(comment.status).toBe(200);
    expect((await get(story)).raw.body).toContain('(1 comments)');
    // A comment touches its story's page only.
    expect(await rendersOf(() => get('/'))).toBe(0);
    const commentId = comment.body.data.thread?.commentId ?? comment.body.data.commentId;
    expect((await reader.client.post('/api2/comment/delete', { commentId })).status).toBe(200);
    expect((await get(story)).raw.body).toContain('(0 comments)');

    await ok(author.client, 'unpublish', cgroupId);
    expect((await get('/')).raw.body).not.toContain('Harbour at noon');
    expect((await get(story)).status).toBe(404);

    await ok(author.client, 'publish', cgroupId);
    expect((await get(story)).status).toBe(200);
    await ok(author.client, 'delete', cgroupId);
    expect((await get(story)).status).toBe(404);
    expect((await get('/')).raw.body).not.toContain('Harbour at noon');
  });

  it("a person's new name or picture shows on their profile and on the lists", async () => {
    const author = await signedInPerson(t, { username: 'named_cache', displayName: 'Old Name' });
    const { cgroupId } = await saved(author.client, doc({ title: 'Tea terraces' }));
    await ok(author.client, 'publish', cgroupId);
    const get = guest();
    expect((await get('/profile/named_cache')).raw.body).toContain('Old Name');
    expect((await get('/')).raw.body).toContain('Tea terraces by Old Name');

    const renamed = await author.client.post('/api2/account/profile', { displayName: 'New Name' });
    expect(renamed.status).toBe(200);
    expect((await get('/profile/named_cache')).raw.body).toContain('New Name');
    expect((await get('/')).raw.body).toContain('Tea terraces by New Name');

    // A picture change goes through the files service: the cached pages go too.
    expect(await rendersOf(() => get('/profile/named_cache'))).toBe(0);
    await t.app.services.files.removePhoto(author.userId);
    expect(await rendersOf(() => get('/profile/named_cache'))).toBe(1);
  });

  it('a failed write removes nothing', async () => {
    const author = await signedInPerson(t);
    const get = guest();
    await get('/search.html?q=failed');
    const refused = await author.client.post('/api2/compose/publish', { cgroupId: 987654321 });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await rendersOf(() => get('/search.html?q=failed'))).toBe(0);
  });
});

describe('freshness', () => {
  it('renders again once the page is older than the configured seconds', async () => {
    const short = standInPages(() => quick.database.db);
    const quick = await createTestApp(
      (config) => ({ ...config, guestPageCache: { seconds: 1, maxMiB: 1 } }),
      { pages: short.pages },
    );
    try {
      const get = (url: string) => quick.app.inject({ url });
      await get('/search.html?q=ttl');
      await get('/search.html?q=ttl');
      expect(short.renders.count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await get('/search.html?q=ttl');
      expect(short.renders.count).toBe(2);
    } finally {
      await quick.close();
    }
  });
});
