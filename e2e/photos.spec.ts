import { CTYPE, PHOTO_API } from '@masthead/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, waitForHydration } from './helpers.ts';
import { text, unexpectedErrors } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/** SPEC §2 photo pieces on the full-page editor: drop zone, crop, focal point, image and GIF search. */

const DEMO_PASSWORD = 'demo-reader-2026';

async function signInAsDemo(page: Page, login: string) {
  const response = await page.request.post('/api/auth/login/p.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the editor for a new post (SPEC content type 9) as the demo writer mei. */
async function openWriter(page: Page) {
  await signInAsDemo(page, 'mei');
  await page.goto(`/write.html?type=${CTYPE.post}`);
  await waitForHydration(page);
}

/** The first photo drop zone on the page (the post's cover). */
const dropZone = (page: Page): Locator => page.locator('fieldset.photo-drop-zone').first();

/**
 * A JPEG drawn on a canvas in the page: a gradient with noise, so that it weighs enough for the upload
 * progress to be seen on a throttled connection.
 */
async function drawJpeg(page: Page, width = 1600, height = 1000): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas in this browser');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1d4ed8');
      gradient.addColorStop(1, '#f59e0b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const noise = context.getImageData(0, 0, w, h);
      let seed = 42;
      for (let index = 0; index < noise.data.length; index += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const shift = (seed % 90) - 45;
        noise.data[index] = Math.max(0, Math.min(255, (noise.data[index] ?? 0) + shift));
        noise.data[index + 1] = Math.max(0, Math.min(255, (noise.data[index + 1] ?? 0) - shift));
      }
      context.putImageData(noise, 0, 0);
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.arc(w * 0.3, h * 0.35, Math.min(w, h) / 6, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/jpeg', 0.95);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Uploads crawl at this many bytes a second, so the progress bar stays on screen long enough to read. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

test.describe('photo drop zone on the editor', () => {
  test('a writer crops a photo, watches it upload, sets its focal point, removes it and undoes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await openWriter(page);
    const zone = dropZone(page);
    await expect(zone).toBeVisible();
    await expect(zone.getByRole('button', { name: en('photos.upload') })).toBeVisible();

    const jpeg = await drawJpeg(page);
    await zone
      .locator('input[type="file"]')
      .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: jpeg });

    // The crop comes first (SPEC §5): zoom with the keyboard and the slider, move with the arrows.
    const crop = page.getByRole('dialog', { name: en('photos.cropTitle') });
    await expect(crop).toBeVisible();
    const area = crop.getByRole('group', { name: en('photos.cropArea') });
    await expect(area).toBeVisible();
    await expect(area).toBeFocused();
    const slider = crop.getByRole('slider', { name: en('photos.zoom') });
    await expect(slider).toHaveAttribute('max', '5');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(slider).toHaveValue('1.5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expectNoA11yViolations(page);

    await throttleUploads(page, 150 * 1024);
    const uploadAnswer = page.waitForResponse((response) => response.url().endsWith(PHOTO_API.upload));
    await crop.getByRole('button', { name: en('photos.usePhoto') }).click();
    await expect(crop).toBeHidden();

    // A determinate progress bar with Cancel while it goes.
    const progress = zone.getByRole('progressbar', { name: en('photos.uploading') });
    await expect(progress).toBeVisible();
    const percent = Number(await progress.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    await expect(zone.getByRole('button', { name: en('photos.cancelUpload') })).toBeFocused();
    const answer = await uploadAnswer;
    await throttleUploads(page, null);
    expect(answer.status(), await answer.text()).toBe(200);
    // What was stored is the crop: the cover's 16:9 shape (the original is 16:10), zoomed in.
    const stored = (await answer.json()).data as { width: number; height: number };
    expect(Math.abs(stored.width / stored.height - 16 / 9)).toBeLessThan(0.02);
    expect(stored.width).toBeLessThan(1600);
    await expect(progress).toBeHidden();

    const preview = zone.locator('img.photo-drop-image');
    await expect(preview).toBeVisible();
    await expect(zone.getByRole('button', { name: en('photos.change') })).toBeFocused();

    // Set Focal Point: a click on the picture, then Shift+arrow moves it 10%.
    await zone.getByRole('button', { name: en('photos.setFocalPoint') }).click();
    const focal = page.getByRole('dialog', { name: en('photos.setFocalPoint') });
    await expect(focal).toBeVisible();
    const marker = focal.getByRole('slider', { name: en('photos.focalArea') });
    await expect(marker).toHaveAttribute('aria-valuetext', en('photos.focalPosition', { x: 50, y: 50 }));
    const image = focal.locator('img.focal-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    const box = await image.boundingBox();
    if (!box) throw new Error('the focal-point picture has no box');
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
    const x = focal.getByLabel(en('photos.focalX'));
    const y = focal.getByLabel(en('photos.focalY'));
    await expect.poll(async () => Math.round(Number(await x.inputValue()))).toBe(25);
    await expect.poll(async () => Math.round(Number(await y.inputValue()))).toBe(30);
    await marker.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => Math.round(Number(await x.inputValue()))).toBe(35);
    await expect.poll(async () => Math.round(Number(await y.inputValue()))).toBe(31);
    await expectNoA11yViolations(page);
    await focal.getByRole('button', { name: en('photos.save') }).click();
    await expect(focal).toBeHidden();
    await expect
      .poll(() => preview.evaluate((element: HTMLImageElement) => element.style.objectPosition))
      .toMatch(/^35(\.\d+)?% 31(\.\d+)?%$/);

    // Remove, then Undo from the snackbar.
    await zone.getByRole('button', { name: en('photos.remove') }).click();
    await expect(zone.getByRole('button', { name: en('photos.upload') })).toBeVisible();
    await page.getByRole('button', { name: en('photos.undo') }).click();
    await expect(zone.locator('img.photo-drop-image')).toBeVisible();

    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('a file that is not an image is refused before any upload', async ({ page }) => {
    await openWriter(page);
    const zone = dropZone(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(PHOTO_API.upload)) uploads += 1;
    });
    await zone.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(zone.getByRole('alert')).toHaveText(en('photos.error.notImage'));
    await expect(page.getByRole('dialog', { name: en('photos.cropTitle') })).toBeHidden();
    expect(uploads).toBe(0);
  });

  test('a picture the crop cannot open is uploaded uncropped (SPEC §8)', async ({ page }) => {
    await openWriter(page);
    const zone = dropZone(page);
    // Listen before choosing the file: the fallback upload can answer before the next line runs.
    const answered = page.waitForResponse((response) => response.url().endsWith(PHOTO_API.upload));
    // A JPEG by its type, but not by its bytes: the browser cannot draw it, so the crop falls back.
    await zone.locator('input[type="file"]').setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not really a jpeg'),
    });
    const upload = await answered;
    // The server checks the content and refuses it, in words.
    expect(upload.status()).toBeGreaterThanOrEqual(400);
    expect(upload.status()).toBeLessThan(500);
    await expect(zone.getByRole('alert')).not.toHaveText('');
  });
});

