import { CTYPE } from '@masthead/core';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { saveScreenshot, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Publishing as a team in the demo magazine: budi (writer) writes for The Long Table and submits; mei
 * (editor) returns it with a note; budi revises and resubmits; mei publishes it, and it shows on
 * /@thelongtable with its byline. No journey changes the demo teams' roles (they change teams of their
 * own), so budi is the writer the seed made him.
 */

const DEMO_PASSWORD = 'demo-reader-2026';
const MAGAZINE = 'The Long Table';
const QUEUE = '/dashboard/@thelongtable/review';
const TITLE = `Night markets of Yogyakarta ${Date.now().toString(36)}`;
const REVISED = `${TITLE}, revised`;
const NOTE = 'Lovely piece. Please say which market opens first.';
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

/** A browser of its own for one demo person, signed in. */
async function personIn(browser: Browser, login: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
  });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: en('compose.field.title') });
const storyBox = (page: Page) => page.getByRole('textbox', { name: en('compose.field.body') });

let budi: { context: BrowserContext; page: Page };
let mei: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  budi = await personIn(browser, 'budi');
  mei = await personIn(browser, 'mei');
});

test.afterAll(async () => {
  await budi?.context.close();
  await mei?.context.close();
});

test('a writer writes for the magazine and submits it for review', async () => {
  const { page } = budi;
  const errors = collectPageErrors(page);
  await open(page, `/write.html?type=${CTYPE.post}`);
  const publishIn = page.getByLabel(en('editorial.publishIn'));
  await expect(publishIn).toHaveValue(/\d+/);
  await publishIn.selectOption({ label: MAGAZINE });
  await expect(page.getByText(en('editorial.publishIn.review', { magazine: MAGAZINE }))).toBeVisible();
  // A writer submits for review instead of publishing.
  await expect(page.getByRole('button', { name: en('compose.action.publish'), exact: true })).toHaveCount(0);
  await titleBox(page).fill(TITLE);
  await storyBox(page).click();
  await page.keyboard.type('The first stalls open at dusk near the palace walls.');
  await expect(page.locator('.compose-status')).toHaveText(en('compose.status.saved'), { timeout: 10_000 });
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'editorial-writer-editor');

  await page.getByRole('button', { name: en('editorial.action.submit') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('editorial.submitted', { magazine: MAGAZINE }));
  // Waiting for the editors, the story shows read-only, with a way back to editing.
  await expect(page.locator('.review-banner')).toContainText(`Submitted to ${MAGAZINE} for review`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: en('editorial.action.withdraw') })).toBeVisible();
  await expect(titleBox(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'editorial-writer-submitted');
  expect(errors).toEqual([]);
});

test('the editor finds it in the review queue and returns it with a note', async () => {
  const { page } = mei;
  const errors = collectPageErrors(page);
  await open(page, QUEUE);
  await expect(
    page.getByRole('heading', { level: 1, name: en('editorial.queue.heading', { magazine: MAGAZINE }) }),
  ).toBeVisible();
  const item = page.locator('.review-item', { hasText: TITLE });
  await expect(item).toContainText(en('editorial.queue.by', { name: 'Budi Santoso' }));
  await expect(item).toContainText(en('content.type.post'));
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'editorial-queue-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'editorial-queue-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await item.getByRole('link', { name: en('editorial.queue.reviewLabel', { title: TITLE }) }).click();
  await waitForHydration(page);
  await expect(page.locator('.review-banner')).toContainText('Budi Santoso submitted this story');
  await expect(titleBox(page)).toHaveValue(TITLE);
  // Its history: the submission, by its author.
  await page.locator('.revision-history summary').click();
  await expect(page.locator('.revision-item').first()).toContainText(
    en('editorial.history.kind.submitted', { name: 'Budi Santoso' }),
  );
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'editorial-editor-review');

  await page.getByRole('button', { name: en('editorial.action.return') }).click();
  const dialog = page.getByRole('dialog', { name: en('editorial.return.title', { name: 'Budi Santoso' }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: en('editorial.return.note') }).fill(NOTE);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'editorial-return-dialog');
  await dialog.getByRole('button', { name: en('editorial.return.confirm') }).click();
  await expect(page.locator('.snackbar')).toContainText(
    en('editorial.return.done', { name: 'Budi Santoso' }),
  );
  await expect(page).toHaveURL(new RegExp(`${QUEUE}$`));
  await waitForHydration(page);
  await expect(page.locator('.review-item', { hasText: TITLE })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the writer reads the note, revises the story and submits it again', async () => {
  const { page } = budi;
  const errors = collectPageErrors(page);
  await open(page, '/my_posts.html');
  const row = page.locator('.my-post', { hasText: TITLE });
  await expect(row).toContainText(en('editorial.returnedNote', { note: NOTE }));
  await expect(row).toContainText(en('editorial.myPosts.in', { magazine: MAGAZINE }));
  await row.getByRole('link', { name: TITLE, exact: true }).click();
  await waitForHydration(page);
  await expect(page.locator('.review-banner')).toContainText(en('editorial.returnedNote', { note: NOTE }));
  await titleBox(page).fill(REVISED);
  await expect(page.locator('.compose-status')).toHaveText(en('compose.status.saved'), { timeout: 10_000 });
  await page.getByRole('button', { name: en('editorial.action.submit') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('editorial.submitted', { magazine: MAGAZINE }));
  await expect(page.getByRole('heading', { level: 1, name: REVISED })).toBeVisible();
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'editorial-writer-submitted-phone');
  expect(errors).toEqual([]);
});

