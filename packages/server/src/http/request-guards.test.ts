import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const inject = (url: string, options: { method?: 'GET' | 'POST'; type?: string; payload?: string } = {}) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      ...(options.type ? { 'content-type': options.type } : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });

describe('requests no route can read (issue 12)', () => {
  it('answers 400 to a NUL byte anywhere in the address, pages and calls alike', async () => {
    for (const url of [
      '/@%00',
      '/blogs/%00',
      '/profile/%00',
      '/story/1/%00.html',
      '/search?q=%00',
      '/api2/topic/feed?topicId=%00',
      '/api2/user/profile?username=a%00b',
      '/api2/search/autocomplete?q=%00',
    ]) {
      const response = await inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, isError: true, errorCode: 1005 });
    }
  });

  it('answers 415 to a JSON body in another charset than UTF-8, and reads UTF-8 as before', async () => {
    const payload = JSON.stringify({ email: 'a@example.com', password: 'x' });
    for (const type of [
      'application/json; charset=latin1',
      'application/json;charset="ISO-8859-1"',
      'application/json; charset=utf-16',
    ]) {
      const response = await inject('/api/auth/login/p.json', { method: 'POST', type, payload });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().errorCode, type).toBe(1007);
    }
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=UTF8',
    ]) {
      const response = await inject('/api/auth/login/p.json', { method: 'POST', type, payload });
      expect(response.statusCode, type).not.toBe(415);
      expect(response.statusCode, type).toBeLessThan(500);
    }
  });
});
