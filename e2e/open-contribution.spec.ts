import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { accountMenuButton, saveScreenshot, text } from './journey-helpers.ts';
import { appPort, baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Open contribution in the demo magazine: ada (its primary owner) turns it on with a button of her own;
 * a guest presses it on /@thelongtable, signs up inside the popup, submits a story and sees the
 * submitted popup with 'Submit another Story'; mei (editor) finds the story in the review queue. Then
 * the same card on a business site leads to the main site with the popups open.
 */

const DEMO_PASSWORD = 'demo-reader-2026';
const MAGAZINE = 'The Long Table';
const SETTINGS = '/dashboard/@thelongtable/settings/open-contribution';
const BUTTON = 'Pitch The Long Table';
const GREEN = { hex: '#1d6f42', rgb: 'rgb(29, 111, 66)' };
const TITLE = `Rain on the tin roofs ${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const reader = newPerson();

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' }, viewport: DESKTOP });

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

/** Desktop and phone screenshots: of the whole page, or of the screen while a popup is open. */
async function screenshots(page: Page, name: string, options: { popup?: boolean } = {}) {
  const take = async (suffix: string) => {
    await saveScreenshot(page, `${name}-${suffix}`, { window: options.popup });
  };
  await page.setViewportSize(DESKTOP);
  await take('desktop');
  await page.setViewportSize(PHONE);
  await take('phone');
  await page.setViewportSize(DESKTOP);
}

const colourField = (page: Page) =>
  page.getByRole('textbox', { name: en('openContribution.settings.buttonColor'), exact: true });

/** Types into a rich-text editor (TipTap) found by its label. */
async function typeInto(scope: Page | Locator, page: Page, label: string, words: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(words);
}

/** A 1200×675 picture drawn in the page, as a JPEG file would arrive from a camera. */
async function drawJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    const gradient = context.createLinearGradient(0, 0, 1200, 675);
    gradient.addColorStop(0, '#7c2d12');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 675);
    context.fillStyle = '#fde68a';
    context.beginPath();
    context.arc(420, 300, 160, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const magazineIdOf = async (page: Page, username: string) => {
  const view = await (await page.request.get('/api2/magazine/switcher')).json();
  return view.data.magazines.find((m: { username: string }) => m.username === username).userId as number;
};

let ada: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  ada = await personIn(browser, 'ada');
});

test.afterAll(async () => {
  // Leave the demo as it was for the journeys after this one: off, and the new contributor gone.
  if (!ada) return;
  const { page } = ada;
  for (const username of ['thelongtable']) {
    const userId = await magazineIdOf(page, username);
    await page.request.post('/api2/magazine/open-contribution', {
      data: { userId, enabled: false },
      headers: { origin: baseURL },
    });
    const team = await (await page.request.get(`/api2/magazine/team?magazineUserId=${userId}`)).json();
    const joined = team.data.members.find((m: { username: string }) => m.username === reader.username);
    if (joined)
      await page.request.post('/api2/magazine/member/remove', {
        data: { magazineUserId: userId, userId: joined.userId },
        headers: { origin: baseURL },
      });
  }
  await ada.context.close();
});

test('an owner turns open contribution on with a button of her own', async () => {
  const { page } = ada;
  const errors = collectPageErrors(page);
  await open(page, '/dashboard/@thelongtable/settings');
  await page.getByRole('link', { name: en('openContribution.settings.manage') }).click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}$`));
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: en('openContribution.settings.title') }),
  ).toBeVisible();
  await expect(page.getByText(en('openContribution.settings.previewOff'))).toBeVisible();

  const toggle = page.getByRole('switch', { name: en('openContribution.settings.enabled') });
  await toggle.check();
  await expect(page.locator('.snackbar')).toContainText(en('openContribution.settings.saved'));
  await expect(page.getByText(en('openContribution.settings.previewOff'))).toHaveCount(0);

  // The card's photo through the photo drop zone (crop, then upload).
  const zone = page.getByRole('group', { name: en('openContribution.settings.photo') });
  await zone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page) });
  const crop = page.getByRole('dialog', { name: en('photos.cropTitle') });
  await crop.getByRole('button', { name: en('photos.usePhoto') }).click();
  await expect(zone.locator('img.photo-drop-image')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.oc-settings-preview img.oc-card-photo')).toBeVisible();

  await page
    .getByLabel(en('openContribution.settings.description'))
    .fill('Stories about food and the people who cook it.');
  await page.getByRole('textbox', { name: en('openContribution.settings.buttonText') }).fill(BUTTON);
  await colourField(page).fill(GREEN.hex);
  await page.getByLabel(en('openContribution.settings.position')).selectOption({
    label: en('openContribution.settings.positionAfter', { number: 1 }),
  });
  await typeInto(
    page,
    page,
    en('openContribution.settings.signUpMessage'),
    'We read every story. Make an account first.',
  );
  await typeInto(
    page,
    page,
    en('openContribution.settings.submitStoryMessage'),
    'Tell us about one meal, in 500 words or so.',
  );
  await typeInto(
    page,
    page,
    en('openContribution.settings.submittedMessage'),
    'Thank you! Our editors will be in touch.',
  );

  // The preview follows the form: the button in its colour, with white text on the dark green.
  const preview = page.locator('.oc-settings-preview');
  const previewButton = preview.locator('.oc-button');
  await expect(previewButton).toHaveText(BUTTON);
  await expect(previewButton).toHaveCSS('background-color', GREEN.rgb);
  await expect(previewButton).toHaveCSS('color', 'rgb(255, 255, 255)');
  // A colour that is no colour is said at once, before anything is sent.
  await colourField(page).fill('red;}');
  await page.getByRole('button', { name: en('magazines.settings.save') }).click();
  await expect(page.getByText(en('validation.openContribution.color'))).toBeVisible();
  await expect(colourField(page)).toBeFocused();
  await colourField(page).fill(GREEN.hex);
  await page.getByRole('button', { name: en('magazines.settings.save') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('openContribution.settings.saved'));
  await expectNoA11yViolations(page);
  await screenshots(page, 'open-contribution-settings');

  // Stored: a reload shows the same.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: en('openContribution.settings.buttonText') })).toHaveValue(
    BUTTON,
  );
  await expect(page.getByRole('switch', { name: en('openContribution.settings.enabled') })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a guest presses the button, signs up in the popup and submits a story', async ({ page }) => {
  // Sign-up, two steps of the popup, three axe scans and three screenshots: a long journey.
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await open(page, '/@thelongtable');
  const card = page.getByRole('region', {
    name: en('openContribution.card.heading', { magazine: MAGAZINE }),
  });
  await expect(card).toContainText('Stories about food and the people who cook it.');
  await expect(card.locator('img.oc-card-photo')).toBeVisible();
  // After the first story, as set.
  await expect(page.locator('.feed > li').nth(1)).toHaveClass(/feed-insert/);
  const button = card.getByRole('button', { name: BUTTON });
  await expect(button).toHaveCSS('background-color', GREEN.rgb);
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectNoA11yViolations(page);
  await screenshots(page, 'open-contribution-card');

  await button.click();
  const dialog = page.getByRole('dialog', {
    name: en('openContribution.dialog.title', { magazine: MAGAZINE }),
  });
  await expect(dialog).toBeVisible();
  const signUpHeading = dialog.getByRole('heading', { name: en('openContribution.dialog.signUpHeading') });
  await expect(signUpHeading).toBeFocused();
  await expect(dialog).toContainText(en('openContribution.dialog.step', { number: 1, count: 3 }));
  await expect(dialog).toContainText('We read every story. Make an account first.');
  await expectNoA11yViolations(page);
  await screenshots(page, 'open-contribution-signup', { popup: true });

  // Escape closes it; the button opens it again where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(signUpHeading).toBeFocused();

  await dialog.getByLabel(en('accounts.signup.email')).fill(reader.email);
  await dialog.getByLabel(en('accounts.signup.username')).fill(reader.username);
  await dialog.getByLabel(en('accounts.signup.displayName')).fill(reader.displayName);
  await dialog.getByLabel(en('accounts.signup.password'), { exact: true }).fill(reader.password);
  await dialog.getByLabel(en('accounts.signup.confirmPassword')).fill(reader.password);
  await dialog.getByRole('button', { name: en('accounts.signup.submit') }).click();

  const storyHeading = dialog.getByRole('heading', { name: en('openContribution.dialog.submitHeading') });
  await expect(storyHeading).toBeFocused({ timeout: 10_000 });
  await expect(dialog).toContainText(en('openContribution.dialog.step', { number: 2, count: 3 }));
  await expect(dialog).toContainText('Tell us about one meal, in 500 words or so.');
  await expect(dialog).toContainText(en('openContribution.dialog.joinNote', { magazine: MAGAZINE }));
  // Signed in on the same page: the header says so.
  await expect(accountMenuButton(page)).toBeVisible();

  // Nothing written yet: the popup says what is missing, on the fields.
  await dialog.getByRole('button', { name: en('openContribution.dialog.submit') }).click();
  await expect(dialog.getByRole('textbox', { name: en('openContribution.dialog.storyTitle') })).toBeFocused();
  await expect(dialog.getByText(en('validation.required')).first()).toBeVisible();

  await dialog.getByRole('textbox', { name: en('openContribution.dialog.storyTitle') }).fill(TITLE);
  await typeInto(
    dialog,
    page,
    en('openContribution.dialog.story'),
    'The rain came at noon and the cooks kept going.',
  );
  await expectNoA11yViolations(page);
  await screenshots(page, 'open-contribution-story', { popup: true });

  await dialog.getByRole('button', { name: en('openContribution.dialog.submit') }).click();
  const doneHeading = dialog.getByRole('heading', { name: en('openContribution.dialog.submittedHeading') });
  await expect(doneHeading).toBeFocused();
  await expect(dialog).toContainText('Thank you! Our editors will be in touch.');
  await expect(dialog).toContainText(en('openContribution.dialog.joined', { magazine: MAGAZINE }));
  const another = dialog.getByRole('button', { name: en('openContribution.dialog.submitAnother') });
  await expect(another).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'open-contribution-submitted', { popup: true });

  // 'Submit another Story' goes back to a fresh story.
  await another.click();
  await expect(storyHeading).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: en('openContribution.dialog.storyTitle') })).toHaveValue(
    '',
  );
  await dialog.getByRole('button', { name: en('ui.close') }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('the editor finds the story in the review queue', async ({ browser }) => {
  const mei = await personIn(browser, 'mei');
  const { page } = mei;
  await open(page, '/dashboard/@thelongtable/review');
  const item = page.locator('.review-item', { hasText: TITLE });
  await expect(item).toContainText(en('editorial.queue.by', { name: reader.displayName }));
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'open-contribution-queue');
  await mei.context.close();
});

