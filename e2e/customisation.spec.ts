import { encodeTopicTitle } from '@masthead/core';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { drawPng, saveScreenshot, tabTo, text } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Page customisation (SPEC §2–§6): ada, primary owner of The Long Table (Pro, plan group 3), opens the
 * side panel on her magazine's page, changes the layout, a colour, the cover and the footer with the
 * page previewing every change, goes live, and a guest then gets the new look in the server's HTML. A
 * save the server refuses brings the previous look back with SPEC §8's alert. xia's Signal & Noise is
 * on the free plan: it cannot go live nor remove the footer. The colour picker is used by keyboard alone.
 */

const DEMO_PASSWORD = 'demo-reader-2026';
const PAGE = '/@thelongtable';
const SAVE_FAILED = 'Error saving settings.  Please try again later.';
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' }, viewport: DESKTOP });

async function signedIn(browser: Browser, login: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: DESKTOP });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { context, page };
}

const panelOf = (page: Page) =>
  page.getByRole('complementary', { name: en('customisation.panel.title', { name: 'The Long Table' }) });
const pageFrame = (page: Page) => page.locator('.customised-page');
const cssVar = (page: Page, name: string) =>
  pageFrame(page).evaluate(
    (element, property) => (element as HTMLElement).style.getPropertyValue(property),
    name,
  );
const section = (panel: Locator, key: Parameters<typeof en>[0]) =>
  panel.getByRole('button', { name: en(key), exact: true });
const saved = (panel: Locator) => expect(panel.getByRole('status')).toHaveText(en('customisation.saved'));

/** The swatch button that opens one colour's picker ('Change {name}, now {color}'). */
const swatchOf = (panel: Locator, key: Parameters<typeof en>[0]) =>
  panel.getByRole('button', { name: en('customisation.color.pick', { name: en(key), color: '' }).trim() });

async function openPanel(page: Page, path = PAGE) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: en('customisation.open') }).click();
}

/** Opens the picker of one colour, types a hex and applies it. */
async function pickHex(page: Page, panel: Locator, key: Parameters<typeof en>[0], hex: string) {
  await swatchOf(panel, key).click();
  const picker = page.getByRole('dialog', { name: en(key) });
  await expect(picker).toBeVisible();
  await picker.getByLabel(en('ui.colorPicker.hex'), { exact: true }).fill(hex);
  await picker.getByRole('button', { name: en('ui.colorPicker.apply') }).click();
  await expect(picker).toBeHidden();
}

let ada: { context: BrowserContext; page: Page };
test.beforeAll(async ({ browser }) => {
  ada = await signedIn(browser, 'ada');
});
test.afterAll(async () => {
  await ada?.context.close();
});

test('an owner changes layout, colours, cover and footer with a live preview, goes live, and a guest sees it', async ({
  browser,
}) => {
  // Layout, colours, a cover upload, footer, going live and a guest's view: slow on a busy machine.
  test.slow();
  const { page } = ada;
  const errors = collectPageErrors(page);
  await openPanel(page);
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expectNoA11yViolations(page);

  // Layout: the page previews the single column at once.
  await panel.getByRole('radio', { name: en('customisation.layout.single-column') }).check();
  await expect(pageFrame(page)).toHaveClass(/layout-single-column/);
  await saved(panel);

  // Colours through the picker: the page background changes on the page itself.
  await section(panel, 'customisation.tab.colors').click();
  await pickHex(page, panel, 'customisation.color.pageBgColor', '#fdf6e3');
  expect(await cssVar(page, '--mh-page-bg-color')).toBe('#fdf6e3');
  await saved(panel);

  // Cover: a new picture shows on the page at once (the cover upload and crop the settings use).
  await section(panel, 'customisation.tab.cover').click();
  await pickHex(page, panel, 'customisation.color.coverBgColor', '#1d3557');
  const png = await drawPng(page, 600);
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  const crop = page.getByRole('dialog', { name: en('photos.cropTitle') });
  await crop.getByRole('button', { name: en('photos.usePhoto') }).click();
  await expect(page.locator('img.profile-cover')).toHaveAttribute('src', /profile_bg|\/images\//, {
    timeout: 15_000,
  });

  // Footer: a group-3 plan may remove the default footer; then go live for every reader.
  await section(panel, 'customisation.tab.footer').click();
  await expect(page.locator('.customised-footer')).toBeVisible();
  await panel.getByRole('checkbox', { name: en('customisation.footer.hide') }).check();
  await expect(page.locator('.customised-footer')).toHaveCount(0);
  await saved(panel);
  await section(panel, 'customisation.tab.advanced').click();
  await panel.getByRole('checkbox', { name: en('customisation.advanced.live') }).check();
  await saved(panel);
  await saveScreenshot(page, 'customisation-panel');

  // A guest: the look is in the server's HTML (no flash of the default look) and on the page.
  const guest = await browser.newContext({ baseURL, locale: 'en-US', viewport: DESKTOP });
  const guestHtml = await (await guest.request.get(PAGE)).text();
  expect(guestHtml).toContain('--mh-page-bg-color:#fdf6e3');
  expect(guestHtml).toContain('layout-single-column');
  expect(guestHtml).toContain('--mh-cover-bg-color:#1d3557');
  const guestPage = await guest.newPage();
  await guestPage.goto(PAGE);
  await waitForHydration(guestPage);
  expect(await cssVar(guestPage, '--mh-page-bg-color')).toBe('#fdf6e3');
  await expect(guestPage.locator('.customised-footer')).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: en('customisation.open') })).toHaveCount(0);
  await saveScreenshot(guestPage, 'customisation-guest');
  await guest.close();
  expect(errors).toEqual([]);
});

