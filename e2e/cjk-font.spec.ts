import { COOKIE_NAMES, LANGUAGE_TAGS, type UiLanguage } from '@masthead/core';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { saveScreenshot, unexpectedErrors } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/**
 * Issue 13: Chinese draws as real characters on every machine. Where no system font has Han glyphs,
 * the app loads a Chinese web font after hydration, and only there; elsewhere it loads nothing.
 */

const FACES_CSS = /\/assets\/wght-[\w-]+\.css$/;
const slicesOf = (family: 'tc' | 'sc') => new RegExp(`/assets/noto-sans-${family}-[\\w-]+\\.woff2$`);
const ANY_SLICE = /\/assets\/noto-sans-(tc|sc)-[\w-]+\.woff2$/;

/**
 * Draws two characters in `font` on a canvas each and compares the pixels: a font with Han glyphs draws
 * them differently, while without one both come out as the same missing-glyph box (or nothing). Runs
 * in the page, as the app's own check does.
 */
function drawsDifferently({ font, characters }: { font: string; characters: string[] }): boolean {
  const pixels = characters.map((character) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = font;
    context.fillText(character, 0, 36);
    return context.getImageData(0, 0, 48, 48).data;
  });
  const [first, second] = pixels;
  if (!first || !second) return false;
  return first.some((value, index) => value !== second[index]) && first.some((value) => value > 0);
}

/** Whether this machine's own fonts draw Han characters: a blank page, no web font anywhere. */
async function systemDrawsHan(context: BrowserContext): Promise<boolean> {
  const page = await context.newPage();
  await page.setContent('<html lang="zh-Hant"><body></body></html>');
  const draws = await page.evaluate(drawsDifferently, { font: '40px sans-serif', characters: ['中', '國'] });
  await page.close();
  return draws;
}

async function openAs(page: Page, lang: UiLanguage, path: string) {
  await page.context().addCookies([{ name: COOKIE_NAMES.userLang, value: lang, url: baseURL }]);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
  return requested;
}

/**
 * The page's heading, in its own computed font, once the fonts are ready: its first two different Han
 * characters must draw as different glyphs. Polled, since the app adds the faces when the page is idle.
 */
async function expectHeadingDrawsHan(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  const characters = [...new Set((await heading.textContent())?.match(/\p{Script=Han}/gu))].slice(0, 2);
  expect(characters, 'the heading has two different Han characters').toHaveLength(2);
  await expect
    .poll(
      async () => {
        const font = await heading.evaluate(async (element) => {
          await document.fonts.ready;
          const style = getComputedStyle(element);
          return `${style.fontWeight} 40px ${style.fontFamily}`;
        });
        return page.evaluate(drawsDifferently, { font, characters });
      },
      { message: `"${characters.join('')}" draw as real, different glyphs`, timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Every short, Han-only text set in the site's stacks is as wide as its characters (1 em each in any
 * CJK font; a box is narrower). This catches text the browser laid out before the faces came.
 */
async function expectNoBoxes(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const narrow: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const words = node.textContent?.trim() ?? '';
            const element = node.parentElement;
            if (!element || !/^\p{Script=Han}{1,8}$/u.test(words) || !element.getClientRects().length)
              continue;
            const style = getComputedStyle(element);
            if (!/Noto Sans (TC|SC) Variable/.test(style.fontFamily)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const ems = range.getBoundingClientRect().width / Number.parseFloat(style.fontSize);
            if (ems < words.length * 0.9) narrow.push(`${words} (${ems.toFixed(2)} em)`);
          }
          return narrow;
        }),
      { message: 'short Han words drawn narrower than 1 em a character', timeout: 20_000 },
    )
    .toEqual([]);
}

/**
 * Resolves after the app's own check has run: idle callbacks run in the order they were asked for, and
 * the app asks for its one before hydrating. Then a font it decided to load shows as its link.
 */
async function afterAppCheck(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

const facesLink = (page: Page) => page.locator('link[rel="stylesheet"][href*="/assets/wght-"]');

let hasCjkFont = false;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  hasCjkFont = await systemDrawsHan(context);
  await context.close();
});

/**
 * Opens the home page in `lang` and checks that its Chinese draws as glyphs; on a machine without a CJK
 * font, that the two face stylesheets and slices of `faces` came, and on one with, that nothing did.
 */
async function expectChineseHome(page: Page, lang: 'tw' | 'cn', faces: 'tc' | 'sc') {
  const requested = await openAs(page, lang, '/');
  await expectHeadingDrawsHan(page);
  await expectNoBoxes(page);
  await afterAppCheck(page);
  if (hasCjkFont) {
    await expect(facesLink(page)).toHaveCount(0);
    expect(requested.filter((path) => FACES_CSS.test(path) || ANY_SLICE.test(path))).toEqual([]);
  } else {
    expect(requested.filter((path) => FACES_CSS.test(path))).toHaveLength(2);
    expect(requested.filter((path) => slicesOf(faces).test(path)).length).toBeGreaterThan(0);
  }
}

test('zh-Hant: the home page draws its Chinese, with the web font only where the machine has none', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await expectChineseHome(page, 'tw', 'tc');
  await expectNoA11yViolations(page);

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoBoxes(page);
    await saveScreenshot(page, `cjk-font-zh-Hant-${width}x${height}`, { window: true });
  }
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('zh-Hans: the home page draws its Chinese, in the Simplified faces where the machine has none', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await expectChineseHome(page, 'cn', 'sc');
  await saveScreenshot(page, 'cjk-font-zh-Hans-1280x720', { window: true });
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('English: on a machine with a CJK font, no font is downloaded', async ({ page }) => {
  test.skip(
    !hasCjkFont,
    'This machine has no CJK font: there every page loads the faces, if only for the language menu, ' +
      'which names the Chinese languages in Chinese.',
  );
  const requested = await openAs(page, 'en', '/');
  await afterAppCheck(page);
  await expect(facesLink(page)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  expect(requested.filter((path) => FACES_CSS.test(path) || ANY_SLICE.test(path))).toEqual([]);
});
