import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COOKIE_NAMES } from '@masthead/core';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  expectCoversNoControl,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);
const DEMO_PASSWORD = 'demo-reader-2026';

/** A small blog on loopback: a home page announcing its RSS feed, and a page without any feed. */
let blog: Server;
let origin = '';
const suffix = Date.now().toString(36);
const blogTitle = `Harbour Sketches ${suffix}`;
const storyTitles = ['Morning ferries', 'Net menders at dusk', 'The lighthouse keeper'].map(
  (title) => `${title} ${suffix}`,
);

test.beforeAll(async () => {
  blog = createServer((request, response) => {
    const items = storyTitles
      .map(
        (title, index) =>
          `<item><title>${title}</title><link>${origin}/posts/${index + 1}</link><guid>post-${index + 1}</guid>` +
          `<description>&lt;p&gt;Drawn on the quay, part ${index + 1}.&lt;/p&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;</description>` +
          `<pubDate>${new Date(Date.UTC(2025, 4, 10 - index)).toUTCString()}</pubDate></item>`,
      )
      .join('');
    if (request.url === '/sketches/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>${blogTitle}</title><link>${origin}/sketches/</link><description>Drawings from the harbour.</description>${items}</channel></rss>`,
      );
    } else if (request.url === '/sketches/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><html><head><title>${blogTitle}</title><link rel="alternate" type="application/rss+xml" href="feed.xml"></head><body>Sketches</body></html>`,
      );
    } else if (request.url === '/plain/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><html><head><title>Plain</title></head><body>No feed here</body></html>');
    } else {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  blog.closeAllConnections();
  await new Promise<void>((resolve) => blog.close(() => resolve()));
});

