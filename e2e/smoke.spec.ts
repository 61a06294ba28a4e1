import { CTYPE } from '@masthead/core';
import { expect, test } from '@playwright/test';
import { bootModulesOf } from '../packages/web/app/lib/boot-after-paint.server.ts';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { publishByApi, signUpByApi } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

test('the home page is rendered on the server', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  // The HTML as it arrives, before any script runs.
  expect(html).toMatch(/<h1[\s>]/);
  const bodyClass = /<body[^>]*\sclass="([^"]*)"/.exec(html)?.[1]?.split(/\s+/) ?? [];
  expect(bodyClass).toEqual(expect.arrayContaining(['explore', 'public']));
});

test('the home page hydrates without errors and passes axe', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bexplore\b/);
  await expect(page.locator('body')).toHaveClass(/\bpublic\b/);
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});

test('the API reference is served', async ({ request }) => {
  const docs = await request.get('/api2/docs');
  expect(docs.status()).toBe(200);
  const health = await request.get('/api2/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
});

test('an unknown API address answers the JSON 404 envelope, also with the pages served', async ({
  request,
}) => {
  for (const path of ['/api2/no/such/thing', '/api/no/such/thing.json']) {
    for (const method of ['GET', 'POST'] as const) {
      const response = await request.fetch(path, { method, ...(method === 'POST' ? { data: {} } : {}) });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()['content-type'], `${method} ${path}`).toContain('application/json');
      expect(await response.json()).toMatchObject({ success: false, isError: true, errorCode: 1003 });
    }
  }
  // Any other unknown address is still the HTML page.
  const page = await request.get('/no/such/page');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toContain('text/html');
});

test('pages and calls are compressed on the fly, built assets ahead of time (issue 12)', async ({
  request,
}) => {
  const headers = { 'accept-encoding': 'br, gzip' };
  const page = await request.get('/', { headers });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers().vary).toMatch(/accept-encoding/i);
  const html = await page.text();
  const script = bootModulesOf(html)[0];
  expect(script).toBeTruthy();

  const asset = await request.get(script!, { headers });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  // Sent as the build wrote it: the length of the stored .br copy, not a stream compressed per request.
  expect(Number(asset.headers()['content-length'])).toBeGreaterThan(0);
  const gzipped = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await gzipped.text()).toBe(await plain.text());
});

test("a reader's pages load no zod: it checks forms and calls, and weighs 25 KiB (issue 12's JS budget)", async ({
  request,
  playwright,
}) => {
  // A post of its own: the files before this one on the same app fill the top stories and the home
  // page with polls, lists and quizzes.
  const writer = await playwright.request.newContext({ baseURL });
  await signUpByApi(writer, newPerson());
  const { url: story } = await publishByApi(writer, { ctype: CTYPE.post, title: 'A post to weigh' });
  await writer.dispose();
  for (const path of ['/', '/explore.html', story]) {
    const html = await (await request.get(path)).text();
    // The page paints before its code loads (boot-after-paint.server.ts): no module is preloaded.
    expect(html, path).not.toContain('<link rel="modulepreload"');
    const scripts = bootModulesOf(html);
    expect(scripts.length, path).toBeGreaterThan(5);
    for (const script of scripts) {
      // zod names its classes in its code ('ZodError', '$ZodType'), so a minified copy still shows them.
      expect(await (await request.get(script)).text(), `${path} preloads ${script}`).not.toMatch(
        /\$?ZodType\b/,
      );
    }
  }
});
