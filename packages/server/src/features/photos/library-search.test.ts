import { PHOTO_API } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  type Client,
  expectError,
  photoRequests,
  startPhotosApp,
  stopPhotosApp,
} from '../../test/photos-fixtures.ts';
import { insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { libraryImages } from './tables.ts';

let t: TestApp;
let alice: Client;
let aliceId: number;
let bob: Client;
beforeAll(async () => {
  ({ t, alice, aliceId, bob } = await startPhotosApp());
});
afterAll(() => stopPhotosApp(t));

const { resetLibrary } = photoRequests(() => t);

describe('POST /api2/photoSearch/still and /gif (the built-in library)', () => {
  beforeAll(async () => {
    await resetLibrary();
    const rows = [
      { title: 'celebrate confetti', isGif: true },
      { title: 'thumbs up', isGif: true },
      { title: 'Dance party', isGif: true },
      { title: 'mountain lake at dawn', isGif: false },
      { title: '', isGif: false },
      { title: '100% <b>real</b>_photo', isGif: false },
    ];
    await t.database.db.insert(libraryImages).values(
      rows.map((row, i) => ({
        ...row,
        ownerId: aliceId,
        path: `/images/demo/t${i}.${row.isGif ? 'gif' : 'jpg'}`,
        sha256: String(i).repeat(64).slice(0, 64),
        width: 200,
        height: 100,
        source: 'seed',
      })),
    );
  });

  it('finds GIFs by every word of their title, and still pictures separately', async () => {
    const gif = await alice.post(PHOTO_API.searchGif, { q: 'celebrate', page: 1, limit: 13 });
    expect(gif.status).toBe(200);
    expect(gif.body.data.photos).toEqual([
      {
        id: expect.any(String),
        photo: '/images/demo/t0.gif',
        full: '/images/demo/t0.gif',
        source: 'library',
        width: 200,
        height: 100,
        attribution: null,
      },
    ]);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'THUMBS  up' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'up thumbs' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'thumbs down' })).body.data.photos).toEqual([]);
    expect((await alice.post(PHOTO_API.searchGif, { q: 'mountain' })).body.data.photos).toEqual([]);
    const still = await alice.post(PHOTO_API.searchStill, { q: 'lake' });
    expect(still.body.data.photos.map((p: { photo: string; full: string }) => [p.photo, p.full])).toEqual([
      ['/images/demo/t3-l.jpg', '/images/demo/t3.jpg'],
    ]);
  });

  it('finds an untitled picture by the title and alt text of the published story it illustrates (issue 13)', async () => {
    const path = '/images/demo/t4.jpg';
    const story = await insertStory(t.database.db, aliceId, {
      title: 'Night ferry to Keelung',
      photoPath: path,
      status: 'draft',
    });
    // The alt text is written in the editor after the story exists.
    const found = async (q: string) =>
      (await alice.post(PHOTO_API.searchStill, { q })).body.data.photos.map((p: { full: string }) => p.full);
    // A draft's picture stays its owner's.
    expect(await found('ferry')).toEqual([]);
    await t.database.db
      .update(contents)
      .set({ status: 'published', photoAlt: 'Harbour lights reflected in black water' })
      .where(eq(contents.id, story.id));
    expect(await found('ferry keelung')).toEqual([path]);
    expect(await found('harbour LIGHTS')).toEqual([path]);
    expect(await found('ferry lake')).toEqual([]);
    const answer = await alice.post(PHOTO_API.searchStill, { q: 'ferry' });
    expect(answer.body.data.source).toBe('library');
  });

  it("lists the site's own pictures newest first before anything is typed, each kind apart", async () => {
    const recent = await alice.get('/api2/photoSearch/recent?kind=img&limit=13');
    expect(recent.status).toBe(200);
    expect(recent.body.data.source).toBe('library');
    const paths = recent.body.data.photos.map((p: { full: string }) => p.full);
    expect(paths).toContain('/images/demo/t3.jpg');
    expect(paths).not.toContain('/images/demo/t0.gif');
    // Pages overlap by one, as the search's do (13 asked for, 12 shown: the 13th says there is more).
    const gifs = await alice.get('/api2/photoSearch/recent?kind=gif&limit=2&page=2');
    expect(gifs.body.data.photos.map((p: { full: string }) => p.full)).toEqual([
      '/images/demo/t1.gif',
      '/images/demo/t0.gif',
    ]);
    expect((await alice.get('/api2/photoSearch/recent?kind=video')).status).toBe(400);
    expect((await alice.get('/api2/photoSearch/recent?kind=img&limit=31')).status).toBe(400);
  });

  it('matches %, _ and markup literally, and pages through results', async () => {
    expect((await alice.post(PHOTO_API.searchStill, { q: '%' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchStill, { q: '_' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchStill, { q: '<b>' })).body.data.photos).toHaveLength(1);
    expect((await alice.post(PHOTO_API.searchGif, { q: "' or 1=1 --" })).body.data.photos).toEqual([]);
    const all = (await alice.post(PHOTO_API.searchGif, { q: 't', limit: 2 })).body.data.photos;
    // A page shows limit − 1 and asks one more (SPEC §9: 13 asked, 12 shown): the extra opens the next.
    const next = (await alice.post(PHOTO_API.searchGif, { q: 't', limit: 2, page: 2 })).body.data.photos;
    const last = (await alice.post(PHOTO_API.searchGif, { q: 't', limit: 2, page: 3 })).body.data.photos;
    expect(all).toHaveLength(2);
    expect(next).toHaveLength(2);
    expect(last).toHaveLength(1);
    expect(next[0].id).toBe(all[1].id);
    expect(new Set([...all, ...next, ...last].map((p: { id: string }) => p.id)).size).toBe(3);
  });

  it('validates q (1–100), page (1–50) and limit (1–30), strictly', async () => {
    for (const body of [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: 'a\u0000b' },
      { q: 'cat', page: 0 },
      { q: 'cat', page: 51 },
      { q: 'cat', page: '2' },
      { q: 'cat', limit: 31 },
      { q: 'cat', limit: 1.5 },
      { q: 'cat', limit: [8] },
      { q: 'cat', type: 'gif' },
      { q: ['cat'] },
    ]) {
      expectError(await alice.post(PHOTO_API.searchGif, body), 400, 'validation.failed');
    }
  });

  it('asks a guest to sign in', async () => {
    const { createClient } = await import('../../test/app.ts');
    const response = await createClient(t.app).post(PHOTO_API.searchStill, { q: 'lake' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 1000, errors: { system: 'auth.fail.no.login' } });
  });

  it('limits searches per account (429 with Retry-After at N + 1), not per address', async () => {
    const carol = await signedInClient(t, (await insertPerson(t.database.db)).id);
    const limit = t.config.rateLimits.photoSearchesPerMinute;
    // Start at the beginning of a minute window so that the N calls fall in one window.
    const now = t.now().getTime();
    t.advance(60_000 - (now % 60_000) + 10);
    for (let i = 0; i < limit; i++) {
      expect((await carol.post(PHOTO_API.searchGif, { q: 'dance' })).status).toBe(200);
    }
    const refused = await carol.post(PHOTO_API.searchGif, { q: 'dance' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account is not held back.
    expect((await bob.post(PHOTO_API.searchGif, { q: 'dance' })).status).toBe(200);
    t.advance(61_000);
    expect((await carol.post(PHOTO_API.searchGif, { q: 'dance' })).status).toBe(200);
  });
});
