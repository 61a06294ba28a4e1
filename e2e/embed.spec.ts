import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EmbedFeedAnswer, type EmbedStory, LANGUAGE_TAGS, type UiLanguage } from '@masthead/core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { saveScreenshot, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';
import { signInByApi } from './team-helpers.ts';

/**
 * Issue 19, the embed kit: the feed script on a page of another origin under a strict CSP with a
 * nonce (options applied, load more, language filter, search, no cookies sent, no CSS crossing the
 * shadow boundary), the customiser with its live preview and copy button, and a story found through
 * oEmbed discovery shown as a card.
 */

const NONCE = 'e2e-host-nonce-3f9a';
const TITLE_COLOR = 'rgb(192, 57, 43)';

/** The demo magazine's id, read the way an oEmbed consumer would: from its profile address. */
async function magazineId(request: APIRequestContext, username: string): Promise<number> {
  const answer = await request.get(
    `/oembed?url=${encodeURIComponent(`${baseURL}/@${username}`)}&format=json`,
  );
  expect(answer.status()).toBe(200);
  const html = ((await answer.json()) as { html: string }).html;
  return Number(/data-user-id="(\d+)"/.exec(html)?.[1]);
}

async function feedOf(request: APIRequestContext, query: string): Promise<EmbedFeedAnswer> {
  const answer = await request.get(`/api2/embed/feed?${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: EmbedFeedAnswer }).data;
}

/** A blog on a second loopback origin: strict CSP, its own styles that must not reach the feed. */
async function startHostSite(attributes: Record<string, string>) {
  const data = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A reader's blog</title>
<style nonce="${NONCE}">h3, a, li { color: rgb(0, 128, 0) !important; font-family: monospace !important; } .host-note { color: rgb(0, 0, 255); }</style>
<script nonce="${NONCE}">window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));</script>
</head><body><h1>My blog</h1><h3 class="host-note">Stories I write elsewhere</h3>
<script nonce="${NONCE}" async src="${baseURL}/js/ext/feed.embed.js"${data}></script>
<p class="host-note">The end of my page.</p></body></html>`;
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}'`,
    `style-src 'nonce-${NONCE}'`,
    `connect-src ${baseURL}`,
    `img-src ${baseURL} data:`,
    "base-uri 'none'",
  ].join('; ');
  return serveOnSecondOrigin(page, { 'content-security-policy': policy });
}

