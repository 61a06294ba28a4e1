import { COOKIE_NAMES, UI_LANGUAGES, type UiLanguage } from '@masthead/core';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/**
 * Issue 13: the header fits every width from 320 px to 1280 px, signed in and out, in every interface
 * language: nothing in it is clipped or pushed past the window, each main link is either whole in the
 * row or listed under More, and the search box's placeholder fits in it. Checked by measuring.
 */

const WIDTHS = [320, 390, 768, 1024, 1280];
const NAV_KEYS = [
  'shell.nav.home',
  'shell.nav.explore',
  'shell.nav.thingsILove',
  'shell.nav.connections',
  'shell.nav.activity',
  'shell.nav.notifications',
] as const;

type HeaderMeasure = {
  /** Controls and links of the header that reach past the window or past their own box. */
  clipped: string[];
  /** The main links shown whole in the row, in order. */
  inRow: string[];
  /** The row's links that are partly outside the navigation's box. */
  cutInRow: string[];
  moreShown: boolean;
  /** The placeholder's width against the room the search input gives it (null: no box at this width). */
  placeholder: { text: number; room: number } | null;
};

function measureHeader(page: Page): Promise<HeaderMeasure> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1;
    };
    const header = document.querySelector('.site-header-bar')!;
    const clipped = [...header.querySelectorAll<HTMLElement>('a, button, input')]
      .filter(shown)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -0.5 || box.right > width + 0.5 || element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) =>
        (element.textContent || element.getAttribute('aria-label') || element.tagName).trim(),
      );
    // The row's list clips what wraps: a link is whole in the row only inside the list's box.
    const nav = document.querySelector('.site-nav > ul')!.getBoundingClientRect();
    const rowLinks = [...document.querySelectorAll<HTMLElement>('.site-nav > ul > li')].filter(shown);
    const cutInRow = rowLinks
      .filter((item) => {
        const box = item.getBoundingClientRect();
        return (
          box.left < nav.left - 0.5 ||
          box.right > nav.right + 0.5 ||
          box.top < nav.top - 0.5 ||
          box.bottom > nav.bottom + 0.5
        );
      })
      .map((item) => item.textContent ?? '');
    const more = document.querySelector('.site-nav-more-button');
    const input = document.querySelector<HTMLInputElement>('.search-box input');
    let placeholder: HeaderMeasure['placeholder'] = null;
    if (input && shown(input)) {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      placeholder = {
        text: context.measureText(input.placeholder).width,
        room:
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    }
    return {
      clipped,
      inRow: rowLinks.map((item) => item.textContent ?? ''),
      cutInRow,
      moreShown: !!more && shown(more),
      placeholder,
    };
  });
}

async function checkWidths(page: Page, lang: UiLanguage, side: string) {
  const labels = NAV_KEYS.map((key) => text(lang, key));
  const more = page.getByRole('button', { name: text(lang, 'shell.nav.more') });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The row is measured again on a resize: wait for it to settle on its links.
    await expect
      .poll(async () => {
        const { inRow, cutInRow, moreShown } = await measureHeader(page);
        return cutInRow.length === 0 && (inRow.length === labels.length ? !moreShown : moreShown);
      })
      .toBe(true);
    const measure = await measureHeader(page);
    const where = `${lang}, ${side}, ${width} px`;
    expect(measure.clipped, `clipped in the header (${where})`).toEqual([]);
    expect(measure.cutInRow, `links cut in the row (${where})`).toEqual([]);
    expect(measure.inRow, `the row keeps the links' order (${where})`).toEqual(
      labels.slice(0, measure.inRow.length),
    );
    expect(measure.inRow.length, `at least Home fits (${where})`).toBeGreaterThan(0);
    if (measure.placeholder) {
      expect(measure.placeholder.text, `placeholder fits (${where})`).toBeLessThanOrEqual(
        measure.placeholder.room,
      );
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page does not scroll sideways (${where})`).toBeLessThanOrEqual(width);
    if (measure.moreShown) {
      // The links that do not fit are all under More, in order, and nothing else is.
      await more.click();
      const panel = page.locator('.site-nav-more-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link')).toHaveText(labels.slice(measure.inRow.length));
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `More's panel inside (${where})`).toBe(true);
      await saveScreenshot(page, `header-${lang}-${side}-${width}-more`, { window: true });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(more).toBeFocused();
    } else {
      await saveScreenshot(page, `header-${lang}-${side}-${width}`, { window: true });
    }
  }
}

async function newLanguageContext(browser: import('@playwright/test').Browser, lang: UiLanguage) {
  const context: BrowserContext = await browser.newContext();
  await context.addCookies([{ name: COOKIE_NAMES.userLang, value: lang, url: baseURL }]);
  return context;
}

test.describe.configure({ mode: 'parallel' });

for (const lang of UI_LANGUAGES) {
  test(`the header fits from 320 to 1280 px, signed out and in (${lang})`, async ({ browser }) => {
    const context = await newLanguageContext(browser, lang);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/explore.html');
    await waitForHydration(page);
    await checkWidths(page, lang, 'guest');

    await signUpByApi(page.request, newPerson(), lang);
    await page.goto('/explore.html');
    await waitForHydration(page);
    await checkWidths(page, lang, 'member');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
}

test('More is reached by keyboard, marks the current page and passes axe open', async ({ browser }) => {
  const context = await newLanguageContext(browser, 'en');
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notifications.html');
  await waitForHydration(page);
  const more = page.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const current = page.locator('.site-nav-more-panel').getByRole('link', { name: 'Notifications' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.locator('.site-nav-more-panel a').first()).toBeFocused();
  // A click outside closes it; a link in it opens its page and closes it.
  await page.mouse.click(200, 600);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await page.locator('.site-nav-more-panel').getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/activity\.html$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});