test("a business site's card leads to the main site with the popups open", async ({ browser }) => {
  // Harbour Light, the demo business, is wen's (its primary owner).
  const wen = await personIn(browser, 'wen');
  const businessId = await magazineIdOf(wen.page, 'harbourlight');
  const turn = (enabled: boolean) =>
    wen.page.request.post('/api2/magazine/open-contribution', {
      data: { userId: businessId, enabled },
      headers: { origin: baseURL },
    });
  const on = await turn(true);
  expect(on.status(), await on.text()).toBe(200);
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
  });
  const page = await context.newPage();
  await page.goto(`http://harbourlight.localhost:${appPort}/`);
  await waitForHydration(page);
  const link = page.getByRole('link', { name: en('openContribution.button.default') });
  await expect(link).toHaveAttribute('href', `${baseURL}/@harbourlight?contribute=1`);
  await expectNoA11yViolations(page);
  await link.click();
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', {
    name: en('openContribution.dialog.title', { magazine: 'Harbour Light' }),
  });
  await expect(
    dialog.getByRole('heading', { name: en('openContribution.dialog.signUpHeading') }),
  ).toBeFocused();
  await expect(page).toHaveURL(`${baseURL}/@harbourlight`);
  await context.close();
  // The demo business takes no stories, as the other journeys expect.
  expect((await turn(false)).status()).toBe(200);
  await wen.context.close();
});

