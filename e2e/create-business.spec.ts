import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { accountMenuButton, saveScreenshot, signUpByApi, text } from './journey-helpers.ts';
import { appPort } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Creating a business: a new person adds one with a logo from the account menu, lands on its dashboard
 * address, edits its settings and brand colours, then opens its own site on {username}.localhost
 * (DESIGN §4) and finds its page and a writer's page there.
 */

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const founder = newPerson();
const suffix = founder.username.slice(2, 9).toLowerCase().replace(/_/g, '');
const business = { name: `Harbour Light ${suffix}`, username: `harbour-light-${suffix}`.slice(0, 20) };
const siteOrigin = `http://${business.username}.localhost:${appPort}`;

/** A square picture drawn in the page, as a file a person would choose. */
async function drawPicture(page: Page, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    context.fillStyle = fill;
    context.fillRect(0, 0, 480, 480);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(240, 240, 120, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  }, color);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('a new person adds a business with a logo and lands on its dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  // A guest is asked to sign in first.
  await page.goto('/create_business.html');
  await waitForHydration(page);
  await expect(page.getByText(en('magazines.create.guest'))).toBeVisible();
  await expectNoA11yViolations(page);
  await signUpByApi(page.request, founder);
  await page.goto('/');
  await waitForHydration(page);

  await accountMenuButton(page).click();
  await page.getByRole('link', { name: en('magazines.menu.addBusiness') }).click();
  await expect(page).toHaveURL(/\/create_business\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: en('magazines.create.title') })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: new RegExp(en('magazines.kind.business')) })).toBeChecked();

  // The username follows the name until it is typed, and is checked as it changes.
  await page
    .getByRole('textbox', { name: en('magazines.create.displayName'), exact: true })
    .fill(business.name);
  const username = page.getByRole('textbox', { name: en('magazines.create.username') });
  await expect(username).toHaveValue(`harbour-light-${suffix}`.slice(0, 20));
  await username.fill('dashboard');
  await expect(page.getByText(en('validation.username.reserved'))).toBeVisible();
  // A person's name is taken (theirs has an underscore, which a business's host cannot have).
  await page.getByRole('radio', { name: new RegExp(en('magazines.kind.magazine')) }).check();
  await username.fill(founder.username);
  await expect(page.getByText(en('error.username.used'))).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(en('magazines.kind.business')) }).check();
  await username.fill(business.username);
  await expect(
    page.getByText(en('magazines.create.usernameAvailable', { username: business.username })),
  ).toBeVisible();
  await expect(page.getByText(`${business.username}.localhost:${appPort}`)).toBeVisible();
  await page
    .getByRole('textbox', { name: en('magazines.create.description') })
    .fill('Lamps and lanterns for the long evenings.');

  const logoZone = page.locator('fieldset.photo-drop-zone').filter({ hasText: en('magazines.create.logo') });
  await logoZone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawPicture(page, '#1d3557') });
  const crop = page.getByRole('dialog', { name: en('photos.cropTitle') });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: en('photos.usePhoto') }).click();
  await expect(crop).toBeHidden();
  await expect(logoZone.getByRole('button', { name: en('photos.change') })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'create-business-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'create-business-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: en('magazines.create.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/@${business.username}$`));
  await expect(page.locator('.snackbar')).toContainText(
    en('magazines.create.created', { name: business.name }),
  );
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('its primary owner edits the settings and brand colours', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const login = await page.request.post('/api/auth/login/p.json', {
    data: { login: founder.username, password: founder.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`/dashboard/@${business.username}/settings`);
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: en('magazines.settings.heading', { name: business.name }) }),
  ).toBeVisible();
  // The logo chosen when it was created is the magazine's now.
  const logoZone = page.locator('fieldset.photo-drop-zone').filter({ hasText: en('magazines.create.logo') });
  await expect(logoZone.getByRole('button', { name: en('photos.change') })).toBeVisible();
  await expect(page.getByText(en('magazines.settings.siteAddress', { address: siteOrigin }))).toBeVisible();

  await page.getByLabel(en('magazines.settings.bio'), { exact: true }).fill('Lamps for the harbour.');
  await page.getByLabel(en('magazines.settings.bioConnect')).fill('Meet the lamp makers.');
  await page.getByRole('button', { name: en('magazines.settings.save') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('magazines.settings.saved'));

  await page.getByRole('button', { name: en('magazines.brandColors.add') }).click();
  const first = page.getByRole('textbox', {
    name: en('magazines.brandColors.colorOf', { number: 1 }),
    exact: true,
  });
  await first.fill('red');
  await page.getByRole('button', { name: en('magazines.brandColors.save') }).click();
  await expect(page.getByText(en('validation.brandColors.invalid'))).toBeVisible();
  await first.fill('#1D3557');
  await page.getByRole('button', { name: en('magazines.brandColors.save') }).click();
  await expect(page.locator('.snackbar')).toContainText(en('magazines.brandColors.saved'));
  await expect(first).toHaveValue('#1d3557');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'business-settings-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'business-settings-phone');

  // Stored: a reload shows the same.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(en('magazines.settings.bioConnect'))).toHaveValue('Meet the lamp makers.');
  await expect(
    page.getByRole('textbox', { name: en('magazines.brandColors.colorOf', { number: 1 }), exact: true }),
  ).toHaveValue('#1d3557');
  expect(errors).toEqual([]);
});

test('the business site shows its page and a writer page on its own host', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${siteOrigin}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: business.name })).toBeVisible();
  await expect(page.getByText('Lamps for the harbour.')).toBeVisible();
  // Its header wears its first brand colour, with SPEC §5's inverted text on it.
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgb(29, 53, 87)');
  await expect(header.getByRole('link', { name: business.name })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'business-site-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'business-site-phone');
  await page.setViewportSize(DESKTOP);

  // The business's own prefix is dropped; a writer lives at /writers/@{username}.
  await page.goto(`${siteOrigin}/@${business.username}`);
  await expect(page).toHaveURL(`${siteOrigin}/`);
  await page.goto(`${siteOrigin}/@${business.username}/writers/@${founder.username}`);
  await expect(page).toHaveURL(`${siteOrigin}/writers/@${founder.username}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: founder.displayName })).toBeVisible();
  await expect(
    page.getByText(en('content.writer.role', { role: en('content.role.owner'), magazine: business.name })),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'business-site-writer');
  await page.getByRole('link', { name: en('content.writer.magazine', { magazine: business.name }) }).click();
  await expect(page).toHaveURL(`${siteOrigin}/`);

  // What the site has no page for is on the main site; a host naming no business is not found.
  await page.goto(`${siteOrigin}/loginpage.html`);
  await expect(page).toHaveURL(`http://localhost:${appPort}/loginpage.html`);
  const missing = await page.goto(`http://no-such-business.localhost:${appPort}/`);
  expect(missing?.status()).toBe(404);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test("a magazine's page lists its topics and writers; on its business site they drop the prefix", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const demoSite = `http://harbourlight.localhost:${appPort}`;
  await page.goto(`${demoSite}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Light' })).toBeVisible();
  const topicsSection = page.getByRole('region', { name: en('magazines.page.topics') });
  await expect(topicsSection.getByRole('link', { name: 'Design' })).toHaveAttribute('href', '/blogs/design');
  const writers = page.getByRole('region', { name: en('magazines.page.writers') });
  // Its members who published there, latest first: hao, lena, sam and wen (the demo seed).
  await expect(writers.getByRole('link')).toHaveCount(4);
  const story = page.getByRole('link', { name: 'Lanterns Along the Harbour Wall' }).first();
  await expect(story).toHaveAttribute('href', /^\/post\/\d+\/lanterns-along-the-harbour-wall\.html$/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'business-site-demo-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'business-site-demo-phone');
  await page.setViewportSize(DESKTOP);

  await topicsSection.getByRole('link', { name: 'Design' }).click();
  await expect(page).toHaveURL(`${demoSite}/blogs/design`);
  await expect(
    page.getByRole('link', { name: 'Paper, Bamboo and a Candle: How Our Lanterns Are Made' }).first(),
  ).toBeVisible();
  await page.goto(`${demoSite}/`);
  await waitForHydration(page);
  await writers.getByRole('link', { name: 'Sam Reyes' }).click();
  await expect(page).toHaveURL(`${demoSite}/writers/@sam`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Reyes' })).toBeVisible();
  await page.getByRole('link', { name: 'Lanterns Along the Harbour Wall' }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${demoSite}/post/\\d+/lanterns-along-the-harbour-wall\\.html$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lanterns Along the Harbour Wall' }),
  ).toBeVisible();

  // On the main site the magazine page shows its members the way to the dashboard, and the site.
  const login = await page.request.post('/api/auth/login/p.json', {
    data: { login: 'wen', password: 'demo-reader-2026' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/@harbourlight');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: en('magazines.page.dashboard') })).toHaveAttribute(
    'href',
    '/dashboard/@harbourlight',
  );
  await expect(page.getByRole('link', { name: en('magazines.page.visitSite') })).toHaveAttribute(
    'href',
    `${demoSite}/`,
  );
  await page
    .getByRole('region', { name: en('magazines.page.writers') })
    .getByRole('link', { name: 'Sam Reyes' })
    .click();
  await expect(page).toHaveURL(/\/@harbourlight\/writers\/@sam$/);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('a writer reads the settings without changing them; someone outside gets Access Deny', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const signIn = async (login: string) => {
    const response = await page.request.post('/api/auth/login/p.json', {
      data: { login, password: 'demo-reader-2026' },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await signIn('sam');
  await page.goto('/dashboard/@harbourlight/settings');
  await waitForHydration(page);
  await expect(page.getByText(en('magazines.settings.readOnly'))).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: en('magazines.create.displayName'), exact: true }),
  ).toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: en('magazines.settings.save') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en('magazines.brandColors.title') })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.request.post('/api/auth/logout/p.json', { data: {} });
  await signUpByApi(page.request, newPerson());
  const response = await page.goto('/dashboard/@harbourlight/settings');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: en('error.access_deny') })).toBeVisible();
  expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
});
