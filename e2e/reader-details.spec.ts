import type { ContentSummary } from '@masthead/core';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoA11yViolations,
  newPerson,
  type Person,
  waitForHydration,
} from './helpers.ts';
import { drawPng, saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';

/**
 * The details a reader meets after the main journey: a notebook's own page (headings, its tools, a
 * count that follows removals), a reply notification that lands on the reply, and the header search
 * box's places and publishers.
 */

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

async function newReader(browser: Browser): Promise<{ page: Page; person: Person }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = newPerson();
  await signUpByApi(page.request, person);
  return { page, person };
}

async function topStories(page: Page, count: number): Promise<ContentSummary[]> {
  const items = (await (await page.request.get('/api2/feed/top')).json()).data.items as ContentSummary[];
  if (items.length < count) throw new Error(`the demo seed has fewer than ${count} top stories`);
  return items.slice(0, count);
}

/** Left and right edges of an element's box. */
const edges = async (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );

test("a notebook's page: headings in order, tools alike, Remove inside the column, a live count", async ({
  browser,
}) => {
  const { page } = await newReader(browser);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stories = await topStories(page, 2);
  const created = await page.request.post('/api2/notebook/create', {
    data: { name: 'Slow Sunday', description: 'Long reads.' },
  });
  const notebook = (await created.json()).data.notebook as { notebookId: number; url: string };
  for (const story of stories) {
    const saved = await page.request.post('/api2/notebook/save', {
      data: { notebookId: notebook.notebookId, cgroupId: story.cgroupId },
    });
    expect(saved.status()).toBe(200);
  }
  await page.goto('/');
  const photo = await page.request.post('/api2/notebook/photo', {
    multipart: {
      notebookId: String(notebook.notebookId),
      photo: { name: 'cover.png', mimeType: 'image/png', buffer: await drawPng(page, 320) },
    },
  });
  expect(photo.status(), await photo.text()).toBe(200);

  await page.goto(notebook.url);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Slow Sunday');
  await expect(main.getByRole('heading', { level: 2, name: en('notebooks.storiesLabel') })).toBeAttached();
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(main.getByText(en('notebooks.itemCount', { count: 2 }))).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'notebook-page-owner');

  // Every Remove button stays within the list's column.
  const [list] = await edges(page, '.notebook-stories');
  const removes = await edges(page, '.notebook-story-actions button');
  expect(removes).toHaveLength(2);
  for (const box of removes) {
    expect(box.left).toBeGreaterThanOrEqual(list!.left);
    expect(box.right).toBeLessThanOrEqual(list!.right + 0.5);
  }

  // The owner's tools are all outlined buttons; Delete is outlined in the danger colour.
  const outline = (name: string) =>
    main.getByRole('button', { name, exact: true }).evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.borderTopWidth, style: style.borderTopStyle, color: style.color };
    });
  const edit = await outline(en('notebooks.edit'));
  expect(edit.style).toBe('solid');
  expect(await outline(en('notebooks.photo.remove'))).toMatchObject({ width: edit.width, style: 'solid' });
  const remove = await outline(en('notebooks.delete'));
  expect(remove).toMatchObject({ width: edit.width, style: 'solid' });
  const danger = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  expect(remove.color).toBe(danger);

  // Taking the stories out: the count follows, down to the empty notebook.
  for (const [index, story] of stories.entries()) {
    await main
      .getByRole('button', { name: en('notebooks.story.removeLabel', { title: story.title }) })
      .click();
    await expect(main.getByText(en('notebooks.itemCount', { count: 1 - index }))).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: en('notebooks.stories.empty.title') })).toBeVisible();
  await expect(main.getByText(en('notebooks.itemCount', { count: 1 }))).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(unexpectedErrors(errors)).toEqual([]);
  await page.context().close();
});

