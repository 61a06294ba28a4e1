import { ERRORS } from '@masthead/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../http/api-path.ts';
import { installErrorHandler } from '../../http/error-handler.ts';
import { contentSecurityPolicy, registerPageRoutes } from './host.ts';

// The pages' catch-all as the full server registers it, with a stand-in for React Router's render
// (API tests run without the web build).
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installErrorHandler(app, (code) => ERRORS[code].status);
  app.get('/api2/health', async () => ({ success: true }));
  registerPageRoutes(app, async (_request, reply) =>
    reply.status(404).type('text/html; charset=utf-8').send('<h1>Page not found</h1>'),
  );
  await app.ready();
});

afterAll(() => app.close());

describe('the page routes with SSR on', () => {
  for (const url of ['/api2/no/such/thing', '/api/no/such/thing.json', '/api2', '/api/', '/api2?x=1']) {
    it(`GET ${url} answers the JSON 404 envelope, not the HTML page`, async () => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, isError: true, errorCode: 1003 });
    });
  }

  it('HEAD on an unknown API path answers 404 without the page', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api2/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers in the reader language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api2/no/such/thing',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(response.json().errorMsg).toBe('此內容不存在或已被刪除。');
  });

  it('still serves API routes and renders other pages', async () => {
    expect((await app.inject({ method: 'GET', url: '/api2/health' })).statusCode).toBe(200);
    for (const url of ['/', '/no/such/page', '/apiary.html', '/api2x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });
});

describe('isApiPath', () => {
  it('knows /api and /api2 and what is under them', () => {
    for (const url of ['/api', '/api2', '/api/', '/api2/x/y', '/api2?q=1', '/api#x']) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of ['/', '/apiary.html', '/api3/x', '/api2x', '/x/api2/y', '/search.html?q=/api2']) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});

describe('the page CSP', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows no third-party script, frame or connection for Stripe without the Stripe provider', () => {
    const policy = contentSecurityPolicy('abc');
    expect(policy).not.toContain('stripe');
    expect(policy).toBe(contentSecurityPolicy('abc', { stripe: false }));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com",
    );
  });

  it('with Stripe, allows Stripe.js, its frames and its API, and keeps the nonce', () => {
    const policy = contentSecurityPolicy('abc', { stripe: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' https://js.stripe.com");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });
});