/** A page of another site: served from 127.0.0.1 while the app is on localhost. */
async function serveOnSecondOrigin(html: string, headers: Record<string, string> = {}) {
  const server = http.createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const titles = (stories: EmbedStory[]) => stories.map((story) => story.title);
const feedTitles = (page: Page) => page.locator('.masthead-feed ol > li h3');

test('a blog on another origin shows the feed with its options, loads more, filters and searches', async ({
  page,
  request,
}) => {
  const userId = await magazineId(request, 'thelongtable');
  const all = await feedOf(request, `userId=${userId}&pagesize=30`);
  expect(all.items.length).toBeGreaterThan(6);
  const language = all.langs.find(
    (lang) => all.items.some((s) => s.lang === lang) && lang !== all.items[0]?.lang,
  );
  expect(language, `languages of the feed: ${all.langs.join(', ')}`).toBeTruthy();
  const host = await startHostSite({
    'data-user-id': String(userId),
    'data-pagesize': '3',
    'data-layout': 'single-column',
    'data-item-style': 'row',
    'data-show-author-detail': 'false',
    'data-title-color': '#c0392b',
    'data-title-font': 'serif',
    // Hostile values fall back to their defaults: no CSS gets through. (Markup such as '<script' in an
    // attribute of a nonce'd script makes Chromium ignore the nonce, so the host page itself is safe.)
    'data-description-color': 'red;} .mf{display:none} .x{color:red',
    'data-topic-font': 'serif;}:host{display:none',
  });
  try {
    // Signed in on the feed's site: the embed must still send no cookie of the reader's.
    await signInByApi(page, 'ada');
    const feedRequests: { cookie: string | undefined }[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api2/embed/feed')) feedRequests.push({ cookie: sent.headers().cookie });
    });
    const errors = collectPageErrors(page);
    await page.goto(host.url);

    await expect(feedTitles(page)).toHaveText(titles(all.items.slice(0, 3)));
    await expect(page.locator('.masthead-feed .brand h2')).toHaveText('The Long Table');
    await expect(page.locator('.masthead-feed .author')).toHaveCount(0);
    await expect(page.locator('.masthead-feed .desc').first()).toHaveCSS('color', 'rgb(92, 97, 102)');
    const title = feedTitles(page).first();
    await expect(title).toHaveCSS('color', TITLE_COLOR);
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toContain('Georgia');
    // The host's styles stay outside, and ours stay inside.
    await expect(page.locator('h3.host-note')).toHaveCSS('color', 'rgb(0, 128, 0)');
    await expect(page.locator('p.host-note')).toHaveCSS('color', 'rgb(0, 0, 255)');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'embed-host-site');

    await page.getByRole('button', { name: text('en', 'embed.widget.loadMore') }).click();
    await expect(feedTitles(page)).toHaveText(titles(all.items.slice(0, 6)));

    const lang = language as UiLanguage;
    const inLanguage = all.items.filter((story) => story.lang === lang);
    await page.getByLabel(text('en', 'embed.widget.language')).selectOption(lang);
    await expect(feedTitles(page)).toHaveText(titles(inLanguage.slice(0, 3)));
    const tags = await page
      .locator('.masthead-feed ol > li')
      .evaluateAll((items) => items.map((li) => (li as HTMLElement).lang));
    expect(tags).toEqual(tags.map(() => LANGUAGE_TAGS[lang]));
    await page.getByLabel(text('en', 'embed.widget.language')).selectOption('all');
    await expect(feedTitles(page)).toHaveText(titles(all.items.slice(0, 3)));

    const word = (all.items.at(-1)?.title.match(/[\p{L}\p{N}]{4,}/u) ?? [''])[0];
    const found = await feedOf(request, `userId=${userId}&pagesize=3&q=${encodeURIComponent(word)}`);
    expect(found.items.length).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: text('en', 'embed.widget.search') }).fill(word);
    await page.getByRole('searchbox', { name: text('en', 'embed.widget.search') }).press('Enter');
    await expect(feedTitles(page)).toHaveText(titles(found.items));
    await page.getByRole('searchbox', { name: text('en', 'embed.widget.search') }).fill('zzqqxxnothing');
    await page.getByRole('searchbox', { name: text('en', 'embed.widget.search') }).press('Enter');
    await expect(page.locator('.masthead-feed .status')).toHaveText(text('en', 'embed.widget.noMatch'));

    expect(feedRequests.length).toBeGreaterThan(4);
    expect(feedRequests.filter((sent) => sent.cookie)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});

test('the customiser previews the real script, writes the snippet and copies it', async ({
  page,
  context,
}) => {
  // The preview, the colour picker and two axe checks: more than the default time on a busy machine.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInByApi(page, 'ada');
  const errors = collectPageErrors(page);
  await page.goto('/settings/embed.html');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'embed.title') })).toBeVisible();
  const preview = page.getByTestId('embed-preview');
  await expect(preview.locator('ol > li').first()).toBeVisible();

  await page.getByLabel(text('en', 'embed.profile')).selectOption({ label: 'The Long Table' });
  await expect(preview.locator('.brand h2')).toHaveText('The Long Table');
  await page.getByLabel(text('en', 'embed.option.layout')).selectOption('single-column');
  await page.getByLabel(text('en', 'embed.option.colorScheme')).selectOption('dark');
  await page.getByLabel(text('en', 'embed.option.showSearch')).uncheck();
  // The title colour through the shared colour picker (SPEC §2), the Hex field typed.
  await page
    .getByRole('button', {
      name: text('en', 'embed.color.pick', {
        label: text('en', 'embed.color.title'),
        color: text('en', 'embed.color.default'),
      }),
    })
    .click();
  const picker = page.getByRole('dialog', { name: text('en', 'embed.color.title') });
  await expectNoA11yViolations(page);
  await picker.getByLabel(text('en', 'ui.colorPicker.hex'), { exact: true }).fill('#f4a261');
  await picker.getByRole('button', { name: text('en', 'ui.colorPicker.apply') }).click();
  await expect(picker).toBeHidden();
  await expect(
    page.getByRole('button', {
      name: text('en', 'embed.color.pick', { label: text('en', 'embed.color.title'), color: '#f4a261' }),
    }),
  ).toBeFocused();
  await expect(preview.locator('.mf')).toHaveClass(/single-column/);
  await expect(preview.locator('.mf')).toHaveClass(/dark/);
  await expect(preview.locator('input[type="search"]')).toHaveCount(0);
  await expect(preview.locator('ol > li h3').first()).toHaveCSS('color', 'rgb(244, 162, 97)');

  // The preview's links do not leave the customiser (isCustomizing).
  const address = page.url();
  await preview.locator('ol > li h3 a').first().click();
  expect(page.url()).toBe(address);
  expect(context.pages()).toHaveLength(1);

  const snippet = page.getByLabel(text('en', 'embed.snippet.label'));
  await expect(snippet).toHaveValue(/data-layout="single-column"/);
  await expect(snippet).toHaveValue(/data-color-scheme="dark"/);
  await expect(snippet).toHaveValue(/data-show-search="false"/);
  await expect(snippet).toHaveValue(/data-title-color="#f4a261"/);
  await expect(snippet).not.toHaveValue(/is-customizing/);
  await page.getByRole('button', { name: text('en', 'embed.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('en', 'embed.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());

  await expectNoA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'embed-customiser-top', { window: true });
  await saveScreenshot(page, 'embed-customiser');
  expect(errors).toEqual([]);
});

