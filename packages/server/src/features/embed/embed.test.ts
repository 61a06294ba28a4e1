import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { USER_TYPE } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, insertTopic, minutesAgo } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { users } from '../accounts/tables.ts';

/**
 * Issue 19, the embed kit: the public feed JSON (pages, languages, search, CORS without credentials,
 * caching), the script under its stable and hashed names (compressed, cached), the oEmbed provider and
 * the single-story card page.
 */

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(1)>';

let t: TestApp;
let buildDir: string;
const ids: Record<string, number> = {};
let writer: { id: number; username: string };
let magazine: { id: number; username: string };

const guest = () => createClient(t.app);
const feed = (query: string, headers?: Record<string, string>) =>
  guest().get(`/api2/embed/feed?${query}`, headers);

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-build-'));
  const embedDir = path.join(buildDir, 'embed');
  fs.mkdirSync(embedDir);
  const code = Buffer.from('window.__embedTest=1;');
  const file = 'feed.embed.0123456789ab.js';
  fs.writeFileSync(path.join(embedDir, file), code);
  fs.writeFileSync(path.join(embedDir, `${file}.gz`), gzipSync(code));
  fs.writeFileSync(path.join(embedDir, `${file}.br`), Buffer.from('brotli-bytes'));
  fs.writeFileSync(path.join(embedDir, 'manifest.json'), JSON.stringify({ file, hash: '0123456789ab' }));
  t = await createTestApp((config) => ({ ...config, webBuildDir: buildDir }));
  const db = t.database.db;
  const topic = await insertTopic(db, { title: 'Night Markets' });
  writer = await insertPerson(db, { displayName: 'Lena Writer', username: `lena_${Date.now() % 1e6}` });
  magazine = await insertPerson(db, {
    displayName: 'Harbour Magazine',
    username: `harbour_${Date.now() % 1e6}`,
    userType: USER_TYPE.magazine,
  });
  for (let i = 0; i < 5; i++) {
    ids[`en${i}`] = (
      await insertStory(db, writer.id, {
        title: `Tea garden walk ${i}`,
        description: 'Oolong on the hills',
        topicIds: [topic.id],
        publishedAt: minutesAgo(100 - i),
      })
    ).id;
  }
  ids.tw = (
    await insertStory(db, writer.id, { title: '夜市小吃地圖', lang: 'tw', publishedAt: minutesAgo(50) })
  ).id;
  ids.hostile = (await insertStory(db, writer.id, { title: HOSTILE, publishedAt: minutesAgo(40) })).id;
  ids.draft = (await insertStory(db, writer.id, { title: 'Draft only', status: 'draft' })).id;
  ids.magazine = (
    await insertStory(db, writer.id, {
      title: 'For the magazine',
      publisherId: magazine.id,
      publishedAt: minutesAgo(30),
    })
  ).id;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe('GET /api2/embed/feed', () => {
  it("pages through a person's stories, newest first, with CORS for any site and no credentials", async () => {
    const first = await feed(`userId=${writer.id}&pagesize=3`, { origin: 'https://blog.example' });
    expect(first.status).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['access-control-allow-credentials']).toBeUndefined();
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    const data = first.body.data;
    expect(data.profile).toMatchObject({
      userId: writer.id,
      displayName: 'Lena Writer',
      url: `/@${writer.username}`,
    });
    expect(data.langs).toEqual(['en', 'tw']);
    expect(data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual([
      ids.magazine,
      ids.hostile,
      ids.tw,
    ]);
    expect(data.items[0].author).toMatchObject({ displayName: 'Lena Writer' });
    expect(JSON.stringify(data)).not.toMatch(/email|myVote|userRead/);
    const second = await feed(`userId=${writer.id}&pagesize=3&cursor=${data.nextCursor}`);
    expect(second.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual([
      ids.en4,
      ids.en3,
      ids.en2,
    ]);
    expect(second.body.data.langs).toEqual([]);
    expect((await feed(`userId=${writer.id}`)).body.data.items).toHaveLength(6);
  });

  it("shows a magazine's published stories, never a draft", async () => {
    const answer = await feed(`userId=${magazine.id}`);
    expect(answer.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual([ids.magazine]);
    const all = await feed(`userId=${writer.id}&pagesize=30`);
    expect(all.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).not.toContain(ids.draft);
  });

  it('filters by language and searches words by prefix and Chinese text by substring', async () => {
    const tw = await feed(`userId=${writer.id}&lang=tw`);
    expect(tw.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual([ids.tw]);
    const words = await feed(`userId=${writer.id}&pagesize=30&q=${encodeURIComponent('garden wal')}`);
    expect(words.body.data.items).toHaveLength(5);
    const summary = await feed(`userId=${writer.id}&q=oolong`);
    expect(summary.body.data.items).toHaveLength(5);
    const chinese = await feed(`userId=${writer.id}&q=${encodeURIComponent('小吃')}`);
    expect(chinese.body.data.items.map((s: { cgroupId: number }) => s.cgroupId)).toEqual([ids.tw]);
    const hostile = await feed(`userId=${writer.id}&q=${encodeURIComponent("') or 1=1 --:*&|!")}`);
    expect(hostile.status).toBe(200);
    expect(hostile.body.data.items).toEqual([]);
  });

  it('refuses bad input with a 400 (still readable cross-site) and a missing or suspended profile with 404', async () => {
    for (const query of [
      `userId=${writer.id}&pagesize=31`,
      `userId=${writer.id}&pagesize=0`,
      `userId=${writer.id}&lang=xx`,
      `userId=${writer.id}&cursor=zzz`,
      `userId=${writer.id}&q=${'a'.repeat(101)}`,
      `userId=${writer.id}&color=red`,
      'userId=abc',
      'userId=99999999999999999999',
    ]) {
      const answer = await feed(query);
      expect(answer.status, query).toBe(400);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await feed('userId=987654321')).status).toBe(404);
    const suspended = await insertPerson(t.database.db);
    await insertStory(t.database.db, suspended.id);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expect((await feed(`userId=${suspended.id}`)).status).toBe(404);
  });

  it('only the embed routes answer cross-site reads', async () => {
    const other = await guest().get(`/api2/profile/content?userId=${writer.id}`, {
      origin: 'https://blog.example',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the script', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('serves the stable name compressed, briefly cached, with an ETag', async () => {
    const br = await get('/js/ext/feed.embed.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(br.rawPayload.toString()).toBe('brotli-bytes');
    const gzip = await get('/js/ext/feed.embed.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/js/ext/feed.embed.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('window.__embedTest=1;');
    const again = await get('/js/ext/feed.embed.js', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves the hashed name for a year, and nothing else under /js/ext', async () => {
    const hashed = await get('/js/ext/feed.embed.0123456789ab.js', { 'accept-encoding': 'gzip' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/js/ext/feed.embed.ffffffffffff.js')).statusCode).toBe(404);
    expect((await get('/js/ext/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

describe('GET /oembed', () => {
  const oembed = (query: string) => guest().get(`/oembed?${query}`);
  const address = (pathname: string) => encodeURIComponent(`${t.config.publicUrl}${pathname}`);

  it('answers a story address with a rich card that frames /embed/story/{id}', async () => {
    const answer = await oembed(`url=${address(`/post/${ids.en0}/tea-garden-walk-0.html`)}&format=json`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toMatchObject({
      type: 'rich',
      version: '1.0',
      title: 'Tea garden walk 0',
      author_name: 'Lena Writer',
      provider_name: 'Masthead',
      width: 550,
    });
    expect(answer.body.html).toContain(`src="${t.config.publicUrl}/embed/story/${ids.en0}"`);
    const narrow = await oembed(`url=${address(`/story/${ids.en0}/x.html`)}&maxwidth=320&maxheight=150`);
    expect(narrow.body).toMatchObject({ width: 320, height: 150 });
    const hostile = await oembed(`url=${address(`/post/${ids.hostile}/x.html`)}`);
    expect(hostile.body.html).not.toContain('<script>');
    expect(hostile.body.html).toContain('&lt;/script&gt;');
  });

  it('answers a profile address with the feed snippet', async () => {
    for (const pathname of [`/@${writer.username}`, `/profile/p/${writer.id}`]) {
      const answer = await oembed(`url=${address(pathname)}`);
      expect(answer.status, pathname).toBe(200);
      expect(answer.body.html).toContain(`data-user-id="${writer.id}"`);
      expect(answer.body.html).toContain('/js/ext/feed.embed.js');
    }
  });

  it("answers addresses on a business's own site: its home, its writers and its stories", async () => {
    const shop = `oshop${Date.now().toString(36).slice(-5)}`;
    const { magazineUserId } = await buildMagazine(t, { kind: 'business', username: shop, seats: [] });
    const main = new URL(t.config.publicUrl);
    const site = (pathname: string, host = `${shop}.${t.config.businessHostSuffix}`) =>
      encodeURIComponent(`${main.protocol}//${host}${main.port ? `:${main.port}` : ''}${pathname}`);
    for (const pathname of ['/']) {
      const home = await oembed(`url=${site(pathname)}`);
      expect(home.status, pathname).toBe(200);
      expect(home.body.html).toContain(`data-user-id="${magazineUserId}"`);
      expect(home.body.author_url).toBe(`${t.config.publicUrl}/@${shop}`);
    }
    const writerPage = await oembed(`url=${site(`/writers/@${writer.username}`)}`);
    expect(writerPage.status).toBe(200);
    expect(writerPage.body.html).toContain(`data-user-id="${writer.id}"`);
    const story = await oembed(`url=${site(`/post/${ids.en0}/tea-garden-walk-0.html`)}`);
    expect(story.status).toBe(200);
    // The card is framed from the main site, whichever host the address was on.
    expect(story.body.html).toContain(`src="${t.config.publicUrl}/embed/story/${ids.en0}"`);
    // A host naming no open business, a magazine's name, another port or scheme: nothing.
    expect((await oembed(`url=${site('/', `nosuchshop.${t.config.businessHostSuffix}`)}`)).status).toBe(404);
    expect(
      (await oembed(`url=${site('/', `${magazine.username}.${t.config.businessHostSuffix}`)}`)).status,
    ).toBe(404);
    expect((await oembed(`url=${encodeURIComponent(`https://${shop}.evil.example/`)}`)).status).toBe(404);
    expect(
      (
        await oembed(
          `url=${encodeURIComponent(`${main.protocol}//${shop}.${t.config.businessHostSuffix}:1/`)}`,
        )
      ).status,
    ).toBe(404);
    // On a business site the main site's own forms name nothing.
    expect((await oembed(`url=${site(`/@${writer.username}`)}`)).status).toBe(404);
    expect((await oembed(`url=${site('/settings/account.html')}`)).status).toBe(404);
  });

  it('404 for unknown addresses and other hosts, 501 for other formats, 400 without a url', async () => {
    expect((await oembed(`url=${address('/post/987654321/x.html')}`)).status).toBe(404);
    expect((await oembed(`url=${address(`/post/${ids.draft}/x.html`)}`)).status).toBe(404);
    expect((await oembed(`url=${address('/settings/account.html')}`)).status).toBe(404);
    expect(
      (await oembed(`url=${encodeURIComponent(`https://evil.example/post/${ids.en0}/x.html`)}`)).status,
    ).toBe(404);
    expect((await oembed('url=not-a-url')).status).toBe(404);
    const xml = await oembed(`url=${address(`/post/${ids.en0}/x.html`)}&format=xml`);
    expect(xml.status).toBe(501);
    expect((await oembed('format=json')).status).toBe(400);
    expect((await oembed(`url=${address('/')}&maxwidth=-1`)).status).toBe(400);
  });
});

describe('GET /embed/story/:cgroupId', () => {
  it('is a page any site may frame, with its own strict policy and every text escaped', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/embed/story/${ids.hostile}?theme=dark` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;/script&gt;');
    expect(page.body).toContain('<body class="dark">');
  });

  it('speaks the language of its story', async () => {
    const premium = await insertStory(t.database.db, writer.id, {
      title: '會員限定的茶館地圖',
      lang: 'tw',
      premium: true,
    });
    const page = await t.app.inject({ method: 'GET', url: `/embed/story/${premium.id}` });
    expect(page.body).toContain('<html lang="zh-Hant">');
    expect(page.body).toContain('<span class="premium">付費內容</span>');
  });

  it('404 for a draft or an unknown story, 400 for a bad id or theme', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/embed/story/${ids.draft}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/embed/story/987654321' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/embed/story/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/embed/story/${ids.en0}?theme=red` })).statusCode).toBe(
      400,
    );
  });
});
