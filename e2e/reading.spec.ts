import { type ContentSummary, encodeTopicTitle } from '@masthead/core';
import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { text, unexpectedErrors } from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/** The demo seed's 'Food & Drink' topic and its newest English story with a picture. */
async function demoStory(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(
    `/api2/topic?title=${encodeURIComponent(encodeTopicTitle('Food & Drink'))}`,
  );
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  const story = (data.feed.items as ContentSummary[]).find((item) => item.lang === 'en' && item.photoPath);
  if (!story) throw new Error('the demo seed has no English story with a picture in Food & Drink');
  return story;
}

test.describe('a guest reads', () => {
  test('a story: server-rendered with its share tags, read in the page, its topic one click away', async ({
    page,
    request,
  }) => {
    const story = await demoStory(request);

    // The server's HTML alone carries the title, the description and the share tags.
    const html = await (await request.get(story.url)).text();
    expect(html).toContain(`<title>${story.title} · Masthead</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+-xl\.jpg"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);

    const errors = collectPageErrors(page);
    await page.goto(story.url);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${story.title} · Masthead`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', story.description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.locator('.content-body p').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // The story's own topic chips (the related stories below carry theirs too).
    const topics = page.locator('.content-footer').getByRole('list', { name: en('content.topics') });
    await topics.getByRole('link', { name: 'Food & Drink' }).click();
    await expect(page).toHaveURL(/\/blogs\/food--AND--drink$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food & Drink');
    await expect(page).toHaveTitle('Food & Drink · Masthead');
    const feed = page.getByRole('list', { name: en('content.topic.feed', { topic: 'Food & Drink' }) });
    await expect(feed.getByRole('link', { name: story.title })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('an address with a stale title part is moved to the story’s own address', async ({
    page,
    request,
  }) => {
    const story = await demoStory(request);
    const id = /\/(\d+)\/[^/]+\.html$/.exec(story.url)?.[1];
    const response = await request.get(`/story/${id}/an-old-title.html`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    await page.goto(`/post/${id}/an-old-title.html`);
    await expect(page).toHaveURL(new RegExp(`${story.url.replace(/[.]/g, '\\.')}$`));
  });

  test('a story that does not exist: a real 404 saying so', async ({ page, request }) => {
    expect((await request.get('/post/987654321/nothing-here.html')).status()).toBe(404);
    expect((await request.get('/blogs/no-such-topic-at-all')).status()).toBe(404);
    const errors = collectPageErrors(page);
    const response = await page.goto('/post/987654321/nothing-here.html');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText(en('error.not_found'))).toBeVisible();
    expect(en('error.not_found')).toMatch(/does not exist or has been deleted/);
    await expectNoA11yViolations(page);
    expect(unexpectedErrors(errors, [404])).toEqual([]);
  });
});