test('a reply notification opens the reply, shown and highlighted inside the column', async ({ browser }) => {
  const { page, person } = await newReader(browser);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [story] = await topStories(page, 1);
  const posted = await page.request.post('/api2/comment', {
    data: { cgroupId: story!.cgroupId, body: `<p>Where should I start, ${person.username}?</p>` },
  });
  const parentId = (await posted.json()).data.commentId as number;

  const other = await newReader(browser);
  let replyId = 0;
  for (const n of [1, 2, 3]) {
    const reply = await other.page.request.post('/api2/comment', {
      data: {
        cgroupId: story!.cgroupId,
        parentId,
        body: `<p>Answer ${n}: start at the old market, then walk along the river to the bridge for the view, and finish at the night stalls.</p>`,
      },
    });
    expect(reply.status()).toBe(200);
    if (n === 2) replyId = (await reply.json()).data.commentId;
  }

  await page.goto('/notifications.html');
  await waitForHydration(page);
  const replyText = en('notifications.text.reply', { name: other.person.displayName, title: story!.title });
  const link = page.getByRole('link', { name: new RegExp(replyText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(link).toHaveCount(3);
  await page.locator(`a[href="/comment/${replyId}.html?repliesOpen=1"]`).click();
  await expect(page).toHaveURL(new RegExp(`/comment/${replyId}\\.html\\?repliesOpen=1$`));
  await waitForHydration(page);

  const focused = page.locator(`#comment-${replyId}`);
  await expect(focused).toHaveClass(/\bis-focused\b/);
  await expect(focused).toBeInViewport();
  await expect(focused).toContainText('Answer 2');
  // The highlight stays inside the page's column.
  const inside = await page.evaluate((id) => {
    const column = document.querySelector('.comment-page');
    const box = document.getElementById(`comment-${id}`)?.getBoundingClientRect();
    if (!column || !box) return null;
    const frame = column.getBoundingClientRect();
    const style = getComputedStyle(column);
    return {
      left: box.left - (frame.left + Number.parseFloat(style.paddingLeft)),
      right: frame.right - Number.parseFloat(style.paddingRight) - box.right,
    };
  }, replyId);
  expect(inside?.left).toBeGreaterThanOrEqual(0);
  expect(inside?.right).toBeGreaterThanOrEqual(0);
  await expectNoA11yViolations(page);
  expect(unexpectedErrors(errors)).toEqual([]);
  await other.page.context().close();
  await page.context().close();
});

test('the header search box suggests places and publishers too, one call each per query', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (!/^\/api2\/.*autocomplete/.test(new URL(request.url()).pathname)) return;
    const body = JSON.parse(request.postData() ?? '{}') as { q: string; type?: string };
    calls.push(`${new URL(request.url()).pathname}${body.type ? `:${body.type}` : ''} ${body.q}`);
  });
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: en('search.box.label') });
  const suggestions = page.getByRole('listbox', { name: en('search.box.label') });
  const group = (name: string) => suggestions.getByRole('group', { name });

  await box.fill('lon');
  await expect(group(en('search.suggestions.places')).getByRole('option')).toContainText([
    'London, United Kingdom',
  ]);
  await expect(group(en('search.suggestions.publishers')).getByRole('option')).toContainText([
    'The Long Table',
  ]);
  await saveScreenshot(page, 'search-suggestions-lon');

  await box.fill('tai');
  await expect(group(en('search.suggestions.places')).getByRole('option')).toContainText([
    'Taipei, Taiwan',
    'Tainan, Taiwan',
  ]);

  await box.fill('long');
  await expect(group(en('search.suggestions.publishers')).getByRole('option')).toContainText([
    'The Long Table',
  ]);
  // Each call once per query, and a repeated query comes from the cache.
  await box.fill('lon');
  await expect(group(en('search.suggestions.places'))).toBeVisible();
  const sources = [
    '/api2/topic/autocomplete',
    '/api2/people/autocomplete:B',
    '/api2/people/autocomplete:C',
    '/api2/location/autocomplete/all',
  ];
  expect(calls.sort()).toEqual(
    ['lon', 'tai', 'long'].flatMap((q) => sources.map((source) => `${source} ${q}`)).sort(),
  );
  await expectNoA11yViolations(page);

  // Choosing a place by keyboard opens its page.
  const labels = await suggestions.getByRole('option').allTextContents();
  const placeIndex = labels.findIndex((label) => label.includes('London, United Kingdom'));
  expect(placeIndex).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= placeIndex; i++) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('London');
  expect(unexpectedErrors(errors)).toEqual([]);
});
