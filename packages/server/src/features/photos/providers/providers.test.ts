import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO_API } from '@masthead/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertPerson, signedInClient } from '../../../test/reading-fixtures.ts';

/**
 * Each adapter against a loopback server that answers as the real API does (the JSON shapes of the
 * services' documentation), including the ways a service fails: each is a clear 503, never a 500.
 */

type Mode = 'ok' | 'status500' | 'status401' | 'notJson' | 'wrongShape' | 'slow' | 'huge';
let mode: Mode = 'ok';
let seen: { path: string; query: URLSearchParams; authorization: string | undefined }[] = [];

const giphyAnswer = {
  data: [
    {
      type: 'gif',
      id: '3o7abKhOpu0NwenH3O',
      url: 'https://giphy.com/gifs/cat-3o7abKhOpu0NwenH3O',
      title: 'Happy Cat GIF',
      rating: 'g',
      images: {
        original: {
          height: '480',
          width: '480',
          size: '5234567',
          url: 'https://media1.giphy.com/media/3o7abKhOpu0NwenH3O/giphy.gif?cid=abc&rid=giphy.gif&ct=g',
        },
        downsized: {
          height: '360',
          width: '360',
          size: '1234567',
          url: 'https://media1.giphy.com/media/3o7abKhOpu0NwenH3O/giphy-downsized.gif?cid=abc&rid=giphy-downsized.gif&ct=g',
        },
        fixed_width: {
          height: '200',
          width: '200',
          size: '123456',
          url: 'https://media1.giphy.com/media/3o7abKhOpu0NwenH3O/200w.gif?cid=abc&rid=200w.gif&ct=g',
        },
      },
      user: {
        avatar_url: 'https://media2.giphy.com/avatars/cats/x.gif',
        profile_url: 'https://giphy.com/catsofgiphy/',
        username: 'catsofgiphy',
        display_name: 'Cats of GIPHY',
      },
    },
    {
      type: 'gif',
      id: 'xT9IgG50Fb7Mi0prBC',
      title: 'No user',
      images: {
        original: { height: 270, width: 480, url: 'https://i.giphy.com/media/xT9IgG50Fb7Mi0prBC/giphy.gif' },
      },
    },
    {
      type: 'gif',
      id: 'evil',
      title: 'Hosted elsewhere',
      images: { original: { height: '1', width: '1', url: 'https://evil.example/giphy.gif' } },
    },
  ],
  pagination: { total_count: 3, count: 3, offset: 0 },
  meta: { status: 200, msg: 'OK', response_id: 'x' },
};

const unsplashAnswer = {
  total: 133,
  total_pages: 7,
  results: [
    {
      id: 'eOLpJytrbsQ',
      created_at: '2014-11-18T14:35:36-05:00',
      width: 4000,
      height: 3000,
      color: '#A7A2A1',
      description: 'A man drinking a coffee.',
      urls: {
        raw: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=1',
        full: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?q=75&fm=jpg',
        regular: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?w=1080',
        small: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?w=400',
        thumb: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?w=200',
      },
      links: {
        self: 'https://api.unsplash.com/photos/eOLpJytrbsQ',
        html: 'https://unsplash.com/photos/eOLpJytrbsQ',
        download_location: 'https://api.unsplash.com/photos/eOLpJytrbsQ/download',
      },
      user: {
        id: 'Ul0QVz12Goo',
        username: 'ugmonk',
        name: 'Jeff Sheldon',
        links: { self: 'https://api.unsplash.com/users/ugmonk', html: 'https://unsplash.com/@ugmonk' },
      },
    },
  ],
};

const pexelsAnswer = {
  total_results: 10000,
  page: 1,
  per_page: 1,
  photos: [
    {
      id: 3573351,
      width: 3066,
      height: 3968,
      url: 'https://www.pexels.com/photo/trees-during-day-3573351/',
      photographer: 'Lukas Rodriguez',
      photographer_url: 'https://www.pexels.com/@lukas-rodriguez-1845331',
      photographer_id: 1845331,
      avg_color: '#374824',
      src: {
        original: 'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png',
        large2x:
          'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940',
        large:
          'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&h=650&w=940',
        medium:
          'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&h=350',
        small:
          'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&h=130',
        tiny: 'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280',
      },
      liked: false,
      alt: 'Brown Rocks During Golden Hour',
    },
  ],
  next_page: 'https://api.pexels.com/v1/search/?page=2&per_page=1&query=nature',
};

function answerFor(path: string) {
  if (path === '/giphy/v1/gifs/search') return giphyAnswer;
  if (path === '/unsplash/search/photos') return unsplashAnswer;
  if (path === '/pexels/v1/search') return pexelsAnswer;
  return null;
}

let api: Server;
let apiRoot = '';

function handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
  const answer = answerFor(url.pathname);
  if (!answer)
    return res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
  switch (mode) {
    case 'status500':
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":["Internal"]}');
    case 'status401':
      return res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"errors":["OAuth error: invalid"]}');
    case 'notJson':
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Rate limit exceeded</html>');
    case 'wrongShape':
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"data":"nope","results":7,"photos":null}');
    case 'huge':
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(`"${'x'.repeat(3 * 1024 * 1024)}"`);
    case 'slow': {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 200);
      res.on('close', () => clearInterval(timer));
      return;
    }
    default:
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }
}

beforeAll(async () => {
  api = createServer(handle);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiRoot = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});
beforeEach(() => {
  mode = 'ok';
  seen = [];
});

