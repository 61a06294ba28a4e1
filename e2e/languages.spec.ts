import { COOKIE_NAMES, LANGUAGE_TAGS, UI_LANGUAGES, type UiLanguage } from '@masthead/core';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { collectPageErrors, expectNoA11yViolations, newPerson, waitForHydration } from './helpers.ts';
import {
  accountMenuButton,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signInForm,
  signUpByApi,
  tabTo,
  text,
} from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/** The reader's choice, as the language switcher leaves it: the userLang cookie the server reads first. */
async function chooseLanguage(context: BrowserContext, lang: UiLanguage) {
  await context.addCookies([{ name: COOKIE_NAMES.userLang, value: lang, url: baseURL }]);
}

/** One page in one language: its lang, its heading, nothing spilling out, axe, and a screenshot. */
async function checkPage(page: Page, lang: UiLanguage, path: string, name: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('navigation', { name: text(lang, 'shell.nav.label') })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, `${lang}-${name}`);
}

for (const lang of UI_LANGUAGES) {
  test.describe(`in ${lang} (${LANGUAGE_TAGS[lang]})`, () => {
    test('a guest: home, sign-in page and a member-only page', async ({ page, context }) => {
      const errors = collectPageErrors(page);
      await chooseLanguage(context, lang);
      await checkPage(page, lang, '/', 'home', text(lang, 'home.hero.title'));
      await checkPage(page, lang, '/loginpage.html', 'login', text(lang, 'accounts.loginPage.heading'));
      await expect(page.getByRole('main').getByLabel(text(lang, 'accounts.signin.login'))).toBeVisible();
      await checkPage(page, lang, '/connections.html', 'connections-guest', text(lang, 'connections.title'));

      // The sign-up tab of the prompt, the widest form.
      await page
        .getByRole('region', { name: text(lang, 'connections.title') })
        .getByRole('button', { name: text(lang, 'shell.signUp'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'shell.loginPrompt.signUpTitle') });
      await expect(dialog.getByLabel(text(lang, 'accounts.signup.displayName'))).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page);
      await saveScreenshot(page, `${lang}-signup-prompt`);
      expect(errors).toEqual([]);
    });

    test('a signed-in person: profile edit and account settings', async ({ page, context }) => {
      const errors = collectPageErrors(page);
      await signUpByApi(page.request, newPerson(), lang);
      await chooseLanguage(context, lang);
      await checkPage(
        page,
        lang,
        '/settings/profile.html',
        'profile-edit',
        text(lang, 'settings.profile.title'),
      );
      await expect(page.getByLabel(text(lang, 'accounts.profile.bio'), { exact: true })).toBeVisible();
      await checkPage(
        page,
        lang,
        '/settings/account.html',
        'account-settings',
        text(lang, 'settings.account.title'),
      );
      await expect(page.getByRole('switch', { name: text(lang, 'settings.tfa.label') })).toBeVisible();

      // The open account menu, where long translations meet a narrow panel.
      await accountMenuButton(page, lang).click();
      await expect(
        page.getByRole('button', { name: text(lang, 'shell.signOut'), exact: true }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, `${lang}-account-menu`);
      expect(errors).toEqual([]);
    });
  });
}

test('keyboard only: sign in with Tab, typing and Enter', async ({ page }) => {
  const errors = collectPageErrors(page);
  const person = newPerson();
  await signUpByApi(page.request, person);
  await page.context().clearCookies();

  await page.goto('/loginpage.html');
  await waitForHydration(page);
  const form = signInForm(page.getByRole('main'));

  await tabTo(page, form.login);
  await page.keyboard.type(person.username);
  await tabTo(page, form.password, 3);
  await page.keyboard.type(person.password);
  await tabTo(page, form.remember, 3);
  await page.keyboard.press('Space');
  await expect(form.remember).toBeChecked();
  await tabTo(page, form.submit, 3);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await expect(page.locator('body')).not.toHaveClass(/\bpublic\b/);

  // The page it came back to has the focus on its heading (route-focus.tsx).
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  // And out again, still by keyboard: back up to the account menu, then Sign out.
  const menu = accountMenuButton(page);
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('Shift+Tab');
    if (await menu.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('button', { name: text('en', 'shell.signOut'), exact: true });
  // Past the menu's links (the team side and content requests added some).
  await tabTo(page, signOut, 20);
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveClass(/\bpublic\b/);
  expect(errors).toEqual([]);
});