test('hostile markup in the card, its button and its messages is shown as text or dropped, and never runs', async ({
  browser,
}) => {
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
  const userId = await magazineIdOf(ada.page, 'thelongtable');
  const set = await ada.page.request.post('/api2/magazine/open-contribution', {
    data: {
      userId,
      openContributionDescription: payload,
      openContributionButtonText: '<svg onload=window.__xss=1>',
      signUpMessage: `<p>Welcome</p>${payload}<a href="javascript:window.__xss=1">x</a>`,
    },
    headers: { origin: baseURL },
  });
  expect(set.status(), await set.text()).toBe(200);
  // A colour that would close the style and run a script is refused whole.
  const css = await ada.page.request.post('/api2/magazine/open-contribution', {
    data: { userId, openContributionButtonColor: '#000;}</style><script>window.__xss=1</script>' },
    headers: { origin: baseURL },
  });
  expect(css.status()).toBe(400);

  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en' },
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  await open(page, '/@thelongtable');
  const card = page.getByRole('region', {
    name: en('openContribution.card.heading', { magazine: MAGAZINE }),
  });
  await expect(card.locator('.oc-card-description')).toHaveText(payload);
  await card.getByRole('button', { name: '<svg onload=window.__xss=1>' }).click();
  const dialog = page.getByRole('dialog', {
    name: en('openContribution.dialog.title', { magazine: MAGAZINE }),
  });
  await expect(dialog).toContainText('Welcome');
  await expect(
    dialog.locator('.oc-message script, .oc-message [onerror], .oc-message a[href^="javascript"]'),
  ).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(dialogs).toEqual([]);
  await context.close();
});