const withKeys =
  (keys: Partial<Pick<AppConfig['photoSearch'], 'giphyKey' | 'unsplashKey' | 'pexelsKey'>>) =>
  (config: AppConfig): AppConfig => ({
    ...config,
    outbound: { allowLoopback: true, timeoutMs: 1000 },
    photoSearch: {
      giphyKey: null,
      unsplashKey: null,
      pexelsKey: null,
      ...keys,
      giphyApiUrl: `${apiRoot}/giphy`,
      unsplashApiUrl: `${apiRoot}/unsplash/`,
      pexelsApiUrl: `${apiRoot}/pexels`,
    },
  });

async function appWith(keys: Parameters<typeof withKeys>[0]) {
  const t = await createTestApp(withKeys(keys));
  const person = await insertPerson(t.database.db);
  return { t, client: await signedInClient(t, person.id) };
}

describe('with every key set', () => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signedInClient>>;
  beforeAll(async () => {
    ({ t, client } = await appWith({ giphyKey: 'gk-123', unsplashKey: 'uk-456', pexelsKey: 'pk-789' }));
  });
  afterAll(() => t?.close());

  it('GIFs come from GIPHY: key, query, limit and offset sent; hits with credit; foreign hosts dropped', async () => {
    const response = await client.post(PHOTO_API.searchGif, { q: 'happy cat', page: 2, limit: 13 });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/giphy/v1/gifs/search');
    expect(Object.fromEntries(seen[0]?.query ?? [])).toMatchObject({
      api_key: 'gk-123',
      q: 'happy cat',
      limit: '13',
      offset: '12',
    });
    expect(response.body.data.photos).toEqual([
      {
        id: '3o7abKhOpu0NwenH3O',
        photo: giphyAnswer.data[0]?.images.fixed_width?.url,
        full: giphyAnswer.data[0]?.images.downsized?.url,
        source: 'giphy',
        width: 360,
        height: 360,
        attribution: { name: 'Cats of GIPHY', url: 'https://giphy.com/catsofgiphy/' },
      },
      {
        id: 'xT9IgG50Fb7Mi0prBC',
        photo: 'https://i.giphy.com/media/xT9IgG50Fb7Mi0prBC/giphy.gif',
        full: 'https://i.giphy.com/media/xT9IgG50Fb7Mi0prBC/giphy.gif',
        source: 'giphy',
        width: 480,
        height: 270,
        attribution: null,
      },
    ]);
  });

  it('still photos come from Unsplash first (Client-ID key, query, page, per_page), with the photographer credited', async () => {
    const response = await client.post(PHOTO_API.searchStill, { q: 'coffee', page: 3, limit: 13 });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/unsplash/search/photos');
    expect(seen[0]?.authorization).toBe('Client-ID uk-456');
    expect(Object.fromEntries(seen[0]?.query ?? [])).toEqual({ query: 'coffee', page: '3', per_page: '13' });
    expect(response.body.data.photos).toEqual([
      {
        id: 'eOLpJytrbsQ',
        photo: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?w=400',
        full: 'https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?w=1080',
        source: 'unsplash',
        width: 4000,
        height: 3000,
        attribution: {
          name: 'Jeff Sheldon',
          url: 'https://unsplash.com/@ugmonk?utm_source=masthead&utm_medium=referral',
        },
      },
    ]);
  });

  it.each([
    ['status500', 'an error status'],
    ['status401', 'a refused key'],
    ['notJson', 'an HTML page'],
    ['wrongShape', 'JSON of another shape'],
    ['huge', 'an answer over the size cap'],
    ['slow', 'an answer slower than the deadline'],
  ] as const)('a service answering %s (%s) gives a clear 503, never a 500', async (failure, _why) => {
    mode = failure;
    for (const url of [PHOTO_API.searchGif, PHOTO_API.searchStill]) {
      const response = await client.post(url, { q: 'cat' });
      expect(response.status, url).toBe(503);
      expect(response.body).toMatchObject({
        success: false,
        isError: true,
        errorMsgKey: 'error.service.unavailable',
      });
      expect(JSON.stringify(response.body)).not.toMatch(/127\.0\.0\.1|uk-456|gk-123|stack/);
    }
  });
});

describe('with one key', () => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signedInClient>>;
  beforeAll(async () => {
    ({ t, client } = await appWith({ pexelsKey: 'pk-789' }));
  });
  afterAll(() => t?.close());

  it('still photos come from Pexels (Authorization: key), with the photographer credited', async () => {
    const response = await client.post(PHOTO_API.searchStill, { q: 'nature', page: 1, limit: 13 });
    expect(response.status).toBe(200);
    expect(seen[0]?.path).toBe('/pexels/v1/search');
    expect(seen[0]?.authorization).toBe('pk-789');
    expect(Object.fromEntries(seen[0]?.query ?? [])).toEqual({ query: 'nature', page: '1', per_page: '13' });
    expect(response.body.data.photos).toEqual([
      {
        id: '3573351',
        photo: pexelsAnswer.photos[0]?.src.medium,
        full: pexelsAnswer.photos[0]?.src.large2x,
        source: 'pexels',
        width: 3066,
        height: 3968,
        attribution: { name: 'Lukas Rodriguez', url: 'https://www.pexels.com/@lukas-rodriguez-1845331' },
      },
    ]);
  });

  it('GIFs, with no GIF service key, come from the site library and never leave the server', async () => {
    const response = await client.post(PHOTO_API.searchGif, { q: 'cat' });
    expect(response.status).toBe(200);
    expect(response.body.data.photos).toEqual([]);
    expect(seen).toEqual([]);
  });
});
