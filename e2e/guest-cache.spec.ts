import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { accountMenuButton, signUpByApi } from './journey-helpers.ts';

/** docs/scaling.md "Guest pages from a cache": the cached page, its hash policy, and who gets it. */

// Several page loads and an axe run each, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

test('a guest page comes from the cache, revalidates with 304, and hydrates under its hash policy', async ({
  page,
  request,
}) => {
  const first = await request.get('/explore.html');
  const second = await request.get('/explore.html');
  expect(second.status()).toBe(200);
  const headers = second.headers();
  expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
  expect(headers.etag).toBe(first.headers().etag);
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(headers['content-security-policy']).not.toContain('nonce-');
  const revalidated = await request.get('/explore.html', { headers: { 'if-none-match': headers.etag! } });
  expect(revalidated.status()).toBe(304);

  const errors = collectPageErrors(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  // The second visit is the cached page: it hydrates too, and client navigation works from it.
  await page.reload();
  await waitForHydration(page);
  const story = page.locator('main a[href*=".html"]').filter({ hasText: /\S/ }).first();
  const href = await story.getAttribute('href');
  await story.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')));
  await page.goto(href!);
  await waitForHydration(page);
  await expectNoA11yViolations(page);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("a signed-in reader's page stays private and never reaches a guest", async ({ browser, page }) => {
  const person = newPerson();
  await signUpByApi(page.request, person);
  const own = await page.request.get('/explore.html');
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(own.headers()['content-security-policy']).toContain("'nonce-");
  await page.goto('/explore.html');
  await expect(accountMenuButton(page)).toBeVisible();

  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    const response = await guestPage.goto('/explore.html');
    expect(await response!.text()).not.toContain(person.displayName);
    await waitForHydration(guestPage);
    await expect(accountMenuButton(guestPage)).toHaveCount(0);
  } finally {
    await guest.close();
  }
});