test('the editor publishes it, and the magazine shows it with its byline', async () => {
  const { page } = mei;
  const errors = collectPageErrors(page);
  await open(page, QUEUE);
  await page
    .locator('.review-item', { hasText: REVISED })
    .getByRole('link', { name: en('editorial.queue.review') })
    .click();
  await waitForHydration(page);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'editorial-editor-review-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: en('compose.action.publish'), exact: true }).click();
  await expect(page).toHaveURL(/\/@thelongtable\/post\/\d+\//);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: REVISED })).toBeVisible();
  const byline = page.locator('.byline-names');
  await expect(byline).toHaveText(en('content.byline.in', { author: 'Budi Santoso', magazine: MAGAZINE }));
  await expect(byline.getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
    'href',
    '/@thelongtable/writers/@budi',
  );
  await saveScreenshot(page, 'editorial-published-story');

  await open(page, '/@thelongtable');
  const card = page.locator('.story-card', { hasText: REVISED });
  await expect(card).toContainText(en('content.byline.in', { author: 'Budi Santoso', magazine: MAGAZINE }));
  // Its editors find the review queue from the magazine's profile.
  await expect(page.getByRole('link', { name: en('editorial.queue.title'), exact: true })).toHaveAttribute(
    'href',
    QUEUE,
  );
  await saveScreenshot(page, 'editorial-magazine-profile');
  expect(errors).toEqual([]);
});

test('the compose popup offers Publish in, and a writer submits from it', async () => {
  const { page } = budi;
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  await open(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('compose.write') })
    .click();
  const picker = page.getByRole('dialog', { name: en('compose.picker.title') });
  await picker.getByRole('link', { name: new RegExp(`^${en('content.type.post')}`) }).click();
  const editor = page.getByRole('dialog', {
    name: en('compose.page.new', { type: en('content.type.post') }),
  });
  const publishIn = editor.getByLabel(en('editorial.publishIn'));
  // Budi writes for The Long Table and manages Signal & Noise (the demo teams), by name.
  // As its managing editor, he may also publish as Signal & Noise itself (SPEC §6 publisher mode).
  await expect(publishIn.locator('option')).toHaveText([
    en('editorial.publishIn.personal'),
    'Signal & Noise',
    en('editorial.publishIn.asPublisher', { magazine: 'Signal & Noise' }),
    MAGAZINE,
  ]);
  await expect(editor.getByRole('button', { name: en('compose.action.publish'), exact: true })).toBeVisible();
  await publishIn.selectOption({ label: MAGAZINE });
  const title = `From the popup ${Date.now().toString(36)}`;
  await editor.getByRole('textbox', { name: en('compose.field.title') }).fill(title);
  await editor.getByRole('textbox', { name: en('compose.field.body') }).click();
  await page.keyboard.type('A short note for the magazine.');
  await expectNoA11yViolations(page, { exclude: ['#main'] });
  await saveScreenshot(page, 'editorial-popup');
  await editor.getByRole('button', { name: en('editorial.action.submit') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('editorial.submitted', { magazine: MAGAZINE }));
  await expect(page).toHaveURL(/\/write\.html\?cgroupId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an editor publishes as the magazine itself, and readers see only its name', async () => {
  const { page } = mei;
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  await open(page, `/write.html?type=${CTYPE.post}`);
  const publishIn = page.getByLabel(en('editorial.publishIn'));
  await publishIn.selectOption({ label: en('editorial.publishIn.asPublisher', { magazine: MAGAZINE }) });
  await expect(
    page.getByText(en('editorial.publishIn.asPublisherHint', { magazine: MAGAZINE })),
  ).toBeVisible();
  const title = `From the editors ${Date.now().toString(36)}`;
  // The title's label stays in sight once typing starts (WCAG 3.3.2).
  await titleBox(page).fill(title);
  await expect(page.locator('label', { hasText: en('compose.field.title') }).first()).toBeVisible();
  await storyBox(page).click();
  await page.keyboard.type('This week the table is set for the harvest.');
  await expect(page.locator('.compose-status')).toHaveText(en('compose.status.saved'), { timeout: 10_000 });
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'editorial-as-publisher');
  await page.getByRole('button', { name: en('compose.action.publish'), exact: true }).click();
  await expect(page).toHaveURL(/\/@thelongtable\/post\/\d+\//);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.byline-names')).toHaveText(MAGAZINE);
  // The editor's own profile does not list it: it is the magazine's.
  await open(page, '/@mei');
  await expect(page.locator('.story-card', { hasText: title })).toHaveCount(0);
  expect(errors).toEqual([]);
});
