import fs from 'node:fs';
import path from 'node:path';
import { type MessageKey, type MessageVars, translate, type UiLanguage } from '@masthead/core';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Person } from './helpers.ts';

/** A text of the interface exactly as the catalogue has it: `text('tw', 'shell.nav.home')`. */
export const text = (lang: UiLanguage, key: MessageKey, vars?: MessageVars) => translate(lang, key, vars);

/** Where the per-page, per-language screenshots go (inside the gitignored test-results). */
export const screenshotDir = path.join(import.meta.dirname, 'test-results', 'screenshots');

/**
 * Screenshots are for people to look at, not assertions: CI skips them (about a second each, some 200
 * of them) unless E2E_SCREENSHOTS=1 asks for them; a local run always takes them.
 */
const screenshotsWanted = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot named `name`: of the whole page, or (`window: true`) of what the window shows. */
export async function saveScreenshot(page: Page, name: string, options: { window?: boolean } = {}) {
  if (!screenshotsWanted) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: !options.window });
}

/**
 * Creates an account through the API the sign-up form uses. With `page.request` the browser context
 * gets the session cookie, so the person is signed in there too.
 */
export async function signUpByApi(request: APIRequestContext, person: Person, lang: UiLanguage = 'en') {
  const response = await request.post('/api2/account/signup', {
    data: {
      email: person.email,
      username: person.username,
      displayName: person.displayName,
      password: person.password,
      confirmPassword: person.password,
      lang,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The card of the sign-in page or of the login prompt, wherever the form is. */
export function signInForm(scope: Page | Locator) {
  return {
    login: scope.getByLabel(text('en', 'accounts.signin.login')),
    password: scope.getByLabel(text('en', 'accounts.signin.password'), { exact: true }),
    remember: scope.getByRole('checkbox', { name: text('en', 'accounts.signin.remember') }),
    submit: scope.getByRole('button', { name: text('en', 'accounts.signin.submit'), exact: true }),
  };
}

/** The signed-in person's menu button in the header; its name ends with 'Account menu'. */
export const accountMenuButton = (page: Page, lang: UiLanguage = 'en') =>
  page.getByRole('banner').getByRole('button', { name: text(lang, 'shell.account.menu') });

/** Signs out through the account menu, as a person would, and waits for the signed-out page. */
export async function signOutThroughMenu(page: Page, lang: UiLanguage = 'en') {
  await accountMenuButton(page, lang).click();
  await page.getByRole('button', { name: text(lang, 'shell.signOut'), exact: true }).click();
  await expect(page.locator('body')).toHaveClass(/\bpublic\b/);
}

/** Presses Tab until `target` has the keyboard focus (at most `maxPresses` times). */
export async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} did not receive the focus within ${maxPresses} presses of Tab`);
}

/**
 * No control's text is cut off or spills sideways: among buttons, inputs, labels, selects and
 * navigation links that are shown, none is wider inside than its box (1 px for rounding).
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflowing = await page.evaluate(() => {
    const selector = 'button, input, select, textarea, label, nav a';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden controls (the photo input behind its label) are 1 px by design.
        return element.checkVisibility() && box.width > 1 && box.height > 1;
      })
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => {
        const name = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 60);
        return `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}": scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`;
      });
  });
  expect(overflowing, `text overflows its box on ${page.url()}`).toEqual([]);
}

/** A small PNG drawn on a canvas in the page: a photo made at test time, no fixture file. */
export async function drawPng(page: Page, size = 64): Promise<Buffer> {
  const dataUrl = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    const gradient = context.createLinearGradient(0, 0, side, side);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(side / 2, side / 2, side / 4, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  }, size);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Console errors other than the browser's note about an answer the journey asked for (a 401, a 404). */
export const unexpectedErrors = (errors: readonly string[], expectedStatuses: readonly number[] = []) =>
  errors.filter(
    (error) =>
      !expectedStatuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );

/**
 * Issue 13: a floating message (toast, snackbar) hides none of the page's controls: no visible button,
 * link or field outside it overlaps its box.
 */
export async function expectCoversNoControl(floating: Locator) {
  const covered = await floating.evaluate((own) => {
    const box = own.getBoundingClientRect();
    // Behind a modal dialog the page cannot be used: only the dialog's controls count.
    const scope = document.querySelector('dialog:modal') ?? document;
    return [...scope.querySelectorAll('a[href], button, input, select, textarea')]
      .filter((control) => !own.contains(control) && control.checkVisibility())
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.left < box.right &&
          box.left < rect.right &&
          rect.top < box.bottom &&
          box.top < rect.bottom
        );
      })
      .map((control) =>
        (control.textContent || control.getAttribute('aria-label') || control.tagName).trim(),
      );
  });
  expect(covered, 'controls under the floating message').toEqual([]);
}

/** Saves and publishes a document through the compose API as `request`'s person; its id and address. */
export async function publishByApi(request: APIRequestContext, document: Record<string, unknown>) {
  const saved = await request.post('/api2/compose/save', {
    data: {
      body: '<p>Written for a test.</p>',
      topicIds: [],
      lang: 'en',
      extra: {},
      premium: false,
      ...document,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { cgroupId } = (await saved.json()).data as { cgroupId: number };
  const published = await request.post('/api2/compose/publish', { data: { cgroupId } });
  expect(published.status(), await published.text()).toBe(200);
  const page = await request.get(`/api2/content/page?cgroupId=${cgroupId}`);
  return { cgroupId, url: ((await page.json()).data as { url: string }).url };
}