test('a story page names its oEmbed address, which answers a card any site may frame', async ({
  page,
  request,
}) => {
  const userId = await magazineId(request, 'thelongtable');
  const story = (await feedOf(request, `userId=${userId}&pagesize=1`)).items[0] as EmbedStory;
  await page.goto(story.url);
  const discovery = page.locator('link[rel="alternate"][type="application/json+oembed"]');
  const href = (await discovery.getAttribute('href')) ?? '';
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  const oembed = (await answer.json()) as { html: string; title: string; provider_name: string };
  expect(oembed).toMatchObject({ title: story.title, provider_name: 'Masthead' });
  const src = /src="([^"]+)"/.exec(oembed.html)?.[1] ?? '';
  // Another site's page, on a second loopback origin, reached by navigating: setContent would keep the
  // story page's code running (it boots once painted) in the new document.
  const elsewhere = await serveOnSecondOrigin(
    `<!doctype html><html lang="en"><body><h1>Elsewhere</h1>${oembed.html}</body></html>`,
  );
  try {
    await page.goto(elsewhere.url);
    const card = page.frameLocator('iframe').locator('.card');
    await expect(card.locator('.title')).toHaveText(story.title);
    expect(src).toContain(`/embed/story/${story.cgroupId}`);
  } finally {
    await elsewhere.close();
  }
  await saveScreenshot(page, 'embed-story-card');
});

test('with infiniteLoad the feed fills as the reader scrolls, without a Load more button', async ({
  page,
  request,
}) => {
  const userId = await magazineId(request, 'thelongtable');
  const all = await feedOf(request, `userId=${userId}&pagesize=30`);
  const host = await startHostSite({
    'data-user-id': String(userId),
    'data-pagesize': '2',
    'data-infinite-load': 'true',
    'data-show-fanded-card': 'false',
    'data-show-search': 'false',
    'data-show-language-filter': 'false',
    'data-layout': 'magazine-layout',
    'data-color-scheme': 'dark',
  });
  try {
    const errors = collectPageErrors(page);
    await page.goto(host.url);
    await expect(feedTitles(page).nth(3)).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await expect(feedTitles(page)).toHaveText(titles(all.items.slice(0, all.items.length)), {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: text('en', 'embed.widget.loadMore') })).toBeHidden();
    await expect(page.locator('.masthead-feed .brand')).toHaveCount(0);
    await expect(page.locator('.masthead-feed input[type="search"]')).toHaveCount(0);
    await expect(page.locator('.masthead-feed select')).toHaveCount(0);
    await expect(page.locator('.masthead-feed .mf')).toHaveCSS('background-color', 'rgb(21, 23, 26)');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'embed-host-infinite-dark');
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});
