import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import { signUpByApi, text } from './journey-helpers.ts';

test('notification settings save at once, and Undo puts a setting back', async ({ page }) => {
  await signUpByApi(page.request, newPerson());
  await page.goto('/settings/notifications.html');
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  const newsletter = page.getByRole('switch', {
    name: text('en', 'settings.notifications.weeklyNewsletter'),
  });
  const mentions = page.getByRole('switch', { name: text('en', 'settings.notifications.emailOnMention') });
  await expect(newsletter).toBeChecked();
  await expect(mentions).toBeChecked();

  await newsletter.uncheck();
  await expect(page.getByRole('status').getByText(text('en', 'settings.saved'))).toBeVisible();
  await mentions.uncheck();
  await page.getByRole('button', { name: text('en', 'settings.undo') }).click();
  await expect(page.getByRole('status').getByText(text('en', 'settings.undone'))).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(newsletter).not.toBeChecked();
  await expect(mentions).toBeChecked();
});

test("the newsletter's time zone: this browser's, chosen from the list, and kept", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Taipei' });
  const page = await context.newPage();
  await signUpByApi(page.request, newPerson());
  await page.goto('/settings/notifications.html');
  await waitForHydration(page);
  const zone = page.getByRole('combobox', { name: text('en', 'settings.timeZone.label') });
  await expect(zone).toHaveValue('UTC');
  await page
    .getByRole('button', { name: text('en', 'settings.timeZone.useDetected', { zone: 'Asia/Taipei' }) })
    .click();
  await expect(zone).toHaveValue('Asia/Taipei');
  await expect(page.getByRole('status').getByText(text('en', 'settings.saved'))).toBeVisible();
  await zone.selectOption('Europe/Paris');
  await expectNoA11yViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(zone).toHaveValue('Europe/Paris');
  await context.close();
});

test('an unsubscribe link that is not valid says so, for a guest', async ({ page }) => {
  await page.goto('/unsubscribe.html?token=not-a-real-unsubscribe-token');
  await expect(page.getByRole('heading', { name: text('en', 'accounts.unsubscribe.heading') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'error.unsubscribe.invalid.token'));
  await expectNoA11yViolations(page);
});

test('a profile opens by its numeric id, and an unknown id is a 404', async ({ page, request }) => {
  await page.goto('/profile/p/1');
  await expect(page.getByRole('heading', { name: 'Ada Okafor' })).toBeVisible();
  await expectNoA11yViolations(page);
  expect((await request.get('/profile/p/999999')).status()).toBe(404);
  expect((await request.get('/profile/p/abc')).status()).toBe(404);
});
