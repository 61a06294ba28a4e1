import { type ContentSummary, CTYPE } from '@masthead/core';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { drawPng, tabTo, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Issue 15, by keyboard only where a person acts: removing a cover and undoing it, publishing (the new
 * page's heading takes the focus and is announced), and user content in another language than the
 * page's carrying its own `lang` (WCAG 2.4.3, 2.2.1, 4.1.3, 3.1.2). The comment, reply, sign-in and
 * link journeys are in focus-after-actions.spec.ts.
 */

test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

const DEMO_PASSWORD = 'demo-reader-2026';

async function signInAsDemo(page: Page, login: string) {
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const announcer = (page: Page) => page.locator('#main ~ p[role="status"], p.visually-hidden[role="status"]');

test('a writer removes a cover and undoes it, then publishes, all by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInAsDemo(page, 'mei');
  await page.goto(`/write.html?type=${CTYPE.post}`);
  await waitForHydration(page);

  const title = `Lanterns by the river ${Date.now().toString(36)}`;
  const titleBox = page.getByRole('textbox', { name: en('compose.field.title') });
  await tabTo(page, titleBox, 60);
  await page.keyboard.type(title);
  // Enter in the title goes on to the story.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: en('compose.field.body') })).toBeFocused();
  await page.keyboard.type('The lanterns went up one by one until the river was full of them.');

  // A cover (the file itself comes from the system's file picker), kept with Enter in the crop dialog.
  const zone = page.locator('fieldset.photo-drop-zone').first();
  await zone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: await drawPng(page, 640) });
  const crop = page.getByRole('dialog', { name: en('photos.cropTitle') });
  await expect(crop).toBeVisible();
  await tabTo(page, crop.getByRole('button', { name: en('photos.usePhoto') }));
  await page.keyboard.press('Enter');
  await expect(zone.locator('img.photo-drop-image')).toBeVisible();

  // Remove it: the focus stays in the drop zone, and the Undo waits for the keyboard.
  await tabTo(page, zone.getByRole('button', { name: en('photos.remove') }));
  await page.keyboard.press('Enter');
  await expect(zone.locator('img.photo-drop-image')).toHaveCount(0);
  await expect(zone.getByRole('button', { name: en('photos.upload') })).toBeFocused();
  const undo = page.getByRole('button', { name: en('photos.undo') });
  await expect(undo).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(undo, 'an Undo outlives the 2750 ms of a plain message').toBeVisible();
  await page.keyboard.press('F8');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(zone.locator('img.photo-drop-image')).toBeVisible();
  await expect(undo).toHaveCount(0);

  // A topic through the autocomplete, by arrow and Enter.
  const topicBox = page.getByRole('combobox', { name: en('compose.field.topicsSearch') });
  await tabTo(page, topicBox, 80);
  await page.keyboard.type('Poetry');
  await expect(page.getByRole('option', { name: /^Poetry/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: en('compose.field.removeTopic', { topic: 'Poetry' }) }),
  ).toBeVisible();

  // Publish: the story's page takes the focus on its heading and says which page it is.
  await tabTo(page, page.getByRole('button', { name: en('compose.action.publish'), exact: true }), 80);
  await page.keyboard.press('Enter');
  // The cover has no description: the prompt starts on 'Describe it'; this cover only decorates.
  const prompt = page.getByRole('alertdialog', { name: en('compose.coverAlt.prompt.title') });
  await expect(prompt.getByRole('button', { name: en('compose.coverAlt.prompt.describe') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: en('compose.coverAlt.prompt.publish') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/write\.html/, { timeout: 15_000 });
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());
  expect(errors).toEqual([]);
});

test('user content in another language than the page’s carries its lang', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await signInAsDemo(page, 'budi');
  const story = ((await (await page.request.get('/api2/feed/top')).json()).data.items as ContentSummary[])[0];
  if (!story) throw new Error('the demo seed has no top story');
  const stamp = Date.now().toString(36);
  const comments = {
    tw: `這個故事我讀了兩遍，很喜歡結尾的那段話 ${stamp}`,
    in: `Saya membaca cerita ini dua kali dan sangat suka bagian akhirnya ${stamp}`,
    en: `I read this story twice and loved the ending ${stamp}`,
  };
  for (const body of Object.values(comments)) {
    const posted = await page.request.post('/api2/comment', {
      data: { cgroupId: story.cgroupId, body: `<p>${body}</p>` },
    });
    expect(posted.status(), await posted.text()).toBe(200);
  }
  const notebook = await page.request.post('/api2/notebook/create', {
    data: { name: `Bacaan akhir pekan ${stamp}`, description: 'Cerita panjang untuk dibaca pelan-pelan.' },
  });
  expect(notebook.status(), await notebook.text()).toBe(200);
  const { url } = (await notebook.json()).data.notebook as { url: string };

  await page.goto(story.url);
  await waitForHydration(page);
  const body = (note: string) => page.locator('article.comment .comment-body', { hasText: note });
  await expect(body(comments.tw)).toHaveAttribute('lang', 'zh-Hant');
  await expect(body(comments.in)).toHaveAttribute('lang', 'id');
  // In the page's own language it needs none.
  await expect(body(comments.en)).not.toHaveAttribute('lang', /./);
  await expectNoA11yViolations(page);

  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'id');
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});