async function signInAsDemo(page: Page, login: string) {
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the stepper: the address, Next, then the final submit. */
async function submitThroughStepper(page: Page, address: string) {
  await page.getByLabel(en('blogs.field.url')).fill(address);
  await page.getByRole('button', { name: en('forms.stepper.next') }).click();
  await page.getByRole('button', { name: en('blogs.submit.button') }).click();
}

test.describe('blog submission and review', () => {
  test.describe.configure({ mode: 'serial' });

  test('a guest is asked to sign in, a reader cannot open the review queue', async ({ page }) => {
    await page.goto('/submit_blog.html');
    await expect(page.getByRole('heading', { name: en('blogs.submit.title') })).toBeVisible();
    await expect(page.getByText(en('blogs.submit.guest'))).toBeVisible();
    await signUpByApi(page.request, newPerson());
    const response = await page.goto('/admin/blogs.html');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: en('error.access_deny') })).toBeVisible();
    // It says why, not 'refresh the page'.
    await expect(page.getByText(en('blogs.admin.denied'))).toBeVisible();
    await expect(page.getByText(en('ui.refreshAndRetry'))).toHaveCount(0);
  });

  test("a reader submits a blog ('No RSS detected' first), the master admin approves it, its stories appear", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await signUpByApi(page.request, newPerson());
    await page.goto('/submit_blog.html');
    await waitForHydration(page);

    await submitThroughStepper(page, `${origin}/plain/`);
    await expect(page.locator('.std-error', { hasText: en('error.no_rss') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('alert')).toContainText(en('error.no_rss'));
    // The reopened first step hands the keyboard to the address to fix.
    await expect(page.getByLabel(en('blogs.field.url'))).toBeFocused();

    // An address that cannot be reached says so on the field, too.
    await submitThroughStepper(page, 'http://127.0.0.1:9/');
    await expect(page.locator('.std-error', { hasText: en('validation.blog.unreachable') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel(en('blogs.field.url'))).toBeFocused();

    await page.getByLabel(en('blogs.field.url')).fill(`${origin}/sketches/`);
    await page.getByRole('button', { name: en('forms.stepper.next') }).click();
    await page.getByLabel(en('blogs.field.lang')).selectOption('en');
    await page.getByRole('button', { name: en('blogs.submit.button') }).click();
    const result = page.getByRole('status').filter({ hasText: en('blogs.submit.done') });
    await expect(result.getByText(en('blogs.state.submitted'))).toBeVisible({ timeout: 15_000 });
    await expect(result.getByText(blogTitle)).toBeVisible();
    const mine = page.locator('.blog-mine .blog-item', { hasText: blogTitle });
    await expect(mine.getByText(en('blogs.state.submitted'))).toBeVisible();
    await expect(mine.getByRole('button', { name: en('blogs.cancel') })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'blogs-submitted-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'blogs-submitted-375');
    expect(unexpectedErrors(errors, [400, 422])).toEqual([]);

    // The master admin reviews the queue: the feed's first titles are there to judge it by.
    const admin = await (await browser.newContext()).newPage();
    const adminErrors = collectPageErrors(admin);
    await signInAsDemo(admin, 'ada');
    await admin.goto('/admin/blogs.html');
    await waitForHydration(admin);
    const card = admin.locator('.blog-item', { hasText: blogTitle });
    await expect(card.getByText(storyTitles[0] ?? '')).toBeVisible();
    await expectNoA11yViolations(admin);
    await saveScreenshot(admin, 'blogs-admin-1280');
    await card.getByRole('button', { name: en('blogs.admin.approve'), exact: true }).click();
    await expect(card.getByText(en('blogs.state.approved'), { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(admin.getByText(en('blogs.admin.approved', { count: 3 }))).toBeVisible();
    expect(unexpectedErrors(adminErrors)).toEqual([]);

    // The submitter sees the new state and goes to the publisher page with the imported stories.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await waitForHydration(page);
    await expect(mine.getByText(en('blogs.state.approved'), { exact: true })).toBeVisible();
    await mine.getByRole('link', { name: en('blogs.publisherPage') }).click();
    await expect(page.getByRole('heading', { name: blogTitle, level: 1 })).toBeVisible();
    for (const title of storyTitles) await expect(page.getByText(title)).toBeVisible();
    // The feed's script arrives as text at most, and never runs.
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await saveScreenshot(page, 'blogs-publisher-1280');

    // Approved blogs are found as publishers.
    const search = await page.request.post('/api2/people/autocomplete', {
      data: { q: blogTitle, type: 'B' },
    });
    expect(JSON.stringify(await search.json())).toContain(blogTitle);
  });

  test('a reader recommends a publisher; the admin sees it in the queue', async ({ page, browser }) => {
    await signUpByApi(page.request, newPerson());
    await page.goto('/recommend_publisher.html');
    await waitForHydration(page);
    await page.getByLabel(en('blogs.recommend.url')).fill(`tidewater-${suffix}.example`);
    await page.getByLabel(en('blogs.recommend.note')).fill('Beautiful photo essays about the coast.');
    await page.getByRole('button', { name: en('blogs.recommend.submit') }).click();
    await expect(
      page.getByText(en('blogs.recommend.done', { url: `https://tidewater-${suffix}.example/` })),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    const admin = await (await browser.newContext()).newPage();
    await signInAsDemo(admin, 'ada');
    await admin.goto('/admin/blogs.html');
    await waitForHydration(admin);
    const item = admin.locator('.blog-recommendations .blog-item', {
      hasText: `tidewater-${suffix}.example`,
    });
    await expect(item.getByText('Beautiful photo essays about the coast.')).toBeVisible();
    await item.getByRole('button', { name: en('blogs.admin.dismiss') }).click();
    await expect(item).toHaveCount(0);
  });

  test('the blog pages fit a 320 px screen in every language', async ({ page }) => {
    await signUpByApi(page.request, newPerson());
    await page.setViewportSize({ width: 320, height: 800 });
    for (const lang of ['en', 'tw', 'cn', 'in'] as const) {
      await page.context().addCookies([{ name: COOKIE_NAMES.userLang, value: lang, url: baseURL }]);
      for (const path of ['/submit_blog.html', '/recommend_publisher.html', '/admin/blogs.html']) {
        await page.goto(path);
        await waitForHydration(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${lang} ${path}`).toBeLessThanOrEqual(320);
      }
    }
  });

  test('the blog-import reminder invites a writer twice, then stays away (SPEC §4, §9)', async ({ page }) => {
    await signUpByApi(page.request, newPerson());
    const reminder = page.getByRole('complementary', { name: en('blogs.reminder.title') });
    for (const visit of [1, 2]) {
      // Issue 13: on a phone and on a desktop, the reminder hides none of the page's controls.
      await page.setViewportSize(visit === 1 ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await page.goto('/my_posts.html');
      await waitForHydration(page);
      await expect(reminder, `visit ${visit}`).toBeVisible();
      await expectCoversNoControl(reminder);
      await saveScreenshot(page, `blog-import-reminder-${visit === 1 ? 390 : 1280}`);
    }
    await expect(reminder.getByRole('link', { name: en('blogs.reminder.action') })).toHaveAttribute(
      'href',
      '/submit_blog.html',
    );
    await page.goto('/my_posts.html');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(reminder).toHaveCount(0);
  });
});
