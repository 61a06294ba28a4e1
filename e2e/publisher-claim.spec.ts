import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { accountMenuButton, saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/** A blog on loopback whose home page carries whatever meta tag the test puts there. */
let blog: Server;
let origin = '';
let headExtra = '';
const title = `Tide Tables ${Date.now().toString(36)}`;

test.beforeAll(async () => {
  blog = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>${origin}/</link><description>Tides.</description><item><title>Spring tide ${title}</title><link>${origin}/p/1</link><guid>p1</guid></item></channel></rss>`,
      );
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><html><head><title>${title}</title>${headExtra}<link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>Tides</body></html>`,
      );
    } else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  blog.closeAllConnections();
  await new Promise<void>((resolve) => blog.close(() => resolve()));
});

test('the owner of an imported blog claims its profile with a meta tag', async ({ page, browser }) => {
  const errors = collectPageErrors(page);
  // A reader submits the blog and the site's administrator approves it.
  const staff = await browser.newContext();
  const reader = newPerson();
  await signUpByApi(staff.request, reader);
  const submitted = await staff.request.post('/api2/blog/submit', { data: { url: `${origin}/` } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const submissionId = (await submitted.json()).data.submission.submissionId;
  await staff.request.post('/api/auth/logout/p.json', { data: {} });
  const signedIn = await staff.request.post('/api/auth/login/p.json', {
    data: { login: 'ada', password: 'demo-reader-2026' },
  });
  expect(signedIn.status()).toBe(200);
  const approved = await staff.request.post('/api2/admin/blog/review', {
    data: { submissionId, decision: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const publisher = (await approved.json()).data.submission.publisher as {
    username: string;
    displayName: string;
  };
  await staff.close();

  await page.goto(`/claim_publisher.html?u=${encodeURIComponent(publisher.username)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('claim.heading'));
  await page.getByRole('button', { name: en('claim.start') }).click();
  const tag = await page.locator('.claim-code code').first().textContent();
  expect(tag).toContain('masthead-verification');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'publisher-claim');

  headExtra = tag ?? '';
  const owner = newPerson();
  await page.getByLabel(en('claim.email')).fill(owner.email);
  await page.getByLabel(en('claim.password'), { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: en('claim.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/@${publisher.username}$`));
  await waitForHydration(page);
  await expect(accountMenuButton(page)).toContainText(title.slice(0, 10));
  expect(unexpectedErrors(errors)).toEqual([]);
});
