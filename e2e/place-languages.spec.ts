import { COOKIE_NAMES, encodeTopicTitle, LANGUAGE_NAMES, locationPath } from '@masthead/core';
import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { saveScreenshot, signUpByApi, text, unexpectedErrors } from './journey-helpers.ts';

/**
 * Issue 13: a place or a topic whose stories are partly in languages the reader's feed leaves out says
 * how many, and one click adds the language: to a guest's cookie, to a signed-in person's profile. The
 * demo's Taipei and Coffee have stories in English and in Traditional Chinese (Coffee in Indonesian
 * too); these readers read English only.
 */

test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en' } });

const TAIPEI = locationPath({ countryCode: 'tw', state: 'Taipei', city: 'Taipei' });
const stories = (page: Page) => page.locator('article.story-card');
const note = (page: Page) => page.getByRole('complementary', { name: text('en', 'feeds.otherLangs.title') });
const showIn = (page: Page, lang: 'tw' | 'in') =>
  note(page).getByRole('button', { name: new RegExp(`^Show \\d+ in ${LANGUAGE_NAMES[lang]}$`) });
const showTraditional = (page: Page) => showIn(page, 'tw');

async function openTaipei(page: Page) {
  await page.goto(TAIPEI);
  await waitForHydration(page);
}

test('a guest sees how many stories are in other languages and adds one with a click', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openTaipei(page);
  await expect(showTraditional(page)).toBeVisible();
  const before = await stories(page).count();
  const label = (await showTraditional(page).textContent()) ?? '';
  const hidden = Number(/\d+/.exec(label)?.[0]);
  expect(hidden).toBeGreaterThan(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'place-other-languages-guest');

  await showTraditional(page).click();
  await expect(showTraditional(page)).toHaveCount(0);
  await expect(stories(page)).toHaveCount(before + hidden);
  // The pressed button is gone: the keyboard goes on from the stories' heading.
  await expect(page.locator('#place-stories')).toBeFocused();
  const cookies = await page.context().cookies();
  const added = cookies.find((cookie) => cookie.name === COOKIE_NAMES.feedLangs)?.value ?? '';
  expect(decodeURIComponent(added)).toBe('en,tw');

  // The choice stays: the next visit lists them too, and the home feed reads the same languages.
  await openTaipei(page);
  await expect(stories(page)).toHaveCount(before + hidden);
  await expect(showTraditional(page)).toHaveCount(0);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test("a signed-in reader's click adds the language to their profile", async ({ page }) => {
  await signUpByApi(page.request, newPerson(), 'en');
  await openTaipei(page);
  await showTraditional(page).click();
  await expect(showTraditional(page)).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === COOKIE_NAMES.feedLangs)).toBe(
    false,
  );
  // The profile settings show the language ticked.
  await page.goto('/settings/profile.html');
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: LANGUAGE_NAMES.tw })).toBeChecked();
});

test('a topic page counts its stories in other languages and shows them with a click', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`/blogs/${encodeTopicTitle('Coffee')}`);
  await waitForHydration(page);
  await expect(showTraditional(page)).toBeVisible();
  await expect(showIn(page, 'in')).toBeVisible();
  const before = await stories(page).count();
  const hidden = Number(/\d+/.exec((await showTraditional(page).textContent()) ?? '')?.[0]);
  expect(hidden).toBeGreaterThan(0);
  // No story in Chinese is listed until the language is added.
  const chinese = stories(page).and(page.locator('[lang^="zh"]'));
  await expect(chinese).toHaveCount(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'topic-other-languages-guest');

  await showTraditional(page).click();
  await expect(showTraditional(page)).toHaveCount(0);
  await expect(stories(page)).toHaveCount(before + hidden);
  await expect(page.locator('#topic-stories')).toBeFocused();
  await expect(chinese).toHaveCount(hidden);
  // Indonesian is still offered.
  await expect(showIn(page, 'in')).toBeVisible();
  expect(unexpectedErrors(errors)).toEqual([]);
});
