import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  accountMenuButton,
  saveScreenshot,
  signOutThroughMenu,
  signUpByApi,
  text,
  unexpectedErrors,
} from './journey-helpers.ts';

const en = (key: Parameters<typeof text>[1], vars?: Parameters<typeof text>[2]) => text('en', key, vars);

/**
 * Runs the provider's popup opened by `click`: signs in at the local OpenID Connect provider as
 * `login` when it asks (a provider session may already be there), and waits until the popup closes.
 */
async function throughPopup(page: Page, click: () => Promise<void>, login: string) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  const field = popup.getByLabel('Login');
  const asked = await Promise.race([
    field.waitFor({ timeout: 15_000 }).then(() => true),
    closed.then(() => false),
  ]);
  if (asked) {
    await field.fill(login);
    await popup.getByRole('button', { name: 'Sign in to the provider' }).click();
  }
  await closed;
}

test.describe('linked accounts', () => {
  test('link from settings in a popup, sign out, sign in with the link, unlink', async ({ page }) => {
    const errors = collectPageErrors(page);
    const person = newPerson();
    const login = `e2e${person.username.slice(-8)}`.replace(/[^A-Za-z0-9_]/g, '');
    await signUpByApi(page.request, person);

    await page.goto('/settings/account.html');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: en('linked.settings.title') });
    const google = card.locator('[data-provider="google"]');
    await expect(google).toContainText(en('linked.settings.notLinked'));
    await throughPopup(
      page,
      () => google.getByRole('button', { name: en('linked.settings.link', { provider: 'Google' }) }).click(),
      login,
    );
    await expect(page.getByText(en('linked.settings.linkedDone', { provider: 'Google' }))).toBeVisible();
    await expect(google).toContainText(en('linked.settings.linkedAs', { name: login }));
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'linked-accounts-settings');

    await signOutThroughMenu(page);
    await page.goto('/loginpage.html');
    await waitForHydration(page);
    await saveScreenshot(page, 'linked-accounts-sign-in');
    await throughPopup(
      page,
      () => page.getByRole('button', { name: en('linked.signin.with', { provider: 'Google' }) }).click(),
      login,
    );
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(accountMenuButton(page)).toContainText(person.displayName);

    await page.goto('/settings/account.html');
    await waitForHydration(page);
    await google.getByRole('button', { name: en('linked.settings.unlink', { provider: 'Google' }) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: en('linked.settings.unlink', { provider: 'Google' }) })
      .click();
    await expect(page.getByText(en('linked.settings.unlinkedDone', { provider: 'Google' }))).toBeVisible();
    await expect(google).toContainText(en('linked.settings.notLinked'));
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });

  test('signing in with an account nobody linked says so in the sign-in card', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/loginpage.html');
    await waitForHydration(page);
    await throughPopup(
      page,
      () => page.getByRole('button', { name: en('linked.signin.with', { provider: 'Facebook' }) }).click(),
      `nobody${Date.now()}`,
    );
    await expect(page.getByRole('alert')).toHaveText(en('error.oauth.not.linked'));
    await expect(page.locator('body')).toHaveClass(/\bpublic\b/);
    expect(unexpectedErrors(errors, [401, 404])).toEqual([]);
  });
});