test('a save the server refuses brings the previous look back with the alert', async () => {
  const { page } = ada;
  await openPanel(page);
  const panel = panelOf(page);
  await page.route('**/api2/user/setting/profile/customize', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        isError: true,
        errorCode: 1001,
        errorMsgKey: 'error.unexpected_error',
        errors: { system: 'unexpected_error' },
      }),
    }),
  );
  await section(panel, 'customisation.tab.colors').click();
  await pickHex(page, panel, 'customisation.color.pageBgColor', '#ff0000');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  expect(await alert.evaluate((element) => element.textContent)).toContain(SAVE_FAILED);
  expect(await cssVar(page, '--mh-page-bg-color')).toBe('#fdf6e3');
  await expect(panel.getByRole('status')).toHaveText(en('customisation.errorState'));
  await expect(panel).toHaveClass(/is-error/);
  await alert.getByRole('button', { name: en('ui.ok') }).click();
  await page.unroute('**/api2/user/setting/profile/customize');
});

test('the colour picker works by keyboard alone', async () => {
  const { page } = ada;
  await openPanel(page);
  const panel = panelOf(page);
  await section(panel, 'customisation.tab.colors').click();
  const swatch = swatchOf(panel, 'customisation.color.pageLoadMoreButtonColor');
  await swatch.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: en('customisation.color.pageLoadMoreButtonColor') });
  await expect(picker).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'customisation-colour-picker');
  const hex = picker.getByLabel(en('ui.colorPicker.hex'), { exact: true });
  const block = picker.getByRole('slider', { name: en('ui.colorPicker.block') });
  await tabTo(page, block);
  // Brightness up to full, saturation to full: black becomes the hue's pure colour (red).
  for (let step = 0; step < 10; step++) await page.keyboard.press('Shift+ArrowUp');
  for (let step = 0; step < 10; step++) await page.keyboard.press('Shift+ArrowRight');
  await expect(hex).toHaveValue('#ff0000');
  const hue = picker.getByRole('slider', { name: en('ui.colorPicker.hue') });
  await tabTo(page, hue);
  for (let step = 0; step < 12; step++) await page.keyboard.press('Shift+ArrowRight');
  await expect(hue).toHaveAttribute('aria-valuenow', '120');
  await expect(hex).toHaveValue('#00ff00');
  const opacity = picker.getByRole('slider', { name: en('ui.colorPicker.opacity') });
  await tabTo(page, opacity);
  await page.keyboard.press('End');
  await expect(opacity).toHaveAttribute('aria-valuenow', '100');
  // Typed values: the hex field refreshes on blur; opacity typed above 100 is clamped.
  await tabTo(page, hex);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2a9d8f');
  await page.keyboard.press('Tab');
  await expect(hex).toHaveValue('#2a9d8f');
  await tabTo(page, picker.getByLabel(en('ui.colorPicker.alpha'), { exact: true }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('150');
  await expect(picker.getByLabel(en('ui.colorPicker.alpha'), { exact: true })).toHaveValue('100');
  await tabTo(page, picker.getByRole('button', { name: en('ui.colorPicker.apply') }));
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  expect(await cssVar(page, '--mh-page-load-more-button-color')).toBe('#2a9d8f');
  await saved(panel);
});

