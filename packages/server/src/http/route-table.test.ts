import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { HOSTILE_REQUEST_SHARDS } from '../test/hostile-requests.ts';
import { type RegisteredRoute, routeRegistry } from './route.ts';

/**
 * TESTING §1: every route is declared with schemas and says who may call it. The hostile requests every
 * route must survive are in hostile-requests-*.test.ts (test/hostile-requests.ts).
 */
let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = routeRegistry.get(t.app) ?? [];
});
afterAll(() => t?.close());

describe('route table', () => {
  it('declares a schema for what every route reads, and says who may call it', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(['public', 'signed-in', 'magazine', 'admin'], route.url).toContain(route.access);
      const readsBody = route.method.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'DELETE');
      if (readsBody) expect(route.body, `${route.method} ${route.url} body schema`).toBeDefined();
      else expect(route.query, `${route.method} ${route.url} query schema`).toBeDefined();
      if (route.url.includes(':')) expect(route.params, `${route.url} params schema`).toBeDefined();
    }
  });

  it('has one hostile-request file per shard, so that every route is fuzzed', () => {
    const files = fs
      .readdirSync(import.meta.dirname)
      .filter((name) => /^hostile-requests-\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(
      Array.from({ length: HOSTILE_REQUEST_SHARDS }, (_, index) => `hostile-requests-${index + 1}.test.ts`),
    );
  });

  it('refuses methods a route does not have without changing anything', async () => {
    for (const method of ['TRACE', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api2/account/signup',
        headers: { host: 'localhost' },
      });
      expect([404, 405]).toContain(response.statusCode);
    }
  });
});
