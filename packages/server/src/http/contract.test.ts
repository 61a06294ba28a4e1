import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.ts';
import { users } from '../features/accounts/tables.ts';
import { createClient, createTestApp, type TestApp } from '../test/app.ts';

/** DESIGN §3 and TESTING §3: the envelope, CSRF defence, content types and limits of every JSON route. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signup = {
  email: 'new@example.com',
  password: 'a-long-secret',
  username: 'newbie',
  displayName: 'New Bie',
};
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('cross-site requests', () => {
  it('refuses a foreign Origin before anything is written', async () => {
    const before = await userCount();
    const response = await createClient(t.app).post('/api2/account/signup', signup, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      success: false,
      isError: true,
      errorMsgKey: 'error.request.cross.site',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an opaque origin and a cross-site fetch', async () => {
    const client = createClient(t.app);
    expect((await client.post('/api2/account/signup', signup, { origin: 'null' })).status).toBe(403);
    expect(
      (await client.post('/api2/account/signup', signup, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
  });
});

describe('content types and sizes', () => {
  const send = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api2/account/signup',
      headers: { host: 'localhost', origin: 'http://localhost', 'content-type': contentType },
      payload,
    });

  it('answers 415 to form and text bodies on JSON routes', async () => {
    expect((await send('text/plain', JSON.stringify(signup))).statusCode).toBe(415);
    expect((await send('application/x-www-form-urlencoded', 'email=a%40b.co')).statusCode).toBe(415);
  });

  it('answers 413 one byte over the body limit', async () => {
    const padding = 'x'.repeat(JSON_BODY_LIMIT);
    const response = await send('application/json', JSON.stringify({ ...signup, displayName: padding }));
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({
      success: false,
      errorMsgKey: 'error.request.too.large',
    });
  });

  it('answers 400 to malformed JSON, in the envelope', async () => {
    const response = await send('application/json', '{"email":');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      success: false,
      isError: true,
      errorMsgKey: 'error.request.malformed',
    });
  });
});

describe('the envelope', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await createClient(t.app).get('/api2/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, isError: true, errorCode: 1003 });
  });

  it('translates messages by the language cookie and by Accept-Language', async () => {
    const client = createClient(t.app);
    const tw = await client.get('/api2/no/such/thing', { cookie: 'userLang=tw' });
    expect(tw.body.errorMsg).toBe('此內容不存在或已被刪除。');
    const id = await client.get('/api2/no/such/thing', { 'accept-language': 'id-ID,id;q=0.9' });
    expect(id.body.errorMsg).toBe('Konten ini tidak ada atau telah dihapus.');
  });

  it('names field errors in the reader language and rejects unknown fields', async () => {
    const response = await createClient(t.app).post('/api2/account/signup', {
      ...signup,
      username: 'x',
      admin: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toMatchObject({
      username: 'Please input valid username with 3 to 20 characters long',
      admin: 'This field is not accepted here',
    });
  });

  it('sends security headers on every answer', async () => {
    const response = await createClient(t.app).get('/api2/langs/ui');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.body).toMatchObject({ success: true, data: { languages: expect.any(Array) } });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api2/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body);
    expect(document.paths['/api2/account/signup'].post.requestBody).toBeDefined();
    expect(document.paths['/api/auth/login/p.json'].get).toBeDefined();
  });
});