test('a free plan cannot go live nor remove the footer', async ({ browser }) => {
  const xia = await signedIn(browser, 'xia');
  const { page } = xia;
  await page.goto('/@signalnoise');
  await waitForHydration(page);
  await page.getByRole('button', { name: en('customisation.open') }).click();
  const panel = page.getByRole('complementary', { name: /Signal/ });
  await section(panel, 'customisation.tab.advanced').click();
  await expect(panel.getByRole('checkbox', { name: en('customisation.advanced.live') })).toBeDisabled();
  await expect(panel.getByText(en('customisation.advanced.needsPlan'))).toBeVisible();
  await section(panel, 'customisation.tab.footer').click();
  await expect(panel.getByRole('checkbox', { name: en('customisation.footer.hide') })).toBeDisabled();
  await expect(panel.getByText(en('customisation.footer.needsPlan'))).toBeVisible();
  // The server says the same to a request made by hand.
  const userId = Number(await page.locator('[data-page-user-id]').first().getAttribute('data-page-user-id'));
  const live = await page.request.post('/api2/user/setting/profile/customize', {
    headers: { origin: baseURL },
    data: {
      userId,
      allProfileSettings: '{}',
      currentProfileSettings: JSON.stringify({
        layout: 'multiple-columns',
        styles: {},
        advancedSettings: { advancedCustomisationLive: true },
      }),
    },
  });
  expect(live.status()).toBe(403);
  await expectNoA11yViolations(page);
  await xia.context.close();
});

test('an owner arranges the page’s sections: renamed, hidden, moved, and guests see them so', async ({
  browser,
}) => {
  const { page } = ada;
  const errors = collectPageErrors(page);
  await openPanel(page);
  const panel = panelOf(page);
  await section(panel, 'customisation.tab.sections').click();
  await expect(panel.getByText(en('customisation.sections.automatic'))).toBeVisible();
  const titles = panel.getByRole('textbox', { name: /^Title of the .* section$/ });
  await expect(titles.first()).toBeVisible();
  const topicTitles = await titles.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).placeholder),
  );
  expect(topicTitles.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = topicTitles as [string, string, string];
  await panel
    .getByRole('textbox', { name: en('customisation.sections.title', { topic: first }) })
    .fill('Eat first');
  await panel
    .getByRole('checkbox', { name: en('customisation.sections.shown', { title: second }) })
    .uncheck();
  await panel.getByRole('button', { name: en('customisation.sections.up', { title: third }) }).click();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'customisation-sections', { window: true });
  await panel.getByRole('button', { name: en('customisation.sections.save') }).click();
  await saved(panel);
  await page.getByRole('button', { name: en('customisation.close') }).click();

  const topics = page.locator('#profile-topics');
  await expect(topics.getByRole('link').first()).toHaveText('Eat first');
  await expect(topics.getByRole('link', { name: second, exact: true })).toHaveCount(0);
  const listed = await topics.getByRole('link').allTextContents();
  expect(listed.slice(0, 2)).toEqual(['Eat first', third]);
  // A renamed section still leads to its topic within the page.
  await expect(topics.getByRole('link', { name: 'Eat first' })).toHaveAttribute(
    'href',
    `/@thelongtable/blogs/${encodeURIComponent(encodeTopicTitle(first))}`,
  );

  // The page's story cards list its sections first, under their titles there.
  const renamedChip = page.locator('article.story-card .topic-chip', { hasText: 'Eat first' }).first();
  await expect(renamedChip).toBeVisible();
  await expect(renamedChip).toHaveAttribute('href', `/blogs/${encodeURIComponent(encodeTopicTitle(first))}`);
  const chipsOfCard = page
    .locator('article.story-card', { has: page.locator('.topic-chip', { hasText: 'Eat first' }) })
    .first()
    .locator('.topic-chip');
  await expect(chipsOfCard.first()).toHaveText('Eat first');

  const guest = await browser.newPage();
  await guest.goto(PAGE);
  await expect(guest.locator('#profile-topics').getByRole('link').first()).toHaveText('Eat first');
  await guest.close();
  expect(errors).toEqual([]);
});