test.describe('image and GIF search overlay', () => {
  test("'Insert a GIF' finds the library's GIFs, previews one and uses it", async ({ page }) => {
    const errors = collectPageErrors(page);
    await openWriter(page);
    const zone = dropZone(page);
    // The cover's own search if it offers one, else the editor toolbar's.
    const zoneButton = zone.getByRole('button', { name: en('photos.insertGif') });
    const opener =
      (await zoneButton.count()) > 0 ? zoneButton : page.getByRole('button', { name: /GIF/ }).first();
    await opener.click();

    const overlay = page.getByRole('dialog', { name: en('photos.insertGif') });
    await expect(overlay).toBeVisible();
    const search = overlay.getByRole('searchbox', { name: en('photos.searchLabel') });
    await expect(search).toBeFocused();

    // Issue 13: it opens on the site's own GIFs and says what searching the web would need.
    await expect(overlay.getByRole('heading', { name: en('photos.libraryTitle') })).toBeVisible();
    await expect(overlay.getByRole('button', { name: /^Preview picture \d+/ }).first()).toBeVisible();
    await expect(overlay.getByText(en('photos.libraryNote', { settings: 'GIPHY_API_KEY' }))).toBeVisible();

    // No hits: SPEC §8's text, two spaces and all.
    await search.fill('zzqxnothingmatchesthis');
    await search.press('Enter');
    const empty = overlay.locator('.image-search-empty');
    await expect(empty).toBeVisible();
    expect(await empty.textContent()).toBe('Result not found.  Try another keyword?');

    // Typing searches by itself after a pause.
    await search.fill('celebrate');
    const hits = overlay.getByRole('button', { name: /^Preview picture \d+/ });
    await expect(hits.first()).toBeVisible();
    expect(await hits.count()).toBeLessThanOrEqual(12);
    // A screen reader hears how many pictures came, and whether more can load.
    const count = await hits.count();
    const heard = overlay.locator('.image-search-results > p[role="status"]');
    const counts = [en('photos.searchFound', { count }), en('photos.searchFoundAll', { count })];
    await expect.poll(async () => counts.includes((await heard.textContent()) ?? '')).toBe(true);
    await expectNoA11yViolations(page);

    await hits.first().click();
    const use = overlay.getByRole('button', { name: en('photos.useImage') });
    await expect(use).toBeVisible();
    await expect(overlay.getByRole('button', { name: en('photos.backToResults') })).toBeFocused();
    await expect(overlay.getByRole('img', { name: en('photos.selectedAlt') })).toBeVisible();
    await expectNoA11yViolations(page);

    const imported = page.waitForResponse((response) => response.url().endsWith(PHOTO_API.external));
    await use.click();
    const answer = await imported;
    expect(answer.status(), await answer.text()).toBe(200);
    const stored = (await answer.json()).data as { photoPath: string };
    expect(stored.photoPath).toMatch(/^\/images\//);
    await expect(overlay).toBeHidden();
    if ((await zoneButton.count()) > 0) {
      await expect(zone.locator('img.photo-drop-image')).toHaveAttribute(
        'src',
        stored.photoPath.split('?')[0] ?? '',
      );
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test("'Insert an image' finds a picture by the story it illustrates, without outside keys (issue 13)", async ({
    page,
  }) => {
    await openWriter(page);
    await page
      .getByRole('button', { name: en('photos.insertImage') })
      .first()
      .click();
    const overlay = page.getByRole('dialog', { name: en('photos.insertImage') });
    await expect(overlay.getByRole('heading', { name: en('photos.libraryTitle') })).toBeVisible();
    await expect(
      overlay.getByText(
        en('photos.libraryNote', {
          settings: `UNSPLASH_ACCESS_KEY${en('photos.settingsOr')}PEXELS_API_KEY`,
        }),
      ),
    ).toBeVisible();
    // An ordinary word from a demo story's title finds its cover.
    const search = overlay.getByRole('searchbox', { name: en('photos.searchLabel') });
    await search.fill('dumplings');
    await expect(
      overlay.getByRole('heading', { name: en('photos.searchResults', { q: 'dumplings' }) }),
    ).toBeVisible();
    await expect(overlay.getByRole('button', { name: /^Preview picture \d+/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('Escape closes the overlay and gives the keyboard back', async ({ page }) => {
    await openWriter(page);
    const zone = dropZone(page);
    const zoneButton = zone.getByRole('button', { name: en('photos.insertImage') });
    const opener =
      (await zoneButton.count()) > 0
        ? zoneButton
        : page.getByRole('button', { name: en('photos.insertImage') }).first();
    await opener.click();
    const overlay = page.getByRole('dialog', { name: en('photos.insertImage') });
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
