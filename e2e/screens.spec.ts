import { CTYPE } from '@masthead/core';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  expectNoHorizontalOverflow,
  publishByApi,
  saveScreenshot,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';

/**
 * Issue 14's screens and pieces (SPEC §2, §4, §9) on a desktop and on a phone: the photo lightbox, the
 * first-run tours of a reader and a writer, and the feature-discovery help button with its 600 ms tip.
 */

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

const DEVICES = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** Three stored pictures of the demo content, as the home page shows them (their base path). */
async function demoPictures(request: APIRequestContext): Promise<string[]> {
  const home = await (await request.get('/')).text();
  const found = [...home.matchAll(/(\/images\/[^"\s,?]+?)-(?:m|l|xl)\.jpg/gi)].map(
    (match) => `${match[1]}.jpg`,
  );
  const pictures = [...new Set(found)];
  expect(pictures.length, 'the demo home page shows stored pictures').toBeGreaterThan(0);
  // Earlier journeys' stories may fill the page with the same few covers: a picture may come twice.
  return [0, 1, 2].map((index) => pictures[index % pictures.length] ?? '');
}

/** A new writer publishes a post with a cover and two pictures in its text; answers its address. */
async function publishPictureStory(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  await signUpByApi(context.request, newPerson());
  const [cover, first, second] = await demoPictures(context.request);
  const body = `<p>Morning.</p><img src="${first?.replace('.jpg', '-xl.jpg')}" alt="The market at dawn"><p>Noon.</p><img src="${second?.replace('.jpg', '-xl.jpg')}" alt="The harbour at noon">`;
  const { url } = await publishByApi(context.request, {
    ctype: CTYPE.post,
    title: `A day in pictures ${Date.now().toString(36)}`,
    body,
    photoPath: cover,
  });
  await context.close();
  return url;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

const lightbox = (page: Page) => page.getByRole('dialog', { name: en('lightbox.title') });

for (const device of DEVICES) {
  test.describe(`screens on a ${device.name}`, () => {
    test.use(device.options);
    // Each journey publishes, reloads and checks several pages with axe: more than the default 30 s.
    test.setTimeout(120_000);

    test('a story picture opens full size, moves through the story, and closes back to it', async ({
      browser,
      page,
    }) => {
      const errors = collectPageErrors(page);
      const url = await publishPictureStory(browser);
      const lightboxCode: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/lightbox-[^/]+\.js/.test(request.url())) lightboxCode.push(request.url());
      });
      await open(page, url);
      // Pinch-zoom is the browser's: the page never forbids it.
      const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
      expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\D|$)/);
      expect(lightboxCode, 'the lightbox code waits until a picture is opened').toEqual([]);

      const zoom = page.getByRole('button', { name: en('lightbox.open') });
      await expect(zoom).toHaveCount(3);
      await zoom.first().click();
      const dialog = lightbox(page);
      await expect(dialog).toBeVisible();
      expect(lightboxCode.length).toBeGreaterThan(0);
      await expect(dialog.getByText(en('lightbox.count', { n: 1, total: 3 }))).toBeVisible();
      await expect(dialog.locator('img.lightbox-image')).toHaveAttribute('src', /-xl\.jpg$/);
      await expectNoA11yViolations(page);
      await saveScreenshot(page, `screens-lightbox-${device.name}`);

      await dialog.getByRole('button', { name: en('lightbox.next') }).click();
      await expect(dialog.locator('img.lightbox-image')).toHaveAttribute('alt', 'The market at dawn');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(en('lightbox.count', { n: 3, total: 3 }))).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText(en('lightbox.count', { n: 2, total: 3 }))).toBeVisible();

      // A swipe to the left shows the next picture, to the right the previous one (pointer events).
      const stage = dialog.locator('.lightbox-stage');
      const box = await stage.boundingBox();
      if (!box) throw new Error('the lightbox stage has no box');
      const swipe = async (from: number, to: number) => {
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * from, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(0.8, 0.2);
      await expect(dialog.getByText(en('lightbox.count', { n: 3, total: 3 }))).toBeVisible();
      await swipe(0.2, 0.8);
      await expect(dialog.getByText(en('lightbox.count', { n: 2, total: 3 }))).toBeVisible();

      // Focus stays inside while the lightbox is open.
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      // Escape closes it, and focus is back on the picture that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(zoom.first()).toBeFocused();

      // A picture in the text opens at its own place; the close button closes.
      await zoom.nth(2).click();
      await expect(lightbox(page).getByText(en('lightbox.count', { n: 3, total: 3 }))).toBeVisible();
      await lightbox(page)
        .getByRole('button', { name: en('ui.close') })
        .click();
      await expect(lightbox(page)).toBeHidden();
      await expect(zoom.nth(2)).toBeFocused();
      await expectNoHorizontalOverflow(page);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    test('a new reader gets a three-tip tour once: it resumes, can be skipped, and never comes back', async ({
      browser,
      page,
    }) => {
      const errors = collectPageErrors(page);
      const url = await publishPictureStory(browser);
      await open(page, url);
      const card = page.locator('.tour-card');
      await expect(card.getByRole('heading', { name: en('tour.reader.vote.title') })).toBeVisible();
      await expect(card).toContainText(en('tour.count', { n: 1, total: 3 }));
      await expectNoA11yViolations(page);
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, `screens-reader-tour-${device.name}`);

      await card.getByRole('button', { name: en('tour.next') }).click();
      await expect(card.getByRole('heading', { name: en('tour.reader.save.title') })).toBeVisible();
      await expect(card).toBeFocused();

      // Another page of the same first visit picks the tour up where it was left.
      await open(page, url);
      await expect(card.getByRole('heading', { name: en('tour.reader.save.title') })).toBeVisible();
      await card.getByRole('button', { name: en('tour.skip') }).click();
      await expect(card).toHaveCount(0);
      const stored = await page.evaluate(() => ({
        finished: localStorage.getItem('publicTutorialFinished'),
        steps: localStorage.getItem('publicTutorialSteps'),
        visited: localStorage.getItem('visitedBefore'),
      }));
      expect(stored).toEqual({
        finished: '["reader"]',
        steps: '["reader.vote"]',
        visited: '{"public":true}',
      });

      await open(page, url);
      await expect(page.locator('main')).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    test('a new writer gets the editor tour once, kept on the server for every browser', async ({
      browser,
      page,
    }) => {
      const errors = collectPageErrors(page);
      const person = newPerson();
      await signUpByApi(page.request, person);
      await open(page, `/write.html?type=${CTYPE.post}`);
      const card = page.locator('.tour-card');
      await expect(card.getByRole('heading', { name: en('tour.writer.title.title') })).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, `screens-writer-tour-${device.name}`);
      await card.getByRole('button', { name: en('tour.next') }).click();
      await expect(card.getByRole('heading', { name: en('tour.writer.body.title') })).toBeVisible();
      await card.getByRole('button', { name: en('tour.next') }).click();
      await expect(card.getByRole('heading', { name: en('tour.writer.publish.title') })).toBeVisible();
      await card.getByRole('button', { name: en('tour.done') }).click();
      await expect(card).toHaveCount(0);
      await expect
        .poll(async () => (await (await page.request.get('/api2/tutorials')).json()).data.writer)
        .toEqual({ steps: ['title', 'body', 'publish'], finished: true });

      // Another browser of the same person: the server says the tour is done.
      const other = await browser.newContext(device.options);
      const login = await other.request.post('/api/auth/login/p.json', {
        data: { login: person.email, password: person.password },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(login.status(), await login.text()).toBe(200);
      const otherPage = await other.newPage();
      await open(otherPage, `/write.html?type=${CTYPE.post}`);
      await expect(otherPage.getByRole('textbox').first()).toBeVisible();
      await otherPage.waitForLoadState('networkidle');
      await expect(otherPage.locator('.tour-card')).toHaveCount(0);
      await other.close();
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    test('the help button explains compose, notebooks and following after a 600 ms hover', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await signUpByApi(page.request, newPerson());
      const screens = [
        { path: '/notebooks.html', tip: en('help.notebooks') },
        { path: '/welcome.html', tip: en('help.follow') },
        { path: '/connections.html', tip: en('help.connections') },
        { path: `/write.html?type=${CTYPE.post}`, tip: en('help.compose') },
      ];
      for (const screen of screens) {
        await open(page, screen.path);
        const button = page.locator('button.help-button');
        await expect(button).toHaveAccessibleName(en('ui.help'));
        const tip = page.getByRole('tooltip').filter({ hasText: screen.tip });
        await expect(button).toHaveAccessibleDescription(screen.tip);
        await expect(tip).toBeHidden();
        if (device.name === 'desktop') {
          await button.hover();
          await page.waitForTimeout(300);
          await expect(tip).toBeHidden();
          await expect(tip).toBeVisible({ timeout: 1_000 });
          await page.mouse.move(0, 0);
          await expect(tip).toBeHidden();
        } else {
          await button.tap();
          await expect(tip).toBeVisible();
          const box = await tip.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 390, 'the tip stays on the screen').toBe(true);
        }
        await expectNoA11yViolations(page);
        await saveScreenshot(page, `screens-help-${screen.path.replace(/\W+/g, '-')}-${device.name}`);
      }
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
